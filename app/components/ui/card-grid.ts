/**
 * The columns of a grid of cards, chosen from how many there are so that no row is left part
 * filled: three across (from 1024 px) when the count divides by three, two (from 768 px) when it
 * divides by two, one column on narrow screens. Three cards stay one column below 1024 px rather
 * than leave a lone card on a second row. Written out in full, so Tailwind sees every class.
 */
export function cardGridColumns(count: number): string {
  if (count % 6 === 0) return 'md:grid-cols-2 lg:grid-cols-3';
  if (count % 3 === 0) return 'lg:grid-cols-3';
  if (count % 2 === 0) return 'md:grid-cols-2';
  return count > 1 ? 'md:grid-cols-2 lg:grid-cols-3' : '';
}
