/**
 * The error page's heading in every language, for the one case where the page's words never
 * arrived (its data failed to load): the only copy in the browser's code, a few bytes. Each
 * catalogue's `shell.errorPage.title` says the same (a test keeps them equal).
 */
import type { Locale } from '#site/locales';

export const ERROR_FALLBACK_TITLE: Readonly<Record<Locale, string>> = {
  en: 'Unexpected Application Error!',
  es: 'Error inesperado en la aplicación',
};
