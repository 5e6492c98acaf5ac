import type { ProductStatus } from '#domain/catalog';
import { useProductLabels } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { Pill, type PillTone } from '../ui/pill';

const TONE: Record<ProductStatus, PillTone> = {
  available: 'success',
  presale: 'info',
  coming: 'violet',
};

/** A product's status as a small pill: 'Available', 'Presale' or 'Coming Soon'. */
export function StatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const labels = useProductLabels();
  return (
    <Pill tone={TONE[status]} className={cn('bg-void/60', className)}>
      {labels.status(status)}
    </Pill>
  );
}
