import { lazy, type ReactNode, useEffect } from 'react';
import type { Locale } from '#site/locales';
import { Cart } from '../features/cart/cart';
import { useMessages } from '../i18n/i18n';
import { OnceOpened, usePrefetchWhenIdle } from '../lib/once-opened';
import { Footer } from './footer';
import { type LanguageOffer, LanguageOfferBanner } from './language-offer';
import { Navbar } from './navbar';
import { SiteNotice } from './site-notice';

// The sign-in dialog and the mobile menu (and the cart's drawer: ../features/cart/cart.tsx) are
// drawn the first time they open, from chunks of their own: closed, they show nothing, so no
// page's first paint or hydration needs their code.
const loadLoginDialog = () => import('../features/auth/login-dialog');
const loadMobileMenu = () => import('./mobile-menu');
const LoginDialog = lazy(() =>
  loadLoginDialog().then((module) => ({ default: module.LoginDialog })),
);
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
// Fetched when the browser is idle, so the first click opens them without waiting.
const prefetchOverlays = () => Promise.all([loadLoginDialog(), loadMobileMenu()]);

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
  usePrefetchWhenIdle(prefetchOverlays);
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
          <OnceOpened overlay="menu">
            <MobileMenu />
          </OnceOpened>
          <Cart />
        </>
      ) : (
        children
      )}
      <OnceOpened overlay="login">
        <LoginDialog />
      </OnceOpened>
      <SiteNotice />
    </>
  );
}
