import { type ReactNode, useEffect } from 'react';
import type { Locale } from '#site/locales';
import { LoginDialog } from '../features/auth/login-dialog';
import { CartSidebar } from '../features/cart/cart-sidebar';
import { useMessages } from '../i18n/i18n';
import { Footer } from './footer';
import { type LanguageOffer, LanguageOfferBanner } from './language-offer';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';
import { SiteNotice } from './site-notice';

/**
 * Everything around a page: skip link, navbar, the overlays it opens, and the footer. Without
 * `chrome` (a page with a layout of its own, the operator console) only the skip link, the
 * sign-in dialog and the notices: the page draws its own header and its `main#main`.
 */
export function SiteShell({
  children,
  offer,
  chrome = true,
}: {
  children: ReactNode;
  chrome?: boolean;
  /** The offer to read the page in the other language, in that language. */
  offer: LanguageOffer & { locale: Locale };
}) {
  useEffect(() => {
    // Marks the page interactive; browser tests wait for it before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const { shell } = useMessages();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface-overlay focus:px-4 focus:py-2"
      >
        {shell.skipLink}
      </a>
      {chrome ? (
        <>
          <LanguageOfferBanner offer={offer} />
          <Navbar />
          <main id="main" tabIndex={-1} className="outline-none">
            {children}
          </main>
          <Footer />
          <MobileMenu />
          <CartSidebar />
        </>
      ) : (
        children
      )}
      <LoginDialog />
      <SiteNotice />
    </>
  );
}
