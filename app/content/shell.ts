/**
 * The words of what surrounds every page: skip link, navbar, menus and footer, in English. A page
 * in another language hands the shell its own copy through its route's `handle` (see
 * app/shell/use-shell-copy.ts and shell-es.ts), so every other page's first paint carries only
 * this one.
 */

import type { FooterColumn, RoutePath } from '../../site/pages';
import type { Lang } from '../../site/site';
import { accountCopy } from './account';
import type { AccountMenuCopy } from './account-menu';

export interface ShellCopy {
  readonly lang: Lang;
  readonly skipLink: string;
  /** The navbar's and the mobile menu's navigation landmarks. */
  readonly mainNav: string;
  readonly mobileNav: string;
  readonly menu: string;
  readonly closeMenu: string;
  /** The cart button's name, with the number of items when there are any. */
  readonly cart: (count: number) => string;
  /** The account button and its menu (app/features/auth/account-button.tsx). */
  readonly account: {
    readonly button: string;
    readonly signInButton: string;
    /**
     * The menu's words on a page in another language; left out in English, whose words load
     * with the menu (app/content/account-menu.ts), off every page's first paint.
     */
    readonly menu?: AccountMenuCopy;
  };
  readonly footer: {
    readonly tagline: string;
    readonly columns: Readonly<Record<FooterColumn, string>>;
    readonly resources: string;
    readonly followUs: string;
    readonly opensInNewTab: string;
    readonly copyright: (year: number) => string;
  };
  /**
   * The page links' labels in this language, by address; a missing one keeps the page table's.
   * The English copy has none: the page table's labels are English.
   */
  readonly navLabels?: Readonly<Partial<Record<RoutePath, string>>>;
  readonly footerLabels?: Readonly<Partial<Record<RoutePath, string>>>;
  /** External links' labels by URL; a missing one keeps its own (brand names). */
  readonly externalLabels?: Readonly<Partial<Record<string, string>>>;
}

/** What a route module may export as `handle` for the shell: its copy in the page's language. */
export interface ShellHandle {
  readonly shell?: ShellCopy;
}

export const SHELL_COPY_EN: ShellCopy = {
  lang: 'en',
  skipLink: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  closeMenu: 'Close menu',
  cart: (count) => (count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'),
  account: accountCopy,
  footer: {
    tagline:
      'ELY, the holographic emotional AI companion, and biomedical AI research for better care.',
    columns: { ELY: 'ELY', Research: 'Research', Company: 'Company' },
    resources: 'Resources',
    followUs: 'Follow us',
    opensInNewTab: '(opens in a new tab)',
    copyright: (year) => `© ${year} SynthAmour. Mexico City.`,
  },
};
