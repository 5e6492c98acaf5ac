import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addressLines } from '#domain/address-format';
import type { OrderDetail, OrderDetailResponse } from '#domain/admin-api';
import { packingSlipsPath } from '#site/packing-slips';
import { Button } from '../../components/ui/button';
import { useIntlLocale, useLocale } from '../../i18n/i18n';
import { formatPhoneNumber } from '../../lib/phone-format';
import { useLoad } from '../../lib/use-load';
import { CancellationPanel } from './cancellation-panel';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, Facts, Message, StatusBadge } from './console-ui';
import { safeLink } from './format';
import { actorText } from './order-history';
import { RefundDialog } from './refund-dialog';
import { ShipForm } from './ship-form';
import { TimelineCard } from './timeline';

/** One order: what was bought, by whom, where it goes, what happened to it, and the actions. */
export function OrderDetailView({
  api,
  orderRef,
  backHref,
}: {
  api: ConsoleApi;
  /** The order's number, or PayPal's order id. */
  orderRef: string;
  backHref: string;
}) {
  const { consoleCopy, detailCopy } = useConsoleWords();
  const { state, refresh } = useLoad(
    useCallback((signal: AbortSignal) => api.order(orderRef, signal), [api, orderRef]),
  );
  const [news, setNews] = useState('');
  const [refunding, setRefunding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const newsBox = useRef<HTMLDivElement>(null);

  // Another order: the news of what happened to the last one goes.
  useEffect(() => setNews(''), [orderRef]);

  useEffect(() => {
    if (state.kind !== 'loading') heading.current?.focus();
  }, [state.kind]);

  // The form or button that acted is gone once the order reloads: keyboard focus moves to the
  // news of what happened instead of falling back to the top of the page.
  const afterAction = async (message: string) => {
    setRefunding(false);
    setNews(message);
    await refresh();
    newsBox.current?.focus();
  };

  return (
    <section aria-labelledby="order-heading" className="space-y-5">
      <Link
        to={backHref}
        className="inline-flex min-h-11 items-center text-sm text-holo-cyan underline-offset-4 hover:underline"
      >
        ← {detailCopy.back}
      </Link>
      <h2
        id="order-heading"
        ref={heading}
        tabIndex={-1}
        className="break-all text-2xl font-semibold outline-none"
      >
        {detailCopy.heading(state.kind === 'ready' ? state.value.order.orderNumber : orderRef)}
      </h2>
      <div ref={newsBox} role="status" tabIndex={-1} className="outline-none empty:hidden">
        {news ? (
          <Message tone="success" announce={false}>
            {news}
          </Message>
        ) : null}
      </div>
      {state.kind === 'loading' ? <p className="text-ink-muted">{detailCopy.loading}</p> : null}
      {state.kind === 'failed' ? (
        <div className="space-y-3">
          <Message tone="error">{state.error.message}</Message>
          <Button size="sm" variant="secondary" onClick={() => void refresh()}>
            {consoleCopy.tryAgain}
          </Button>
        </div>
      ) : null}
      {state.kind === 'ready' ? (
        <DetailCards
          api={api}
          data={state.value}
          onAction={(message) => void afterAction(message)}
          refunding={refunding}
          setRefunding={setRefunding}
        />
      ) : null}
    </section>
  );
}

function DetailCards({
  api,
  data,
  onAction,
  refunding,
  setRefunding,
}: {
  api: ConsoleApi;
  data: OrderDetailResponse;
  onAction: (message: string) => void;
  refunding: boolean;
  setRefunding: (open: boolean) => void;
}) {
  const words = useConsoleWords();
  const { detailCopy, refundCopy, money, dateTime, refusal } = words;
  const { order, refunds } = data;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-5">
        <Summary order={order} />
        <CancellationPanel api={api} order={order} onAction={onAction} />
        <ItemsCard order={order} />
        <ShipmentCard api={api} order={order} onShipped={onAction} />
        <Card
          title={detailCopy.refunds}
          titleId="refunds-heading"
          actions={
            order.actions.refund.allowed ? (
              <Button size="sm" variant="secondary" onClick={() => setRefunding(true)}>
                {refundCopy.open}
              </Button>
            ) : null
          }
        >
          {!order.actions.refund.allowed ? (
            <p className="mb-3 text-sm text-ink-muted">{refusal(order.actions.refund.refusal)}</p>
          ) : null}
          {refunds.length === 0 ? (
            <p className="text-sm text-ink-muted">{detailCopy.noRefunds}</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {refunds.map((refund) => (
                <li key={refund.requestId} className="py-2">
                  <p>
                    <span className="font-medium tabular-nums">{money(refund.amountCents)}</span> ·{' '}
                    {detailCopy.refundStatus[refund.status]} ·{' '}
                    <span className="text-ink-muted">
                      {detailCopy.by(
                        refund.actor
                          ? actorText({ actor: refund.actor, source: 'operator' }, words)
                          : detailCopy.system,
                      )}
                    </span>
                  </p>
                  <p className="break-words text-ink-muted">{refund.reason}</p>
                  <p className="text-xs text-ink-subtle">
                    <time dateTime={refund.createdAt}>{dateTime(refund.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {order.payment ? (
          <RefundDialog
            api={api}
            orderId={order.orderId}
            totalCents={order.totalCents}
            refundableCents={order.payment.refundableCents}
            open={refunding}
            onClose={() => setRefunding(false)}
            onRefunded={onAction}
          />
        ) : null}
      </div>
      <div className="space-y-5">
        <BuyerCard order={order} />
        <TimelineCard
          api={api}
          orderRef={order.orderNumber}
          titles={Object.fromEntries(order.items.map((item) => [item.id, item.title]))}
          refreshKey={data}
        />
      </div>
    </div>
  );
}

function Summary({ order }: { order: OrderDetail }) {
  const { detailCopy, money, dateTime } = useConsoleWords();
  const payment = order.payment;
  return (
    <Card
      title={detailCopy.payment}
      titleId="payment-heading"
      actions={payment ? <StatusBadge status={payment.status} /> : null}
    >
      {payment ? (
        <Facts
          items={[
            [detailCopy.paymentFields.paypalOrder, <PayPalOrderId order={order} />],
            [
              detailCopy.total,
              <span className="font-semibold tabular-nums">{money(order.totalCents)}</span>,
            ],
            [detailCopy.paymentFields.recorded, dateTime(payment.recordedAt)],
            [detailCopy.paymentFields.refunded, money(payment.refundedCents)],
            [detailCopy.paymentFields.refundable, money(payment.refundableCents)],
            [
              detailCopy.paymentFields.captureId,
              <span className="font-mono text-xs">{payment.captureId ?? '—'}</span>,
            ],
            ...(order.subscriptionCode
              ? [[detailCopy.paymentFields.code, order.subscriptionCode] as const]
              : []),
          ]}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">{detailCopy.notPaid(order.state)}</p>
          <Facts
            items={[[detailCopy.paymentFields.paypalOrder, <PayPalOrderId order={order} />]]}
          />
        </>
      )}
      <p className="mt-3 text-xs text-ink-subtle">
        {detailCopy.created(dateTime(order.createdAt))}
      </p>
    </Card>
  );
}

/** PayPal's id of the order: what PayPal's own dashboard and its disputes name. */
function PayPalOrderId({ order }: { order: OrderDetail }) {
  return <span className="font-mono text-xs">{order.orderId}</span>;
}

function ItemsCard({ order }: { order: OrderDetail }) {
  const { detailCopy, money } = useConsoleWords();
  return (
    <Card title={detailCopy.items} titleId="items-heading">
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-ink-subtle">
          <tr>
            <th scope="col" className="pb-2 font-semibold">
              {detailCopy.itemColumns.product}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {detailCopy.itemColumns.quantity}
            </th>
            <th scope="col" className="hidden pb-2 text-right font-semibold sm:table-cell">
              {detailCopy.itemColumns.unit}
            </th>
            <th scope="col" className="pb-2 text-right font-semibold">
              {detailCopy.itemColumns.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="py-2 pr-3">{item.title}</td>
              <td className="py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                {money(item.unitPriceCents)}
              </td>
              <td className="py-2 text-right tabular-nums">
                {money(item.unitPriceCents * item.quantity)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-line-strong font-semibold">
            <th scope="row" colSpan={2} className="pt-2 text-left sm:hidden">
              {detailCopy.total}
            </th>
            <th scope="row" colSpan={3} className="hidden pt-2 text-left sm:table-cell">
              {detailCopy.total}
            </th>
            <td className="pt-2 text-right tabular-nums">{money(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}

function ShipmentCard({
  api,
  order,
  onShipped,
}: {
  api: ConsoleApi;
  order: OrderDetail;
  onShipped: (message: string) => void;
}) {
  const { detailCopy, deliverCopy, dateTime, refusal } = useConsoleWords();
  const locale = useLocale();
  const shipment = order.shipment;
  const link = safeLink(shipment?.trackingUrl ?? null);
  return (
    <Card
      title={detailCopy.shipment}
      titleId="shipment-heading"
      actions={
        order.needsShipping ? (
          <Link
            to={packingSlipsPath([order.orderNumber], locale)}
            className="inline-flex min-h-11 items-center text-sm text-holo-cyan underline underline-offset-4"
          >
            {deliverCopy.packingSlip}
          </Link>
        ) : null
      }
    >
      {shipment ? (
        <Facts
          items={[
            [detailCopy.shipmentFields.carrier, shipment.carrier],
            [
              detailCopy.shipmentFields.tracking,
              <>
                <span className="font-mono text-xs">{shipment.trackingNumber}</span>
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="ml-3 text-holo-cyan underline underline-offset-4"
                  >
                    {detailCopy.trackParcel}
                  </a>
                ) : null}
              </>,
            ],
            [detailCopy.shipmentFields.shipped, dateTime(shipment.shippedAt)],
            ...(shipment.deliveredAt
              ? [[deliverCopy.deliveredOn, dateTime(shipment.deliveredAt)] as const]
              : []),
          ]}
        />
      ) : order.actions.ship.allowed ? (
        <ShipForm api={api} orderId={order.orderId} onShipped={onShipped} />
      ) : (
        <p className="text-sm text-ink-muted">{refusal(order.actions.ship.refusal)}</p>
      )}
      {shipment && order.actions.deliver.allowed ? (
        <DeliverButton api={api} orderId={order.orderId} onDelivered={onShipped} />
      ) : null}
    </Card>
  );
}

/** Marks the shipped parcel delivered: the buyer's order page moves to its last step. */
function DeliverButton({
  api,
  orderId,
  onDelivered,
}: {
  api: ConsoleApi;
  orderId: string;
  onDelivered: (message: string) => void;
}) {
  const { deliverCopy } = useConsoleWords();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deliver = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.deliver(orderId);
      onDelivered(deliverCopy.done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <div className="mt-4 space-y-3">
      {error ? <Message tone="error">{error}</Message> : null}
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void deliver()}>
        {busy ? deliverCopy.working : deliverCopy.button}
      </Button>
    </div>
  );
}

function BuyerCard({ order }: { order: OrderDetail }) {
  const { detailCopy } = useConsoleWords();
  const locale = useIntlLocale();
  const payer = order.payment?.payer;
  const { contact, address } = order;
  const account = order.uid ? (
    <span className="font-mono text-xs">{order.uid}</span>
  ) : (
    detailCopy.guest
  );
  return (
    <Card title={detailCopy.buyer} titleId="buyer-heading">
      {contact ? (
        <Facts
          items={[
            [detailCopy.buyerFields.name, contact.name || '—'],
            [
              detailCopy.buyerFields.email,
              <a
                href={`mailto:${contact.email}`}
                className="break-all underline underline-offset-4"
              >
                {contact.email}
              </a>,
            ],
            [
              detailCopy.buyerFields.phone,
              contact.phone ? (
                <a href={`tel:${contact.phone}`} className="underline underline-offset-4">
                  {formatPhoneNumber(contact.phone)}
                </a>
              ) : (
                '—'
              ),
            ],
            [detailCopy.buyerFields.account, account],
          ]}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">{detailCopy.noContact}</p>
          <Facts items={[[detailCopy.buyerFields.account, account]]} />
        </>
      )}
      <h4 className="mt-5 mb-3 text-sm font-semibold">{detailCopy.payer}</h4>
      <Facts
        items={[
          [detailCopy.payerFields.name, payer?.name ?? '—'],
          [detailCopy.payerFields.email, payer?.email_address ?? '—'],
          [
            detailCopy.payerFields.payerId,
            <span className="font-mono text-xs">{payer?.payer_id ?? '—'}</span>,
          ],
        ]}
      />
      <h4 className="mt-5 text-sm font-semibold">{detailCopy.address}</h4>
      {address ? (
        // The country's and the state's names in the console's language.
        <address className="mt-2 whitespace-pre-line text-sm not-italic text-ink-muted">
          {addressLines(address, locale).join('\n')}
        </address>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{detailCopy.noAddress}</p>
      )}
    </Card>
  );
}
