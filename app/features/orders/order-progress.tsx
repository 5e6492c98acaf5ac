import { findProduct } from '#domain/catalog';
import { orderProgress, PROGRESS_STEPS, stepState } from '#domain/order/progress';
import type { ReceiptView } from '#domain/orders-api';
import { useCopy } from '../../i18n/i18n';
import { useProductLabels } from '../../i18n/use-product-labels';
import { cn } from '../../lib/cn';
import { fill } from '../../lib/message-format';
import { useOrderFormat } from './order-format';

/**
 * The order's steps, as a parcel service shows them: paid (or under PayPal's review) → preparing
 * (with a presale's expected shipping) → shipped (carrier and day) → delivered (the day an
 * operator marked it so). A list in order,
 * the current step marked for screen readers (aria-current="step") and finished ones said done.
 * Nothing for an order with nothing to follow (domain/order/progress.ts).
 */
export function OrderProgress({ receipt }: { receipt: ReceiptView }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const labels = useProductLabels();
  const { date } = useOrderFormat();
  const progress = orderProgress(receipt);
  if (!progress) return null;
  const copy = receiptCopy.progress;
  const presale = receipt.items
    .map((item) => labels.shipsFrom(findProduct(item.id) ?? {}))
    .find((label) => label !== null);
  const details: Partial<Record<(typeof PROGRESS_STEPS)[number], string>> = {
    paid: date(receipt.placedAt),
    preparing: progress.current === 'preparing' ? presale : undefined,
    shipped: receipt.shipment
      ? fill(copy.shippedWith, {
          carrier: receipt.shipment.carrier,
          date: date(receipt.shipment.shippedAt),
        })
      : undefined,
    delivered: receipt.shipment?.deliveredAt ? date(receipt.shipment.deliveredAt) : undefined,
  };
  return (
    <section
      aria-label={copy.label}
      className="rounded-card border border-line bg-surface p-6 md:p-8"
    >
      <ol className="grid gap-5 sm:grid-cols-4 sm:gap-3" data-testid="order-progress">
        {PROGRESS_STEPS.map((step, index) => {
          const state = stepState(progress, step);
          const name = step === 'paid' && progress.reviewing ? copy.reviewing : copy.steps[step];
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex gap-3 sm:flex-col sm:gap-2"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-semibold tabular-nums',
                  state === 'done' && 'border-holo-cyan bg-holo-cyan text-surface',
                  state === 'current' && 'border-holo-cyan text-holo-cyan',
                  state === 'upcoming' && 'border-line text-ink-subtle',
                )}
              >
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="min-w-0">
                <span
                  className={cn(
                    'block font-medium',
                    state === 'upcoming' ? 'text-ink-subtle' : 'text-ink',
                  )}
                >
                  {name}
                  {state === 'done' ? <span className="sr-only"> {copy.done}</span> : null}
                </span>
                {details[step] && state !== 'upcoming' ? (
                  <span className="mt-0.5 block text-sm text-ink-muted">{details[step]}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
