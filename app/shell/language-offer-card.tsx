import { Link, useLocation } from 'react-router';
import type { Locale } from '#site/locales';
import { twinPath } from '#site/pages';
import { CloseIcon } from '../components/ui/icons';

/** The offer's words, in the offered language. */
export interface LanguageOffer {
  readonly text: string;
  readonly accept: string;
  readonly dismiss: string;
}

/** The language offer's card (./language-offer.tsx decides when it shows). */
export default function LanguageOfferCard({
  offer,
  locale,
  onChoose: choose,
}: {
  offer: LanguageOffer & { locale: Locale };
  /** The page's language. */
  locale: Locale;
  onChoose: (locale: Locale) => void;
}) {
  const { pathname, search, hash } = useLocation();
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
