import { DEFAULT_LOCALE, type Locale, localizedPath } from './locales';
import { ROUTES } from './pages';

/**
 * The packing slips of some orders, in a language: '/admin/packing-slips?orders=ELY-…,ELY-…'.
 * Apart from the page table (site/pages.ts) so that only the console's code and the server carry
 * it, not every page's shell.
 */
export function packingSlipsPath(
  orderNumbers: readonly string[],
  locale: Locale = DEFAULT_LOCALE,
): string {
  const orders = orderNumbers.map(encodeURIComponent).join(',');
  return `${localizedPath(ROUTES.packingSlips, locale)}?orders=${orders}`;
}
