import { CartIcon, MenuIcon } from '../components/ui/icons';
import { AccountButton } from '../features/auth/account-button';
import { useCartCount } from '../features/cart/cart-store';
import { useFormat, useMessages } from '../i18n/i18n';
import { cn } from '../lib/cn';
import { useOverlayOpen, useUiStore } from '../lib/ui-store';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { NavLinks } from './nav-links';
import { useScrolled } from './use-scrolled';

export const MOBILE_MENU_ID = 'mobile-menu';

/** The site header: wordmark, the nine links, sign-in and cart, and the mobile menu toggle. */
export function Navbar() {
  const scrolled = useScrolled();
  const open = useUiStore((state) => state.open);
  const menuOpen = useOverlayOpen('menu');
  const count = useCartCount();
  const { shell: copy } = useMessages();
  const { plural } = useFormat();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled
          ? 'border-line bg-void shadow-[0_12px_32px_-16px_rgb(0_0_0/0.9)]'
          : 'border-transparent bg-transparent',
      )}
    >
      <nav aria-label={copy.mainNav} className="page-container">
        <div className="flex flex-wrap items-center justify-between gap-x-4 py-3 xl:h-16 xl:gap-x-3 xl:py-0">
          <Logo />
          {/* One list of links: a second row between 768 and 1279 px, inline from 1280 px. */}
          <div className="hidden md:order-last md:block md:w-full md:pt-3 xl:order-none xl:w-auto xl:pt-0">
            <NavLinks variant="bar" />
          </div>
          <div className="flex items-center gap-2">
            {/* Below 768 px the switch is in the menu, which the header has no room beside. */}
            <span className="hidden md:contents">
              <LanguageSwitch compact className="px-2 py-2" />
            </span>
            <AccountButton labels={copy.account} />
            <button
              type="button"
              onClick={() => open('cart')}
              aria-label={plural(count, copy.cart)}
              className="relative inline-flex size-10 items-center justify-center rounded-pill border border-line text-lg text-ink transition-colors hover:border-line-strong hover:bg-white/5"
            >
              <CartIcon />
              {count > 0 ? (
                <span
                  aria-hidden="true"
                  data-testid="cart-count"
                  className="absolute -top-1 -right-1 inline-flex min-w-5 items-center justify-center rounded-pill bg-holo-cyan px-1 text-[0.6875rem] font-semibold leading-5 text-void"
                >
                  {count}
                </span>
              ) : null}
            </button>
            <button
              type="button"
              onClick={() => open('menu')}
              aria-expanded={menuOpen}
              // The menu is drawn when it first opens (app/shell/site-shell.tsx).
              aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
              aria-label={copy.menu}
              className="inline-flex size-10 items-center justify-center rounded-pill border border-line text-lg text-ink md:hidden"
            >
              <MenuIcon />
            </button>
          </div>
        </div>
      </nav>
    </header>
  );
}
