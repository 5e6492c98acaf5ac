import type { PaymentStatus } from '../../../domain/order/payment';
import { Pill } from '../../components/ui/pill';
import { PAYMENT_STATUS_LABELS, SHIPPED_LABEL } from '../../content/en/orders';

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
  const { label, tone } =
    shipped && status === 'COMPLETED'
      ? { label: SHIPPED_LABEL, tone: 'success' as const }
      : PAYMENT_STATUS_LABELS[status];
  return (
    <Pill tone={tone} data-testid="payment-status" className={className}>
      {label}
    </Pill>
  );
}
