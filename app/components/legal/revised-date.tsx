// Outside components/ui on purpose: vite.config.ts bundles that folder with the shell, and only
// the ethics and legal pages show a revision date.

import { useIntlLocale } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';

/**
 * When a text was last revised ('Last updated: {date}'), the date as the page's language writes
 * it; `iso` is the day, 'YYYY-MM-DD', the same in every language.
 */
export function RevisedDate({ iso, template }: { iso: string; template: string }) {
  const locale = useIntlLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return <time dateTime={iso}>{fill(template, { date })}</time>;
}
