/**
 * The languages the site speaks, and where each lives: English at the root, Spanish under /es with
 * the same path (/productos, /es/productos). Adding a language is one entry here and one folder of
 * copy (app/content/<locale>/, docs/i18n.md). Pure data: imports nothing.
 */

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleSettings {
  /** Where its pages live: '' for the root, '/es'. */
  readonly prefix: '' | `/${string}`;
  /** Intl's locale: numbers, money, dates and the names of countries. */
  readonly intl: string;
  /** Open Graph's locale. */
  readonly og: string;
  /** Its own name, as the language switch offers it ("Español" on an English page). */
  readonly name: string;
  /** PayPal's buttons (`locale` of the JS SDK). */
  readonly paypal: string;
}

export const LOCALE_SETTINGS: Readonly<Record<Locale, LocaleSettings>> = {
  en: { prefix: '', intl: 'en-US', og: 'en_US', name: 'English', paypal: 'en_US' },
  es: { prefix: '/es', intl: 'es-MX', og: 'es_MX', name: 'Español', paypal: 'es_MX' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The other language (the language switch's target); with more than two, the default's. */
export function otherLocale(locale: Locale): Locale {
  return locale === DEFAULT_LOCALE ? (LOCALES.find((l) => l !== locale) ?? locale) : DEFAULT_LOCALE;
}

/**
 * A page written in another language than the default at the root (the specification's Spanish
 * /synthamourlife) keeps its root address in its own language; its twin in the default language
 * lives under this prefix (/en/synthamourlife).
 */
export const DEFAULT_LOCALE_TWIN_PREFIX = `/${DEFAULT_LOCALE}`;

/**
 * The address of a page in a locale, from its address in the page table ('/ely') and the page's
 * own language at the root (`rootLocale`, English for every page but /synthamourlife).
 */
export function localizedPath(path: string, locale: Locale, rootLocale: Locale = DEFAULT_LOCALE) {
  if (locale === rootLocale) return path;
  const prefix =
    locale === DEFAULT_LOCALE ? DEFAULT_LOCALE_TWIN_PREFIX : LOCALE_SETTINGS[locale].prefix;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The locale an address is in, and the address in the page table it is a twin of. */
export function parseLocalizedPath(pathname: string): { locale: Locale | null; path: string } {
  for (const locale of LOCALES) {
    const prefix =
      locale === DEFAULT_LOCALE ? DEFAULT_LOCALE_TWIN_PREFIX : LOCALE_SETTINGS[locale].prefix;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  // A root address: in its page's own language (the page table knows which).
  return { locale: null, path: pathname };
}
