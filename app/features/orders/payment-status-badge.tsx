import type { PaymentStatus } from '#domain/order/payment';
import { PAYMENT_STATUS_LOOK } from '#domain/order/payment-status-look';
import { Pill } from '../../components/ui/pill';
import { useCopy } from '../../i18n/i18n';

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
  // A paid order that left keeps a paid order's colour.
  const { label: key, tone } = PAYMENT_STATUS_LOOK[status];
  const label = shipped && status === 'COMPLETED' ? shippedLabel : statusLabels[key];
  return (
    <Pill tone={tone} data-testid="payment-status" className={className}>
      {label}
    </Pill>
  );
}
