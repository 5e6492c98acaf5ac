import { useCallback } from 'react';
import { Link } from 'react-router';
import type { OrderSummaryView } from '#domain/orders-api';
import { orderPagePath } from '#site/pages';
import { buttonClass } from '../../components/ui/button';
import type { OrdersCopy } from '../../content/en/orders';
import { useCopy, useLocale, useRoutes } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import { useOrderFormat } from './order-format';
import { fetchMyOrders, type MyOrdersResult } from './orders-client';
import { PaymentStatusBadge } from './payment-status-badge';

type Shown = MyOrdersResult | { kind: 'loading' };

/**
 * "My orders": every order of the signed-in buyer (paid signed in, or as a guest with the account's
 * verified email, which the server attaches as it answers), newest first, each with its number,
 * status, the carrier's tracking link once shipped, and a link to its receipt (which they may open signed in, without the link's token).
 */
export function MyOrders({
  uid,
  getIdToken,
}: {
  /** Who is signed in: another account asks again. */
  uid: string;
  getIdToken: () => Promise<string | null>;
}) {
  const { account: copy } = useCopy('orders');
  // `uid` is part of the question: another account signed in asks again.
  const { state, reload } = useLoad(
    useCallback(
      async (signal: AbortSignal) => fetchMyOrders(await getIdToken().catch(() => null), signal),
      [uid, getIdToken],
    ),
  );
  const shown: Shown =
    state.kind === 'ready' ? state.value : state.kind === 'failed' ? { kind: 'failed' } : state;

  return (
    <section aria-labelledby="my-orders-heading" className="mt-12">
      <h2 id="my-orders-heading" className="text-2xl font-semibold">
        {copy.ordersHeading}
      </h2>
      <div className="mt-6" aria-live="polite" aria-busy={shown.kind === 'loading'}>
        <OrdersBody shown={shown} retry={() => void reload()} />
      </div>
    </section>
  );
}

function OrdersBody({ shown, retry }: { shown: Shown; retry: () => void }) {
  const routes = useRoutes();
  const { account: copy } = useCopy('orders');
  switch (shown.kind) {
    case 'loading':
      return <p className="text-ink-muted">{copy.ordersLoading}</p>;
    case 'failed':
    case 'signed-out':
      return (
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-ink-muted">{copy.ordersFailed}</p>
          <button type="button" onClick={retry} className={buttonClass('secondary', 'sm')}>
            {copy.retry}
          </button>
        </div>
      );
    case 'found':
      if (shown.orders.length === 0) {
        return (
          <div className="rounded-card border border-line bg-surface p-8 text-center">
            <p className="text-ink-muted">{copy.noOrders}</p>
            <Link to={routes.products} className={buttonClass('primary', 'md', 'mt-6')}>
              {copy.browse}
            </Link>
          </div>
        );
      }
      return (
        <ul className="space-y-4" data-testid="my-orders">
          {shown.orders.map((order) => (
            <OrderRow key={order.orderId} order={order} />
          ))}
        </ul>
      );
  }
}

function itemsSummary(order: OrderSummaryView, copy: OrdersCopy['account']): string {
  const [first, ...rest] = order.items;
  if (!first) return '';
  const line = `${first.title} × ${first.quantity}`;
  return rest.length > 0 ? `${line} ${fill(copy.moreItems, { count: rest.length })}` : line;
}

function OrderRow({ order }: { order: OrderSummaryView }) {
  const locale = useLocale();
  const { account: copy } = useCopy('orders');
  const { date: orderDate, money: usd } = useOrderFormat();
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between md:p-6">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 className="font-mono text-base font-medium text-ink">
            {fill(copy.order, { orderNumber: order.orderNumber })}
          </h3>
          <PaymentStatusBadge status={order.status} shipped={order.hasShipped} />
        </div>
        <p className="text-sm text-ink-muted">
          {orderDate(order.placedAt)} · {itemsSummary(order, copy)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 sm:justify-end">
        <p className="font-display text-lg font-semibold tabular-nums">{usd(order.totalCents)}</p>
        {order.shipment?.trackingUrl ? (
          <a
            href={order.shipment.trackingUrl}
            rel="noopener noreferrer"
            aria-label={fill(copy.trackWithOf, {
              orderNumber: order.orderNumber,
              carrier: order.shipment.carrier,
            })}
            className="inline-flex min-h-11 items-center text-sm text-holo-cyan underline underline-offset-4"
          >
            {fill(copy.trackWith, { carrier: order.shipment.carrier })}
          </a>
        ) : null}
        <Link
          to={orderPagePath(order.orderNumber, locale)}
          aria-label={fill(copy.viewReceiptOf, { orderNumber: order.orderNumber })}
          className={buttonClass('secondary', 'sm')}
        >
          {copy.viewReceipt}
        </Link>
      </div>
    </li>
  );
}
