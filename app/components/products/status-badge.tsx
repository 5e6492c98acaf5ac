import type { ProductStatus } from '../../../domain/catalog';
import { productStatusLabel } from '../../content/product-labels';
import { cn } from '../../lib/cn';

const tone: Record<ProductStatus, string> = {
  available: 'border-success/40 text-success',
  presale: 'border-holo-cyan/50 text-holo-cyan',
  coming: 'border-holo-violet/50 text-holo-violet',
};

/** A product's status as a small pill: 'Available', 'Presale' or 'Coming Soon'. */
export function StatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-pill border bg-void/60 px-2.5 py-0.5 text-xs font-semibold',
        tone[status],
        className,
      )}
    >
      {productStatusLabel(status)}
    </span>
  );
}
