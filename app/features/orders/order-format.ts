import { useMemo } from 'react';
import { formatMoney } from '#domain/money';
import { useIntlLocale } from '../../i18n/i18n';

/**
 * Money and dates on the order and account pages, as the page's language writes them: 'US$782.00'
 * or 'USD 782.00'; 'November 23, 2026' or '23 de noviembre de 2026', in the visitor's own time
 * zone. Only these pages format dates, so Intl's first-use cost never lands on a public page's
 * first paint.
 */
export function useOrderFormat() {
  const locale = useIntlLocale();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
    return {
      money: (cents: number) => formatMoney(cents, locale),
      /** A line's total: unit price times quantity, in cents, so it never drifts. */
      lineTotal: (unitPriceCents: number, quantity: number) =>
        formatMoney(unitPriceCents * quantity, locale),
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [locale]);
}
