import { Link, useLocation } from 'react-router';
import { LOCALE_SETTINGS, type Locale, otherLocale } from '#site/locales';
import { twinPath } from '#site/pages';
import { GlobeIcon } from '../components/ui/icons';
import { useLocale } from '../i18n/i18n';
import { rememberLocale } from '../i18n/preference';
import { cn } from '../lib/cn';

/**
 * The same page in the other language, named in that language ("Español" on an English page),
 * with hreflang. A client-side navigation: the cart, the session and a half-typed checkout stay.
 * The choice is remembered (app/i18n/preference.ts).
 */
export function LanguageSwitch({
  className,
  onNavigate,
  compact = false,
}: {
  className?: string;
  onNavigate?: () => void;
  /**
   * The navbar's: the language's code ('ES') on screen, its name ('Español') for assistive
   * technology, so the row of links still fits on one line at 1280 px.
   */
  compact?: boolean;
}) {
  const locale = useLocale();
  const target: Locale = otherLocale(locale);
  const { pathname, search, hash } = useLocation();
  return (
    <Link
      to={`${twinPath(pathname, target)}${search}${hash}`}
      hrefLang={target}
      lang={target}
      preventScrollReset
      onClick={() => {
        rememberLocale(target);
        onNavigate?.();
      }}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill text-sm font-medium text-ink-muted transition-colors hover:text-ink',
        className,
      )}
    >
      <GlobeIcon className="text-base opacity-80" />
      {compact ? (
        <>
          <span aria-hidden="true">{target.toUpperCase()}</span>
          <span className="sr-only">{LOCALE_SETTINGS[target].name}</span>
        </>
      ) : (
        LOCALE_SETTINGS[target].name
      )}
    </Link>
  );
}
