/**
 * How a product's price and status read, worded around the catalogue's facts (domain/catalog.ts):
 * 'Presale', 'From {price}/month', '{percent}% off'. app/lib/product-labels.ts fills them in.
 */
import type { ProductLabelsCopy } from '../../lib/product-labels';

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
