import { type ReactNode, useEffect } from 'react';
import { LoginDialog } from '../features/auth/login-dialog';
import { CartSidebar } from '../features/cart/cart-sidebar';
import { Footer } from './footer';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';
import { SiteNotice } from './site-notice';
import { ShellCopyContext, useRouteShellCopy } from './use-shell-copy';

/** Everything around a page: skip link, navbar, the overlays it opens, and the footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Marks the page interactive; browser tests wait for it before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const copy = useRouteShellCopy();
  return (
    <ShellCopyContext value={copy}>
      <a
        href="#main"
        lang={copy.lang}
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface-overlay focus:px-4 focus:py-2"
      >
        {copy.skipLink}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <MobileMenu />
      <CartSidebar />
      <LoginDialog />
      <SiteNotice />
    </ShellCopyContext>
  );
}
