import type { PaymentStatus } from '../../../domain/payment-record';
import { PAYMENT_STATUS_LABELS, SHIPPED_LABEL, type StatusTone } from '../../content/orders';
import { cn } from '../../lib/cn';

const toneClass: Record<StatusTone, string> = {
  success: 'border-success/40 text-success',
  info: 'border-holo-cyan/50 text-holo-cyan',
  warning: 'border-warning/50 text-warning',
  muted: 'border-line-strong text-ink-muted',
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
  const { label, tone } =
    shipped && status === 'COMPLETED'
      ? { label: SHIPPED_LABEL, tone: 'success' as const }
      : PAYMENT_STATUS_LABELS[status];
  return (
    <span
      data-testid="payment-status"
      className={cn(
        'inline-flex items-center rounded-pill border px-2.5 py-0.5 text-xs font-semibold',
        toneClass[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
