import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Locale } from '../../site/locales';
import { twinPath } from '../../site/pages';
import { CloseIcon } from '../components/ui/icons';
import { useLocale } from '../i18n/i18n';
import { browserLocale, rememberedLocale, rememberLocale } from '../i18n/preference';

export interface LanguageOffer {
  readonly text: string;
  readonly accept: string;
  readonly dismiss: string;
}

/**
 * Once, to a visitor whose browser prefers the other language and who has never chosen: a quiet
 * line offering this page in that language, written in it. Accepting or dismissing remembers the
 * choice, so it never shows again; nobody is ever redirected. Rendered only after hydration (the
 * prerendered page cannot know the visitor's languages), above the navbar, without moving focus.
 */
export function LanguageOfferBanner({ offer }: { offer: LanguageOffer & { locale: Locale } }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    setShow(
      rememberedLocale() === null && browserLocale() === offer.locale && offer.locale !== locale,
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
      className="border-b border-line bg-surface-raised/80 text-sm"
      data-testid="language-offer"
    >
      <div className="page-container flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
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
