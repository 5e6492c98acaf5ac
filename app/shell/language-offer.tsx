import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '#site/locales';
import { twinPath } from '#site/pages';
import { CloseIcon } from '../components/ui/icons';
import { useLocale } from '../i18n/i18n';
import { browserLocale, rememberedLocale, rememberLocale } from '../i18n/preference';

export interface LanguageOffer {
  readonly text: string;
  readonly accept: string;
  readonly dismiss: string;
}

/**
 * Once, to a visitor on an English page whose browser prefers Spanish (a language other than the
 * default) and who has never chosen: a quiet card offering this page in that language, written in
 * it. Accepting or dismissing remembers the choice, so it never shows again; nobody is ever
 * redirected. Rendered only after hydration (the prerendered page cannot know the visitor's
 * languages), fixed at the bottom of the window so nothing on the page moves, without taking focus.
 */
export function LanguageOfferBanner({ offer }: { offer: LanguageOffer & { locale: Locale } }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
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
    <aside
      lang={offer.locale}
      aria-label={offer.text}
      className="fixed inset-x-4 bottom-4 z-40 rounded-card border border-line bg-surface-overlay text-sm shadow-overlay sm:left-auto sm:w-[26rem]"
      data-testid="language-offer"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 p-4">
        <p className="text-ink-muted">{offer.text}</p>
        <div className="flex items-center gap-2">
          <Link
            to={`${twinPath(pathname, offer.locale)}${search}${hash}`}
            hrefLang={offer.locale}
            onClick={() => choose(offer.locale)}
            className="rounded-pill bg-ink px-3.5 py-1.5 font-semibold text-void"
          >
            {offer.accept}
          </Link>
          <button
            type="button"
            onClick={() => choose(locale)}
            className="inline-flex items-center gap-1.5 rounded-pill px-3 py-1.5 text-ink-muted hover:bg-white/5 hover:text-ink"
          >
            <CloseIcon aria-hidden="true" />
            {offer.dismiss}
          </button>
        </div>
      </div>
    </aside>
  );
}
