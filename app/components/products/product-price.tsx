import type { Product } from '#domain/catalog';
import { useProductLabels } from '../../i18n/use-product-labels';
import { cn } from '../../lib/cn';
import { PesoEstimate } from './peso-estimate';

/**
 * A product's price as the catalogue words it ('US$391', 'From US$5/month', 'By quote'), with the
 * list price the presale discount is taken from ("List price US$489", the figure struck through)
 * and the presale badge when there is one.
 */
export function ProductPrice({
  product,
  originalPriceLabel: originalPriceName,
  className,
}: {
  product: Product;
  /**
   * Shown before the struck-through list price, which was never charged: the words say what it is
   * (and screen readers, which do not announce strikes, read them too).
   */
  originalPriceLabel: string;
  className?: string;
}) {
  const labels = useProductLabels();
  const originalPrice = labels.originalPrice(product);
  const discount = product.status === 'presale' ? labels.discount(product) : null;
  const shipsFrom = labels.shipsFrom(product);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2.5 gap-y-1', className)}>
      <span className="font-display text-2xl font-semibold text-ink">{labels.price(product)}</span>
      {originalPrice ? (
        <span className="text-sm text-ink-muted">
          {originalPriceName} <s>{originalPrice}</s>
        </span>
      ) : null}
      {discount ? (
        <span className="rounded-pill bg-holo-magenta/15 px-2 py-0.5 text-xs font-semibold text-holo-magenta">
          {discount}
        </span>
      ) : null}
      {/* After the dollar prices and the badge: an estimate of the price, not another price. */}
      {product.priceCents !== null && product.priceType !== 'quote' ? (
        <PesoEstimate cents={product.priceCents} />
      ) : null}
      {shipsFrom ? <span className="basis-full text-xs text-ink-muted">{shipsFrom}</span> : null}
    </p>
  );
}
