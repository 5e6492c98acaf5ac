import type { ActionRefusalView } from '#domain/answers';
import { formatMoney } from '#domain/money';
import type { ConsoleCopy } from '../../content/en/operator-console';
import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { fill, type PluralForms, plural } from '../../lib/message-format';

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
  // A calendar day the server names ('2026-11-26', a day in the shop's time zone), as it is.
  const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const asCalendarDay = (day: string) => new Date(`${day}T12:00:00Z`);
  const refusal = (why: ActionRefusalView): string => {
    const words = copy.refusals;
    switch (why.code) {
      case 'NOT_PAID':
        return fill(words.NOT_PAID, { state: why.state });
      case 'NOTHING_TO_SHIP':
        return why.subscription ? words.nothingToShipSubscription : words.NOTHING_TO_SHIP;
      case 'ALREADY_SHIPPED':
        return fill(words.ALREADY_SHIPPED, {
          date: dateFormat.format(new Date(why.shipment.shippedAt)),
          carrier: why.shipment.carrier,
          trackingNumber: why.shipment.trackingNumber,
        });
      case 'ALREADY_DELIVERED':
        return fill(words.ALREADY_DELIVERED, {
          date: dateFormat.format(new Date(why.deliveredAt)),
        });
      default:
        return words[why.code];
    }
  };
  return {
    money,
    refusal,
    /**
     * What went wrong with a call, in the console's language: the server's code and facts
     * (never its English sentence), or no usable answer at all.
     */
    errorText: ({ status, code, issue, facts }: RefusalLike): string => {
      const errors = copy.errors;
      const followUpError = copy.followUp.errors[code];
      if (followUpError) {
        return fill(followUpError, { minutes: Math.ceil(Number(facts.retryAfterS ?? 60) / 60) });
      }
      const subscriptionError = copy.subscriptions.errors[code];
      if (subscriptionError) return subscriptionError;
      if (code in copy.refusals && code !== 'nothingToShipSubscription') {
        return refusal({ code, ...facts } as ActionRefusalView);
      }
      switch (code) {
        case 'REFUND_TOO_LARGE':
          return fill(errors.REFUND_TOO_LARGE, {
            amount: money(Number(facts.remainingCents ?? 0)),
          });
        case 'REFUND_REFUSED':
          return fill(errors.REFUND_REFUSED, { issue: issue ?? '—' });
        case 'INVALID_REQUEST':
          return typeof facts.field === 'string'
            ? fill(errors.INVALID_REQUEST, { field: facts.field })
            : errors.invalidRequest;
        case 'PAYPAL_UNAVAILABLE':
        case 'NOT_REFUNDABLE':
        case 'ORDER_NOT_FOUND':
        case 'ORDER_CHANGED':
        case 'INVALID_CURSOR':
        case 'PRODUCT_NOT_STOCKED':
        case 'RATE_LIMITED':
        case 'UNAUTHORIZED':
        case 'NOT_AN_OPERATOR':
        case 'READ_ONLY_TOKEN':
          return errors[code];
        case 'UNEXPECTED_ANSWER':
          return errors.unexpected;
        default:
          // No answer, or one that was no refusal of ours (a proxy's 502 page…).
          return status === 0 || status >= 500 || code.startsWith('HTTP_')
            ? errors.noAnswer
            : fill(errors.other, { code });
      }
    },
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
      viaPayPal: (payer: string) => fill(copy.orders.viaPayPal, { payer }),
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
    invoicesCopy: copy.invoices,
    subscriptionsCopy: {
      ...copy.subscriptions,
      open: (code: string) => fill(copy.subscriptions.open, { code }),
      detailHeading: (code: string) => fill(copy.subscriptions.detailHeading, { code }),
      refundLabel: (code: string) => fill(copy.subscriptions.refundLabel, { code }),
    },
    cancellationCopy: {
      ...copy.cancellation,
      requested: (date: string) => fill(copy.cancellation.requested, { date }),
      confirmApprove: (amount: string) => fill(copy.cancellation.confirmApprove, { amount }),
      approvedOn: (date: string) => fill(copy.cancellation.approvedOn, { date }),
      declinedOn: (date: string) => fill(copy.cancellation.declinedOn, { date }),
    },
    homeCopy: {
      ...copy.home,
      intro: (timeZone: string) => fill(copy.home.intro, { timeZone }),
      orders: (n: number) => count(n, copy.home.orders),
      pendingTotal: (total: string) => fill(copy.home.pendingTotal, { total }),
      chartSummary: (total: string, day: string, amount: string) =>
        fill(copy.home.chartSummary, { total, day, amount }),
    },
    /** A calendar day the server names ('2026-11-26'), in full, and short for a chart's axis. */
    calendarDay: (day: string) => calendarDay.format(asCalendarDay(day)),
    shortDay: (day: string) => shortDay.format(asCalendarDay(day)),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
    stockCopy: {
      ...copy.stock,
      field: (title: string) => fill(copy.stock.field, { title }),
      saved: (title: string, units: number | null) =>
        units === null
          ? fill(copy.stock.savedUnlimited, { title })
          : fill(copy.stock.saved, { title, units: new Intl.NumberFormat(locale).format(units) }),
    },
    followUpCopy: copy.followUp,
    STATUS_FILTER_LABELS: copy.statusFilters,
    PAYMENT_STATUS_LABELS: copy.paymentStatus,
    EVENT_LABELS: copy.events,
    SOURCE_LABELS: copy.sources,
    DETAIL_LABELS: copy.details,
  };
}

export type ConsoleWords = ReturnType<typeof consoleWords>;

/** What the console knows of a failed call (app/lib/api-client.ts's ApiCallError). */
interface RefusalLike {
  status: number;
  code: string;
  issue: string | null;
  facts: Readonly<Record<string, unknown>>;
}

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
