/**
 * How a product's price and status read, worded around the catalogue's facts (domain/catalog.ts):
 * 'Presale', 'From {price}/month', '{percent}% off'. app/lib/product-labels.ts fills them in.
 */
import type { ProductStatus } from '../../../domain/catalog';

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

export const productLabels: ProductLabelsCopy = {
  status: { available: 'Available', presale: 'Presale', coming: 'Coming Soon' },
  byQuote: 'By quote',
  monthly: 'From {price}/month',
  from: 'From {price}',
  discount: '{percent}% off',
  shipsFrom: 'Expected to ship from {date}; delivered by {latest} at the latest',
  pesoEstimate: {
    show: false,
    shown: '≈ {amount}',
    spoken: 'approximately {amount}',
    note: 'Amounts in pesos are approximate, at {rate} per dollar on {date}. You are charged in US dollars (USD).',
  },
};
