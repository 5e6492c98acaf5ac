import { formatMoney } from '../../../domain/money';
import type { ConsoleCopy } from '../../content/en/operator-console';
import { fill, type PluralForms, plural } from '../../i18n/format';
import { useCopy, useIntlLocale } from '../../i18n/i18n';

/**
 * The console's words and formats in the page's language (/admin in English, /es/admin in
 * Spanish): the catalogue's messages with their values filled in, and money and dates through
 * Intl in that locale.
 */
export function consoleWords(copy: ConsoleCopy, locale: string) {
  const count = (n: number, forms: PluralForms, values: Record<string, string | number> = {}) =>
    plural(locale, n, forms, { ...values, count: new Intl.NumberFormat(locale).format(n) });
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const money = (cents: number): string => formatMoney(cents, locale);
  return {
    money,
    dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
    day: (iso: string) => dateFormat.format(new Date(iso)),
    consoleCopy: {
      ...copy.console,
      deniedBody: (email: string) => fill(copy.console.deniedBody, { email }),
      signedInAs: (email: string) => fill(copy.console.signedInAs, { email }),
    },
    attentionCopy: {
      ...copy.attention,
      heading: (n: number) => count(n, copy.attention.heading),
    },
    ordersCopy: {
      ...copy.orders,
      totals: (n: number, total: string, refunded: string) =>
        count(n, copy.orders.totals, { total, refunded }),
      shippedOn: (date: string) => fill(copy.orders.shippedOn, { date }),
      open: (orderNumber: string) => fill(copy.orders.open, { orderNumber }),
      unitsTitle: (quantity: number) => count(quantity, copy.orders.unitsTitle),
    },
    detailCopy: {
      ...copy.detail,
      heading: (orderNumber: string) => fill(copy.detail.heading, { orderNumber }),
      created: (date: string) => fill(copy.detail.created, { date }),
      notPaid: (state: string) => fill(copy.detail.notPaid, { state }),
      by: (who: string) => fill(copy.detail.by, { who }),
    },
    shipCopy: copy.ship,
    deliverCopy: copy.deliver,
    packingSlipCopy: copy.packingSlip,
    refundCopy: {
      ...copy.refund,
      captured: (total: string, refundable: string) =>
        fill(copy.refund.captured, { total, refundable }),
      full: (amount: string) => fill(copy.refund.full, { amount }),
      amountHint: (max: string) => fill(copy.refund.amountHint, { max }),
      reasonHint: (left: number) => count(left, copy.refund.reasonHint),
      confirm: (amount: string | null) =>
        amount ? fill(copy.refund.confirm, { amount }) : copy.refund.confirmNoAmount,
      invalidAmount: (max: string) => fill(copy.refund.invalidAmount, { min: money(1), max }),
      done: (amount: string) => fill(copy.refund.done, { amount }),
    },
    auditCopy: copy.audit,
    stockCopy: {
      ...copy.stock,
      field: (title: string) => fill(copy.stock.field, { title }),
      saved: (title: string, units: number | null) =>
        units === null
          ? fill(copy.stock.savedUnlimited, { title })
          : fill(copy.stock.saved, { title, units: new Intl.NumberFormat(locale).format(units) }),
    },
    STATUS_FILTER_LABELS: copy.statusFilters,
    PAYMENT_STATUS_LABELS: copy.paymentStatus,
    EVENT_LABELS: copy.events,
    SOURCE_LABELS: copy.sources,
    DETAIL_LABELS: copy.details,
  };
}

export type ConsoleWords = ReturnType<typeof consoleWords>;

/**
 * Built once per catalogue and locale and shared by every component that asks (a status badge
 * on each row of the orders table among them), so no render builds its own Intl formatters.
 */
const built = new WeakMap<ConsoleCopy, Map<string, ConsoleWords>>();

export function useConsoleWords(): ConsoleWords {
  const copy = useCopy('operatorConsole');
  const locale = useIntlLocale();
  let byLocale = built.get(copy);
  if (!byLocale) {
    byLocale = new Map();
    built.set(copy, byLocale);
  }
  let words = byLocale.get(locale);
  if (!words) {
    words = consoleWords(copy, locale);
    byLocale.set(locale, words);
  }
  return words;
}
