import { Link } from 'react-router';
import type { OrderSummary } from '#domain/admin-api';
import { type ConsoleWords, useConsoleWords } from './console-copy';
import { StatusBadge } from './console-ui';

/** Where an order stands for shipping: shipped (when), still to ship, or nothing to ship. */
function shippingText(order: OrderSummary, { ordersCopy, day }: ConsoleWords): string {
  if (order.shippedAt) return ordersCopy.shippedOn(day(order.shippedAt));
  const paid = order.status === 'COMPLETED' || order.status === 'PARTIALLY_REFUNDED';
  return order.needsShipping && paid ? ordersCopy.toShip : ordersCopy.notShipped;
}

/**
 * The buyer as they gave themselves at checkout (name, email), then the PayPal payer where it
 * says something else: a second fact, not the buyer's name. Orders placed before the checkout
 * asked for a contact show only the payer.
 */
function BuyerLines({ order, compact }: { order: OrderSummary; compact?: boolean }) {
  const { ordersCopy } = useConsoleWords();
  const name = order.contact?.name || order.payerName;
  const email = order.contact?.email || order.payerEmail;
  const payer = [order.payerName, order.payerEmail].filter(
    (fact) => fact && fact !== order.contact?.name && fact !== order.contact?.email,
  );
  return (
    <>
      <span className={`block truncate text-ink${compact ? ' mt-2' : ''}`}>{name || '—'}</span>
      <span className={`block truncate text-ink-muted${compact ? ' text-sm' : ' text-xs'}`}>
        {email || ordersCopy.noEmail}
      </span>
      {order.contact && payer.length > 0 ? (
        <span className="block truncate text-xs text-ink-subtle">
          {ordersCopy.viaPayPal(payer.join(' · '))}
        </span>
      ) : null}
    </>
  );
}

const typeText = (order: OrderSummary, { ordersCopy }: ConsoleWords) => ordersCopy.type[order.type];

/** How the console names an order: its number (PayPal's id for a record whose order is missing). */
const nameOf = (order: OrderSummary) => order.orderNumber ?? order.orderId;

interface OrdersTableProps {
  orders: readonly OrderSummary[];
  /** The address of an order's detail (the list's filters kept), by its number or PayPal's id. */
  hrefFor: (orderRef: string) => string;
}

/**
 * The orders: a table from medium screens up, a list of cards on a phone (only one of the two is
 * displayed, so assistive technology meets one). Order numbers are links to the detail.
 */
export function OrdersTable({ orders, hrefFor }: OrdersTableProps) {
  const words = useConsoleWords();
  const { ordersCopy, money, dateTime } = words;
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-line md:block">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{ordersCopy.tableCaption}</caption>
          <thead className="bg-surface-raised text-xs uppercase tracking-wide text-ink-subtle">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {ordersCopy.columns.order}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {ordersCopy.columns.date}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {ordersCopy.columns.buyer}
              </th>
              <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                {ordersCopy.columns.type}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {ordersCopy.columns.status}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {ordersCopy.columns.total}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {ordersCopy.columns.shipping}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {orders.map((order) => (
              <tr key={order.orderId} className="bg-surface hover:bg-surface-raised">
                <td className="px-4 py-3">
                  <Link
                    to={hrefFor(nameOf(order))}
                    aria-label={ordersCopy.open(nameOf(order))}
                    className="font-mono text-xs text-holo-cyan underline-offset-4 hover:underline"
                  >
                    {nameOf(order)}
                  </Link>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                  <time dateTime={order.recordedAt}>{dateTime(order.recordedAt)}</time>
                </td>
                <td className="max-w-64 px-4 py-3">
                  <BuyerLines order={order} />
                </td>
                <td className="hidden px-4 py-3 text-ink-muted lg:table-cell">
                  {typeText(order, words)}
                  <span className="block text-xs text-ink-subtle">
                    {ordersCopy.unitsTitle(order.quantity)}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={order.status} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">
                  {money(order.totalCents)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                  {shippingText(order, words)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" aria-label={ordersCopy.tableCaption}>
        {orders.map((order) => (
          <li key={order.orderId} className="rounded-card border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <Link
                to={hrefFor(nameOf(order))}
                aria-label={ordersCopy.open(nameOf(order))}
                className="-my-2 inline-flex min-h-11 items-center break-all font-mono text-xs text-holo-cyan underline underline-offset-4"
              >
                {nameOf(order)}
              </Link>
              <StatusBadge status={order.status} />
            </div>
            <BuyerLines order={order} compact />
            <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
              <span className="font-semibold tabular-nums">{money(order.totalCents)}</span>
              <span className="text-ink-muted">
                {typeText(order, words)} · {shippingText(order, words)}
              </span>
            </div>
            <p className="mt-1 text-xs text-ink-subtle">
              <time dateTime={order.recordedAt}>{dateTime(order.recordedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
