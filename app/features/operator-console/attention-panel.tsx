import { useCallback } from 'react';
import { Link } from 'react-router';
import type { AttentionOrderView } from '#domain/admin-api';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';

/**
 * Orders PayPal captured whose record the database refused: money taken and not yet on the books.
 * Shown above the orders list until the record is written (they are not in that list, which reads
 * the records); nothing is shown while there are none, or when the list cannot be read (the
 * orders list says so itself).
 */
export function AttentionPanel({
  api,
  hrefFor,
}: {
  api: ConsoleApi;
  hrefFor: (orderRef: string) => string;
}) {
  const { attentionCopy, money, dateTime } = useConsoleWords();
  const { state } = useLoad(
    useCallback(
      (signal: AbortSignal) => api.attention(signal).then((answer) => answer.orders),
      [api],
    ),
  );
  const orders: readonly AttentionOrderView[] = state.kind === 'ready' ? state.value : [];

  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="attention-heading"
      className="mb-8 space-y-3 rounded-card border border-red-400/50 bg-red-500/10 p-5"
    >
      <h2 id="attention-heading" className="text-lg font-semibold">
        {attentionCopy.heading(orders.length)}
      </h2>
      <p className="text-sm text-ink-muted">{attentionCopy.intro}</p>
      <ul className="divide-y divide-line">
        {orders.map((order) => (
          <li key={order.orderId} className="flex flex-wrap gap-x-4 gap-y-1 py-2 text-sm">
            <Link to={hrefFor(order.orderNumber)} className="font-mono font-semibold underline">
              {order.orderNumber}
            </Link>
            <span>{money(order.totalCents)}</span>
            <span className="text-ink-muted">
              {attentionCopy.since} {dateTime(order.since)}
            </span>
            <span className="w-full break-words text-ink-muted">
              {attentionCopy.reason} {order.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
