/**
 * A product's price and status as a page writes them, from the catalogue's cents and a language's
 * words: 'US$391', 'From US$5/month', 'By quote', '20% off' ('USD 391', 'Desde USD 5 al mes' in
 * es-MX): the currency always named (domain/money.ts), and the estimate in pesos (domain/pesos.ts).
 */
import { discountPercent, type Product, type ProductStatus } from '#domain/catalog';
import { formatMoney } from '#domain/money';
import { formatExchangeRate, formatPesos, parseExchangeRate, pesosFor } from '#domain/pesos';
import { DEFAULT_PESO_RATE_AS_OF, DEFAULT_PESOS_PER_DOLLAR } from '#site/exchange-rate';
import { fill } from './message-format';

/**
 * The words a language gives for a product's price and status (app/content/<locale>/product-labels.ts),
 * placeholders and all; productLabels fills them in.
 */
export interface ProductLabelsCopy {
  readonly status: Readonly<Record<ProductStatus, string>>;
  /** A price with no figure. */
  readonly byQuote: string;
  /** `{price}`: a subscription's monthly price. */
  readonly monthly: string;
  /** `{price}`: a starting price. */
  readonly from: string;
  /** `{percent}`: the presale badge. */
  readonly discount: string;
  /**
   * `{date}`: a presale good's expected first shipping month; `{latest}`: the latest day it is
   * delivered (the catalogue's `deliverBy`), both as the language writes dates.
   */
  readonly shipsFrom: string;
  /**
   * The approximate amount in pesos beside a price in dollars, shown on Spanish pages only
   * (`show`): `{amount}` is 'MXN 6,799'. `shown` is what the eye reads, `spoken` what a screen
   * reader says instead; `note` says where the estimate comes from, `{rate}` and `{date}` being the
   * operator's rate (site/exchange-rate.ts) and its day.
   */
  readonly pesoEstimate: {
    readonly show: boolean;
    readonly shown: string;
    readonly spoken: string;
    readonly note: string;
  };
}

export interface ProductLabels {
  /** How the price reads: 'US$391', 'From US$5/month', 'From US$15,000', 'By quote'. */
  price(product: Product): string;
  /** The figure alone ('US$299'), for copy that words the rest itself; 'By quote' without one. */
  figure(product: Product): string;
  /** The struck-through price before a presale discount ('US$489'), or null. */
  originalPrice(product: Product): string | null;
  /** The presale badge ('20% off'), or null. */
  discount(product: Product): string | null;
  /**
   * When a presale good is expected to ship, and the latest day it is delivered ('Expected to ship
   * from March 2027; delivered by June 30, 2027 at the latest'), or null.
   */
  shipsFrom(product: Pick<Product, 'shipsFrom' | 'deliverBy'>): string | null;
  /** The same two dates alone ('March 2027', 'June 30, 2027'), for copy that words the rest. */
  presaleDates(
    product: Pick<Product, 'shipsFrom' | 'deliverBy'>,
  ): { shipsFrom: string; deliverBy: string } | null;
  /** How long a good's warranty lasts ('2 years', '2 años'), or null without one. */
  warranty(product: Pick<Product, 'warrantyMonths'>): string | null;
  /**
   * The approximate amount in pesos of an amount in US cents, on Spanish pages ('≈ MXN 6,799' shown,
   * 'aproximadamente MXN 6,799' spoken); null in English, or without a valid rate.
   */
  pesoEstimate(cents: number): { shown: string; spoken: string } | null;
  /** Where the estimates come from: the rate, its day, and that the charge is in dollars. */
  pesoEstimateNote(): string | null;
}

/*
 * The operator's rate and its day, from the build's environment (checked when the build starts,
 * in vite.config.ts: a wrong value stops it) or the defaults. Read name by name, so Vite writes
 * the two values in and nothing else of the environment.
 */

/** The operator's rate in ten-thousandths of a peso per dollar, or null when it is not valid. */
const PESO_RATE = parseExchangeRate(
  (import.meta.env?.VITE_PESO_PER_DOLLAR as string | undefined) || DEFAULT_PESOS_PER_DOLLAR,
);
/** The day the rate was taken (YYYY-MM-DD). */
const PESO_RATE_AS_OF =
  (import.meta.env?.VITE_PESO_RATE_AS_OF as string | undefined) || DEFAULT_PESO_RATE_AS_OF;

export function productLabels(copy: ProductLabelsCopy, intlLocale: string): ProductLabels {
  // Whole dollars without cents ('US$391'), else with them.
  const money = (cents: number) => formatMoney(cents, intlLocale, { wholeDollars: true });
  let months: Intl.DateTimeFormat | undefined;
  let days: Intl.DateTimeFormat | undefined;
  const presaleDates: ProductLabels['presaleDates'] = (product) => {
    if (!product.shipsFrom || !product.deliverBy) return null;
    // Calendar dates: written as they are, whatever the reader's time zone.
    months ??= new Intl.DateTimeFormat(intlLocale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    days ??= new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      shipsFrom: months.format(new Date(`${product.shipsFrom}-01T00:00:00Z`)),
      deliverBy: days.format(new Date(`${product.deliverBy}T00:00:00Z`)),
    };
  };
  const figure = (product: Product) =>
    product.priceCents === null ? copy.byQuote : money(product.priceCents);
  return {
    figure,
    price(product) {
      if (product.priceCents === null) return copy.byQuote;
      const price = money(product.priceCents);
      switch (product.priceType) {
        case 'one-time':
          return price;
        case 'monthly':
          return fill(copy.monthly, { price });
        case 'from':
          return fill(copy.from, { price });
        case 'quote':
          return copy.byQuote;
      }
    },
    originalPrice: (product) =>
      product.originalPriceCents === null ? null : money(product.originalPriceCents),
    discount(product) {
      const percent = discountPercent(product);
      return percent === null ? null : fill(copy.discount, { percent });
    },
    presaleDates,
    pesoEstimate(cents) {
      if (!copy.pesoEstimate.show || PESO_RATE === null) return null;
      const amount = formatPesos(pesosFor(cents, PESO_RATE), intlLocale);
      return {
        shown: fill(copy.pesoEstimate.shown, { amount }),
        spoken: fill(copy.pesoEstimate.spoken, { amount }),
      };
    },
    pesoEstimateNote() {
      if (!copy.pesoEstimate.show || PESO_RATE === null) return null;
      const rate = formatExchangeRate(PESO_RATE, intlLocale);
      const date = new Intl.DateTimeFormat(intlLocale, {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${PESO_RATE_AS_OF}T00:00:00Z`));
      return fill(copy.pesoEstimate.note, { rate, date });
    },
    shipsFrom(product) {
      const dates = presaleDates(product);
      return dates && fill(copy.shipsFrom, { date: dates.shipsFrom, latest: dates.deliverBy });
    },
    warranty({ warrantyMonths }) {
      if (!warrantyMonths) return null;
      const years = warrantyMonths % 12 === 0;
      return new Intl.NumberFormat(intlLocale, {
        style: 'unit',
        unit: years ? 'year' : 'month',
        unitDisplay: 'long',
      }).format(years ? warrantyMonths / 12 : warrantyMonths);
    },
  };
}
