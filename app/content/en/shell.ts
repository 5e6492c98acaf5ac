/**
 * The words of what surrounds every page: skip link, navbar, menus, the sign-in dialog's frame, the
 * language switch, the footer and the error page. The root route's loader hands them to every page
 * in its language (app/i18n/catalogues.server.ts); no component carries them.
 */
import type { FooterColumn } from '#site/pages';
import { COMPANY } from '#site/site';
import type { PluralForms } from '../../lib/message-format';

export interface ShellCopy {
  readonly skipLink: string;
  /** The navbar's and the mobile menu's navigation landmarks. */
  readonly mainNav: string;
  readonly mobileNav: string;
  readonly menu: string;
  readonly closeMenu: string;
  /** The close button of a site-wide notice (the one after paying, after signing in). */
  readonly dismissNotice: string;
  /** The cart button's name, with the number of items when there are any. */
  readonly cart: PluralForms;
  /** The account button (app/features/auth/account-button.tsx). */
  readonly account: { readonly button: string; readonly signInButton: string };
  readonly accountMenu: {
    readonly signedInAs: string;
    readonly myAccount: string;
    readonly signOut: string;
  };
  readonly loginDialog: {
    readonly title: string;
    readonly intro: string;
    readonly close: string;
    readonly loading: string;
    /** The notice once the dialog closes after signing in: `{account}`. */
    readonly signedIn: string;
  };
  readonly footer: {
    readonly tagline: string;
    readonly columns: Readonly<Record<FooterColumn, string>>;
    readonly resources: string;
    readonly followUs: string;
    readonly opensInNewTab: string;
    /** `{year}`. */
    readonly copyright: string;
    /**
     * Who sells, where, and how to reach them: on every page, as a distance seller must show
     * ({street}, {neighborhood}, {postalCode}, {phone}, {email}).
     */
    readonly company: string;
    /** Who sells, as the law names it: the legal name and the RFC (site/site.ts, COMPANY). */
    readonly legalEntity: string;
  };
  /** The footer's resource links' labels by URL; social networks keep their brand names. */
  readonly externalLabels: Readonly<Record<string, string>>;
  readonly language: {
    /** The language switch's group name. */
    readonly label: string;
    /** The once-only offer, written in the language it offers. */
    readonly offer: { readonly text: string; readonly accept: string; readonly dismiss: string };
  };
  /** The fallback page when a route fails unexpectedly; its heading is the specification's. */
  readonly errorPage: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: string;
    readonly homeCta: string;
  };
  /** What a page says while its code loads. */
  readonly loading: string;
}

export const shell: ShellCopy = {
  skipLink: 'Skip to content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  menu: 'Menu',
  closeMenu: 'Close menu',
  dismissNotice: 'Dismiss',
  cart: { zero: 'Cart', one: 'Cart, {count} item', other: 'Cart, {count} items' },
  account: { button: 'Account', signInButton: 'Sign in' },
  accountMenu: {
    signedInAs: 'Signed in as',
    myAccount: 'Your account and orders',
    signOut: 'Sign out',
  },
  loginDialog: {
    title: 'Sign in',
    intro: 'Sign in or create your SynthAmour account.',
    close: 'Close sign-in',
    loading: 'Loading sign-in…',
    signedIn: 'Signed in as {account}.',
  },
  footer: {
    tagline:
      'ELY, the holographic emotional AI companion, and biomedical AI research for better care.',
    columns: { ely: 'ELY', research: 'Research', company: 'Company', help: 'Legal' },
    resources: 'Resources',
    followUs: 'Follow us',
    opensInNewTab: '(opens in a new tab)',
    copyright: '© {year} SynthAmour. Mexico City.',
    company:
      '{street}, {neighborhood}, {postalCode} Mexico City, Mexico · {phone} · Questions and complaints: {email}',
    legalEntity: `Sold by ${COMPANY.legalName} · RFC ${COMPANY.rfc}`,
  },
  externalLabels: {
    'https://docs.synthamour.com': 'Documentation',
    'https://api.synthamour.com': 'API reference',
    'https://blog.synthamour.com': 'Blog',
  },
  language: {
    label: 'Language',
    offer: {
      text: 'This page is also in English.',
      accept: 'Read it in English',
      dismiss: 'No, thanks',
    },
  },
  errorPage: {
    eyebrow: 'Error',
    title: 'Unexpected Application Error!',
    intro:
      'Something went wrong on our side while showing this page. Please try again, or head back to the home page.',
    homeCta: 'Back to home',
  },
  loading: 'Loading…',
};
