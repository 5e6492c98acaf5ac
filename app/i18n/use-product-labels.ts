import { useMemo } from 'react';
import { type ProductLabels, productLabels } from '../lib/product-labels';
import { useIntlLocale, useMessages } from './i18n';

/**
 * How prices and statuses read in the page's language. A module of its own, not i18n.tsx's: only
 * the parts that show a product use it, so the price rules stay out of every page's shell and
 * travel with the product card's chunk (vite.config.ts).
 */
export function useProductLabels(): ProductLabels {
  const { productLabels: copy } = useMessages();
  const locale = useIntlLocale();
  return useMemo(() => productLabels(copy, locale), [copy, locale]);
}
