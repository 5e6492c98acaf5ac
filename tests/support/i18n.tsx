/**
 * Components under test as a page shows them: inside the words of a language, as the root route
 * and the page's loader hand them over in the site (app/root.tsx), every area of the catalogue.
 */
import type { ReactNode } from 'react';
import { CATALOGUES, rootData } from '#app/i18n/catalogues.server';
import { type I18n, I18nProvider, type PageCopy, PageCopyProvider } from '#app/i18n/i18n';
import type { Locale } from '#site/locales';

const ORIGIN = 'https://synthamour.test';

/** The words the root hands a page in `locale` (its root address: '/' or '/es'). */
export function i18nFor(locale: Locale = 'en'): I18n {
  return rootData(new Request(`${ORIGIN}${locale === 'en' ? '/' : `/${locale}`}`)).i18n;
}

export function WithI18n({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  const { shell, cart, auth, productLabels, pages, ...page } = CATALOGUES[locale];
  return (
    <I18nProvider value={i18nFor(locale)}>
      <PageCopyProvider value={page as PageCopy}>{children}</PageCopyProvider>
    </I18nProvider>
  );
}

/** A catalogue, for expectations: `copyOf('es').cart.title`. */
export const copyOf = (locale: Locale = 'en') => CATALOGUES[locale];
