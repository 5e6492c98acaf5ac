import type { ProductStatus } from '#domain/catalog';
import { useMessages } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { Pill, type PillTone } from '../ui/pill';

const TONE: Record<ProductStatus, PillTone> = {
  available: 'success',
  presale: 'info',
  coming: 'violet',
};

/**
 * A product's status as a small pill: 'Available', 'Presale' or 'Coming Soon'. The words straight
 * from the catalogue, not through the price rules (useProductLabels): the academy's page shows the
 * badge and no price, and the badge is part of every page's shell (vite.config.ts).
 */
export function StatusBadge({ status, className }: { status: ProductStatus; className?: string }) {
  const { productLabels } = useMessages();
  return (
    <Pill tone={TONE[status]} className={cn('bg-void/60', className)}>
      {productLabels.status[status]}
    </Pill>
  );
}
