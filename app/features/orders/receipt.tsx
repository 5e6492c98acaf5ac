import type { ReactNode } from 'react';
import { addressLines } from '#domain/address-format';
import { findProduct } from '#domain/catalog';
import { describePaymentMethod } from '#domain/order/payment';
import { formatTaxRate } from '#domain/order/taxes';
import type { ReceiptView } from '#domain/orders-api';
import { CONTACT_EMAIL } from '#site/site';
import { PesoEstimate, PesoEstimateNote } from '../../components/products/peso-estimate';
import { buttonClass } from '../../components/ui/button';
import type { OrdersCopy } from '../../content/en/orders';
import { mailtoHref } from '../../content/shared';
import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { around, fill } from '../../lib/message-format';
import { OrderCancellation } from './cancellation';
import { useFirstVisit } from './first-visit';
import { InvoicePanel } from './invoice-panel';
import { useOrderFormat } from './order-format';
import { OrderProgress } from './order-progress';
import { PaymentStatusBadge } from './payment-status-badge';

/**
 * A paid order's receipt: what was bought and paid, where the payment stands, where it ships and
 * where its emails go, and what happens next. It prints as a plain receipt (see app.css).
 */
export function Receipt({ receipt }: { receipt: ReceiptView }) {
  return (
    <>
      <ReceiptHeader receipt={receipt} />
      <div className="page-container grid items-start gap-8 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem] print:block">
        <div className="space-y-8">
          <OrderProgress receipt={receipt} />
          <ReceiptItems receipt={receipt} />
          {receipt.shipment ? <ReceiptShipment shipment={receipt.shipment} /> : null}
          <InvoicePanel orderNumber={receipt.orderNumber} />
          <ReceiptNext receipt={receipt} />
          <OrderCancellation receipt={receipt} />
        </div>
        <ReceiptFacts receipt={receipt} />
      </div>
    </>
  );
}

function ReceiptHeader({ receipt }: { receipt: ReceiptView }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const titles: Partial<Record<string, string>> = receiptCopy.titleFor;
  const firstVisit = useFirstVisit(receipt.orderNumber);
  // A thank-you on the buyer's first look; after it, and once the parcel has left, the heading
  // says where the order stands.
  const title =
    titles[receipt.status] ??
    (receipt.shipment?.deliveredAt
      ? receiptCopy.titleDelivered
      : receipt.shipment
        ? receiptCopy.titleShipped
        : firstVisit
          ? receiptCopy.title
          : receiptCopy.titlePreparing);
  return (
    <header className="page-container pt-16 pb-10 md:pt-24 md:pb-12 print:pt-0">
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
        {receiptCopy.eyebrow}
      </p>
      <h1 className="mt-3 max-w-4xl text-4xl font-semibold md:text-5xl">{title}</h1>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        <p className="text-lg text-ink-muted">
          {receiptCopy.orderNumber}{' '}
          <span className="font-mono text-ink" data-testid="receipt-order-number">
            {receipt.orderNumber}
          </span>
        </p>
        <PaymentStatusBadge status={receipt.status} shipped={receipt.shipment !== null} />
      </div>
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass('secondary', 'sm', 'mt-6 print:hidden')}
      >
        {receiptCopy.print}
      </button>
    </header>
  );
}

function ReceiptItems({ receipt }: { receipt: ReceiptView }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const { money: usd, lineTotal } = useOrderFormat();
  const locale = useIntlLocale();
  const refunded = receipt.refundedCents > 0;
  return (
    <section
      aria-labelledby="receipt-items-heading"
      className="rounded-card border border-line bg-surface p-6 md:p-8"
    >
      <h2 id="receipt-items-heading" className="text-xl font-semibold">
        {receiptCopy.itemsHeading}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {receipt.items.map((item) => {
          const image = findProduct(item.id)?.image;
          return (
            <li key={item.id} className="flex items-center gap-4 py-4">
              {image ? (
                <img
                  src={image}
                  alt=""
                  width={64}
                  height={48}
                  className="h-12 w-16 shrink-0 rounded-md bg-surface-raised object-contain print:hidden"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{item.title}</p>
                <p className="text-sm text-ink-muted">
                  {fill(receiptCopy.quantity, { quantity: item.quantity })} ·{' '}
                  {usd(item.unitPriceCents)} {receiptCopy.each}
                </p>
              </div>
              <p className="font-medium tabular-nums">
                {lineTotal(item.unitPriceCents, item.quantity)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-line pt-5 text-sm">
        <AmountLine label={receiptCopy.subtotal} testId="receipt-subtotal">
          {usd(receipt.subtotalCents)}
        </AmountLine>
        {receipt.shipsGoods ? (
          <AmountLine label={receiptCopy.shipping} testId="receipt-shipping">
            {receipt.shippingCents === 0 ? receiptCopy.shippingFree : usd(receipt.shippingCents)}
          </AmountLine>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
          <dt className="text-base font-semibold">{receiptCopy.total}</dt>
          <dd
            className="font-display text-2xl font-semibold tabular-nums"
            data-testid="receipt-total"
          >
            {usd(receipt.totalCents)}
            <PesoEstimate
              cents={receipt.totalCents}
              className="block text-right font-sans font-normal"
              testId="receipt-total-pesos"
            />
          </dd>
        </div>
        {receipt.tax ? (
          <AmountLine
            label={fill(receiptCopy.taxIncluded, {
              rate: formatTaxRate(receipt.tax.ratePercent, locale),
            })}
            testId="receipt-tax"
          >
            {usd(receipt.tax.includedCents)}
          </AmountLine>
        ) : null}
        {refunded ? (
          <>
            <AmountLine label={receiptCopy.refunded} testId="receipt-refunded">
              −{usd(receipt.refundedCents)}
            </AmountLine>
            <AmountLine label={receiptCopy.netPaid} testId="receipt-net-paid" strong>
              {usd(Math.max(receipt.totalCents - receipt.refundedCents, 0))}
            </AmountLine>
          </>
        ) : null}
      </dl>
      <p className="mt-3 text-right text-xs text-ink-muted" data-testid="receipt-taxes-included">
        {receiptCopy.taxesIncluded}
      </p>
      <PesoEstimateNote className="mt-3" />
    </section>
  );
}

/** One line of the amounts: its label, and the amount or word beside it. */
function AmountLine({
  label,
  testId,
  strong = false,
  children,
}: {
  label: string;
  testId: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4${strong ? ' font-semibold' : ''}`}>
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ReceiptShipment({ shipment }: { shipment: NonNullable<ReceiptView['shipment']> }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const { date: orderDate } = useOrderFormat();
  return (
    <section
      aria-labelledby="receipt-shipment-heading"
      className="rounded-card border border-success/30 bg-surface p-6 md:p-8"
    >
      <h2 id="receipt-shipment-heading" className="text-xl font-semibold">
        {receiptCopy.shipmentHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Fact label={receiptCopy.shippedOn}>{orderDate(shipment.shippedAt)}</Fact>
        <Fact label={receiptCopy.carrier}>{shipment.carrier}</Fact>
        <Fact label={receiptCopy.trackingNumber}>
          <span className="font-mono">{shipment.trackingNumber}</span>
        </Fact>
      </dl>
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm', 'mt-6 print:hidden')}
        >
          {receiptCopy.trackPackage}
        </a>
      ) : null}
    </section>
  );
}

function nextSteps(receipt: ReceiptView, receiptCopy: OrdersCopy['receipt']): string[] {
  switch (receipt.status) {
    case 'PENDING':
      return [receiptCopy.next.reviewing];
    case 'DENIED':
      return [receiptCopy.next.denied];
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return [receiptCopy.next.refunded];
    case 'COMPLETED':
      return receipt.shipsGoods && !receipt.shipment ? [...receiptCopy.next.shipped] : [];
  }
}

function ReceiptNext({ receipt }: { receipt: ReceiptView }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const steps = nextSteps(receipt, receiptCopy);
  const [before, after] = around(receiptCopy.questions, 'email');
  return (
    <section aria-labelledby="receipt-next-heading" className="px-1">
      {steps.length > 0 ? (
        <>
          <h2 id="receipt-next-heading" className="text-xl font-semibold">
            {receiptCopy.nextHeading}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-muted marker:text-holo-cyan">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="receipt-next-heading" className="sr-only">
          {receiptCopy.nextHeading}
        </h2>
      )}
      <p className="mt-6 text-sm text-ink-muted">
        {before}
        <a
          href={mailtoHref(
            CONTACT_EMAIL,
            fill(receiptCopy.contactSubject, { orderNumber: receipt.orderNumber }),
          )}
          className="text-holo-cyan underline underline-offset-4"
        >
          {CONTACT_EMAIL}
        </a>
        {after}
      </p>
      <p className="mt-2 text-sm text-ink-subtle">{receiptCopy.privateNote}</p>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

function ReceiptFacts({ receipt }: { receipt: ReceiptView }) {
  const { receipt: receiptCopy } = useCopy('orders');
  const { date: orderDate } = useOrderFormat();
  const locale = useIntlLocale();
  const address = receipt.address;
  return (
    <aside
      aria-label={receiptCopy.orderNumber}
      className="rounded-card holo-border p-6 md:p-8 lg:sticky lg:top-24 print:mt-8"
    >
      <dl className="space-y-5">
        <Fact label={receiptCopy.orderNumber}>
          <span className="font-mono break-all">{receipt.orderNumber}</span>
        </Fact>
        <Fact label={receiptCopy.placedOn}>{orderDate(receipt.placedAt)}</Fact>
        <Fact label={receiptCopy.payment}>
          <PaymentStatusBadge status={receipt.status} />
        </Fact>
        {receipt.subscriptionCode ? (
          <Fact label={receiptCopy.subscriptionCode}>
            <span className="font-mono text-lg tracking-wider" data-testid="receipt-codigo">
              {receipt.subscriptionCode}
            </span>
            <span className="mt-1 block text-sm text-ink-muted">
              {receiptCopy.subscriptionCodeNote}
            </span>
          </Fact>
        ) : null}
        {address ? (
          <Fact label={receiptCopy.shippingHeading}>
            {/* The country's and the state's names in the page's language; lines as written. */}
            <address
              className="whitespace-pre-line not-italic leading-relaxed"
              data-testid="receipt-address"
            >
              {addressLines(address, locale).join('\n')}
            </address>
          </Fact>
        ) : null}
        {receipt.paymentMethod ? (
          <Fact label={receiptCopy.paymentMethod.label}>
            <span data-testid="receipt-payment-method">
              {describePaymentMethod(receipt.paymentMethod, receiptCopy.paymentMethod)}
            </span>
          </Fact>
        ) : null}
        {receipt.captureId ? (
          <Fact label={receiptCopy.paypalTransaction}>
            <span className="font-mono break-all" data-testid="receipt-paypal-transaction">
              {receipt.captureId}
            </span>
            <span className="mt-1 block text-sm text-ink-muted">
              {receiptCopy.paypalTransactionNote}
            </span>
          </Fact>
        ) : null}
        <Fact label={receiptCopy.emailHeading}>
          {receipt.email ? (
            <>
              <span className="break-all" data-testid="receipt-email">
                {receipt.email}
              </span>
              <span className="mt-1 block text-sm text-ink-muted">{receiptCopy.emailNote}</span>
            </>
          ) : (
            <span className="block text-sm text-ink-muted" data-testid="receipt-no-email">
              {receiptCopy.noEmail}
            </span>
          )}
        </Fact>
      </dl>
    </aside>
  );
}
