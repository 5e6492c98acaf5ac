/**
 * The visitor's language choice, remembered in the browser: set by the language switch and by the
 * offer (app/shell/language-offer.tsx), which it silences for good. It never redirects anyone: an
 * address always answers in its own language, for search engines and shared links alike.
 */
import { isLocale, type Locale } from '#site/locales';

const KEY = 'ely.locale';

export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Storage off (private mode, a full quota): the choice lasts this page only.
  }
}

export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The first of the browser's preferred languages the site speaks, if any. */
export function browserLocale(
  languages: readonly string[] = navigator.languages ?? [],
): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return null;
}
