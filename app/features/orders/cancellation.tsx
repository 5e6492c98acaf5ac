import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CancellationView } from '#domain/answers';
import { CANCELLATION_REASON_MAX } from '#domain/order/cancellation';
import type { ReceiptView } from '#domain/orders-api';
import { buttonClass } from '../../components/ui/button';
import { useCopy, useRoutes } from '../../i18n/i18n';
import { fill } from '../../lib/message-format';
import { requestCancellation } from './cancellation-client';
import { type OrderAccess, useOrderAccess } from './order-access';
import { useOrderFormat } from './order-format';

/**
 * "Cancel before shipping" on the order page: the buyer's "Request cancellation" with an optional
 * reason, until the order ships, then what became of the request (requested, declined with the
 * operator's reason, cancelled and refunded). The rules are the server's
 * (domain/order/cancellation.ts); this shows what it answered.
 */
export function OrderCancellation({ receipt }: { receipt: ReceiptView }) {
  const access = useOrderAccess();
  const [cancellation, setCancellation] = useState<CancellationView>(receipt.cancellation);
  // Asked on this page just now: the form is gone, so focus moves to what became of it.
  const [justAsked, setJustAsked] = useState(false);
  if (!receipt.shipsGoods) return null;
  if (cancellation.state !== 'none') {
    return <CancellationState cancellation={cancellation} focus={justAsked} />;
  }
  if (receipt.shipment) return <ShippedNote />;
  // Only a paid order can be cancelled: one under review, denied or refunded shows nothing here.
  if (receipt.status !== 'COMPLETED' && receipt.status !== 'PARTIALLY_REFUNDED') return null;
  return (
    <CancellationForm
      orderNumber={receipt.orderNumber}
      access={access}
      onDone={(answer) => {
        setJustAsked(true);
        setCancellation(answer);
      }}
    />
  );
}

function Panel({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="rounded-card border border-line p-6 md:p-8 print:hidden"
      data-testid="order-cancellation"
    >
      {children}
    </section>
  );
}

function ReturnsLink({ children }: { children: ReactNode }) {
  const { cancellation: copy } = useCopy('orders');
  const routes = useRoutes();
  return (
    <p className="text-ink-muted">
      {children}{' '}
      <Link
        to={routes.returns}
        className="font-medium text-ink underline underline-offset-4 hover:text-holo-cyan"
      >
        {copy.returnsLink}
      </Link>
      .
    </p>
  );
}

function ShippedNote() {
  const { cancellation: copy } = useCopy('orders');
  return (
    <div className="px-1 print:hidden" data-testid="order-cancellation">
      <ReturnsLink>{copy.shippedBody}</ReturnsLink>
    </div>
  );
}

function CancellationForm({
  orderNumber,
  access,
  onDone,
}: {
  orderNumber: string;
  access: OrderAccess | null;
  onDone: (cancellation: CancellationView) => void;
}) {
  const { cancellation: copy } = useCopy('orders');
  const id = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const tooLong = reason.trim().length > CANCELLATION_REASON_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (tooLong) {
      setRefusal('INVALID_REQUEST');
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await requestCancellation(orderNumber, reason, access);
    setSending(false);
    if (result.kind === 'done') onDone(result.cancellation);
    else setRefusal(result.code);
  };

  const refusalWords = (code: string): string => {
    switch (code) {
      case 'REFUNDED':
      case 'UNDER_REVIEW':
      case 'CANCELLATION_DECLINED':
        return copy.refusals[code];
      case 'INVALID_REQUEST':
        return fill(copy.refusals.INVALID_REQUEST, { max: CANCELLATION_REASON_MAX });
      default:
        return copy.failed;
    }
  };

  if (refusal === 'ALREADY_SHIPPED') {
    // It left while the page was open: a return now, as the returns policy says.
    return (
      <Panel labelledBy={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {copy.heading}
        </h2>
        <div role="alert" className="mt-2 max-w-2xl">
          <ReturnsLink>{copy.refusals.ALREADY_SHIPPED}</ReturnsLink>
        </div>
      </Panel>
    );
  }

  return (
    <Panel labelledBy={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{copy.intro}</p>
      <form className="mt-5 max-w-2xl" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-ink">
          {copy.reasonLabel} <span className="font-normal text-ink-subtle">{copy.optional}</span>
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={tooLong ? true : undefined}
          className="mt-2 block min-h-24 w-full resize-y rounded-md border border-line bg-surface px-3.5 py-2.5 text-base text-ink transition-colors hover:border-line-strong focus-visible:border-holo-cyan"
        />
        <p id={`${id}-hint`} className="mt-2 text-sm text-ink-subtle">
          {fill(copy.reasonHint, { max: CANCELLATION_REASON_MAX })}
        </p>
        <p role="alert" className="mt-4 text-sm text-danger empty:hidden">
          {refusal ? refusalWords(refusal) : null}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className={buttonClass('secondary', 'md')}
            aria-disabled={sending || undefined}
          >
            {copy.request}
          </button>
          <span role="status" className="text-sm text-ink-muted">
            {sending ? copy.sending : ''}
          </span>
        </div>
      </form>
    </Panel>
  );
}

function CancellationState({
  cancellation,
  focus,
}: {
  cancellation: CancellationView;
  focus: boolean;
}) {
  const { cancellation: copy } = useCopy('orders');
  const { date } = useOrderFormat();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  if (cancellation.state === 'none') return null;
  const reason = cancellation.reason ? (
    <div className="mt-4">
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">
        {copy.yourReason}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-ink">{cancellation.reason}</p>
    </div>
  ) : null;
  switch (cancellation.state) {
    case 'requested':
      return (
        <Panel labelledBy={`${id}-heading`}>
          <h2
            id={`${id}-heading`}
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            {fill(copy.requestedTitle, { date: date(cancellation.requestedAt) })}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{copy.requestedBody}</p>
          {reason}
        </Panel>
      );
    case 'declined':
      return (
        <Panel labelledBy={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {copy.declinedTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            {fill(copy.declinedBody, { date: date(cancellation.decidedAt) })}
          </p>
          <p
            className="mt-2 max-w-2xl whitespace-pre-line break-words text-ink"
            data-testid="cancellation-decline-reason"
          >
            {cancellation.declineReason}
          </p>
        </Panel>
      );
    case 'approved':
      return (
        <Panel labelledBy={`${id}-heading`}>
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {copy.approvedTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">{copy.approvedBody}</p>
        </Panel>
      );
  }
}
