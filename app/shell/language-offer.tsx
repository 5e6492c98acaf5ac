import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '#site/locales';
import { useLocale } from '../i18n/i18n';
import { browserLocale, rememberedLocale, rememberLocale } from '../i18n/preference';
import type { LanguageOffer } from './language-offer-card';

// The card itself is drawn by few visits (and once): its code loads when it shows.
const LanguageOfferCard = lazy(() => import('./language-offer-card'));

export type { LanguageOffer } from './language-offer-card';

/**
 * Once, to a visitor on an English page whose browser prefers Spanish (a language other than the
 * default) and who has never chosen: a quiet card offering this page in that language, written in
 * it. Accepting or dismissing remembers the choice, so it never shows again; nobody is ever
 * redirected. Rendered only after hydration (the prerendered page cannot know the visitor's
 * languages), fixed at the bottom of the window so nothing on the page moves, without taking focus.
 */
export function LanguageOfferBanner({ offer }: { offer: LanguageOffer & { locale: Locale } }) {
  const locale = useLocale();
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(
      rememberedLocale() === null &&
        browserLocale() === offer.locale &&
        offer.locale !== locale &&
        offer.locale !== DEFAULT_LOCALE,
    );
  }, [offer.locale, locale]);
  if (!show) return null;
  const choose = (target: Locale) => {
    rememberLocale(target);
    setShow(false);
  };
  return (
    <Suspense fallback={null}>
      <LanguageOfferCard offer={offer} locale={locale} onChoose={choose} />
    </Suspense>
  );
}
