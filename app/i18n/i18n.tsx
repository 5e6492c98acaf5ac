import { createContext, type ReactNode, use, useMemo } from 'react';
import type { Locale } from '#site/locales';
import { LOCALE_SETTINGS } from '#site/locales';
import { localizedRoutes, type PageKey } from '#site/pages';
import type { Catalogue, GlobalArea, PageArea } from '../content/en/index.ts';
import { fill, type PluralForms, plural } from '../lib/message-format';

/**
 * The page's language and its words. The root route's loader hands every page its language and the
 * words every page needs (the shell, the cart, sign-in: `useMessages`); each route's loader hands
 * its page its own (`useCopy`). Loaders run at build time, so the words arrive inside the
 * prerendered page, in its language, and no page's code carries any language's copy.
 */

/** The navbar's and the footer's labels, by page (from the catalogue's `pages`). */
export interface PageLinks {
  readonly nav: Readonly<Partial<Record<PageKey, string>>>;
  readonly footer: Readonly<Partial<Record<PageKey, string>>>;
}

export type GlobalMessages = Pick<Catalogue, GlobalArea> & { readonly links: PageLinks };

export interface I18n {
  readonly locale: Locale;
  readonly messages: GlobalMessages;
}

/** The page's own words: the areas its route's loader handed it. */
export type PageCopy = Partial<Pick<Catalogue, PageArea>>;

const I18nContext = createContext<I18n | null>(null);
const PageCopyContext = createContext<PageCopy>({});

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** Provided by the root (app/root.tsx) with what the matched routes' loaders returned. */
export function PageCopyProvider({ value, children }: { value: PageCopy; children: ReactNode }) {
  return <PageCopyContext value={value}>{children}</PageCopyContext>;
}

function useI18n(): I18n {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('No I18nProvider above this component (app/root.tsx provides it).');
  return i18n;
}

/** The page's language. */
export const useLocale = (): Locale => useI18n().locale;

/** The words of the shell, the cart and sign-in, in the page's language. */
export const useMessages = (): GlobalMessages => useI18n().messages;

/** Intl's locale for the page ('en-US', 'es-MX'). */
export const useIntlLocale = (): string => LOCALE_SETTINGS[useI18n().locale].intl;

/**
 * A page's own words, by area: what its route's loader put in `copy` (see
 * app/i18n/catalogues.server.ts). Any component inside the page may ask.
 */
export function useCopy<A extends PageArea>(area: A): Catalogue[A] {
  const copy = use(PageCopyContext)[area];
  if (!copy) throw new Error(`No route's loader gave this page the "${area}" copy.`);
  return copy as Catalogue[A];
}

/** Every page's address in the page's language: `useRoutes().products` is '/es/productos' in Spanish. */
export const useRoutes = () => localizedRoutes(useLocale());

/** Fills a message in the page's language: a template, or plural forms chosen by `count`. */
export function useFormat() {
  const locale = useIntlLocale();
  return useMemo(
    () => ({
      fill,
      plural: (count: number, forms: PluralForms, values?: Record<string, string | number>) =>
        plural(locale, count, forms, values),
    }),
    [locale],
  );
}
