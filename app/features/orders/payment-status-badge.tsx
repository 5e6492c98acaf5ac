import type { PaymentStatus } from '../../../domain/order/payment';
import { Pill } from '../../components/ui/pill';
import { useCopy } from '../../i18n/i18n';

type StatusTone = 'success' | 'info' | 'warning' | 'muted';

/** The colour of each status's badge. */
const TONES: Record<PaymentStatus, StatusTone> = {
  COMPLETED: 'success',
  PENDING: 'info',
  DENIED: 'warning',
  PARTIALLY_REFUNDED: 'info',
  REFUNDED: 'muted',
};

/** Where an order's payment stands, as a small pill; a paid order that left says so. */
export function PaymentStatusBadge({
  status,
  shipped = false,
  className,
}: {
  status: PaymentStatus;
  shipped?: boolean;
  className?: string;
}) {
  const { statusLabels, shipped: shippedLabel } = useCopy('orders');
  const { label, tone } =
    shipped && status === 'COMPLETED'
      ? { label: shippedLabel, tone: 'success' as const }
      : { label: statusLabels[status], tone: TONES[status] };
  return (
    <Pill tone={tone} data-testid="payment-status" className={className}>
      {label}
    </Pill>
  );
}
