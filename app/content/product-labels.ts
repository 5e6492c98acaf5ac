/**
 * How a product's price and status read on the pages, worded from the catalogue's facts
 * (domain/catalog.ts): '$391', 'From $5/month', 'Presale', '20% off'. Apart from the products'
 * copy (products.ts), which only the pages that describe products load.
 */

import { discountPercent, type Product, type ProductStatus } from '../../domain/catalog';
import { formatMoney } from '../../domain/money';

/** A price as the pages write it: whole dollars without cents ('$391'), else with them. */
const formatPrice = (cents: number) => formatMoney(cents, 'en-US', { wholeDollars: true });

export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  available: 'Available',
  presale: 'Presale',
  coming: 'Coming Soon',
};

export function productStatusLabel(status: ProductStatus): string {
  return PRODUCT_STATUS_LABELS[status];
}

/** What a sale price with no figure reads as. */
const BY_QUOTE = 'By quote';

/**
 * How a product's price reads, formatted from its cents: '$391', 'From $5/month', 'From $15,000',
 * 'By quote'.
 */
export function priceLabel(product: Product): string {
  if (product.priceCents === null) return BY_QUOTE;
  const price = formatPrice(product.priceCents);
  switch (product.priceType) {
    case 'one-time':
      return price;
    case 'monthly':
      return `From ${price}/month`;
    case 'from':
      return `From ${price}`;
    case 'quote':
      return BY_QUOTE;
  }
}

/** The price figure alone ('$299'), for copy that words the rest itself; 'By quote' without one. */
export function priceFigure(product: Product): string {
  return product.priceCents === null ? BY_QUOTE : formatPrice(product.priceCents);
}

/** The struck-through price before a presale discount ('$489'), or null. */
export function originalPriceLabel(product: Product): string | null {
  return product.originalPriceCents === null ? null : formatPrice(product.originalPriceCents);
}

/** The presale badge ('20% off'), or null when the product has no discount. */
export function discountLabel(product: Product): string | null {
  const percent = discountPercent(product);
  return percent === null ? null : `${percent}% off`;
}
