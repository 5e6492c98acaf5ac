import { type FormEvent, useId, useState } from 'react';
import type { OrderDetail } from '#domain/admin-api';
import { CANCELLATION_REASON_MAX } from '#domain/order/cancellation';
import { Button } from '../../components/ui/button';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, Message, TextAreaField } from './console-ui';

/**
 * The buyer's cancellation request on an order (domain/order/cancellation.ts): when they asked and
 * why, and the operator's two answers, each with a confirmation step: approve (a full refund
 * through the refund path; the buyer gets the refund email) or decline with a reason the buyer is
 * emailed. Nothing shows for an order with no request.
 */
export function CancellationPanel({
  api,
  order,
  onAction,
}: {
  api: ConsoleApi;
  order: OrderDetail;
  onAction: (message: string) => void;
}) {
  const { cancellationCopy: copy, dateTime } = useConsoleWords();
  const { cancellation } = order;
  if (cancellation.state === 'none') return null;
  return (
    <Card title={copy.heading} titleId="cancellation-heading">
      <div className="space-y-3 text-sm" data-testid="cancellation-panel">
        <p>{copy.requested(dateTime(cancellation.requestedAt))}</p>
        <div>
          <p className="text-xs font-semibold uppercase tracking-eyebrow text-ink-subtle">
            {copy.reason}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">
            {cancellation.reason ?? <span className="text-ink-muted">{copy.noReason}</span>}
          </p>
        </div>
        {cancellation.state === 'approved' ? (
          <p className="text-ink-muted">{copy.approvedOn(dateTime(cancellation.decidedAt))}</p>
        ) : null}
        {cancellation.state === 'declined' ? (
          <div>
            <p className="text-ink-muted">{copy.declinedOn(dateTime(cancellation.decidedAt))}</p>
            <p className="mt-1 whitespace-pre-line break-words">{cancellation.declineReason}</p>
          </div>
        ) : null}
        {cancellation.state === 'requested' ? (
          <Decision api={api} order={order} onAction={onAction} />
        ) : null}
      </div>
    </Card>
  );
}

function Decision({
  api,
  order,
  onAction,
}: {
  api: ConsoleApi;
  order: OrderDetail;
  onAction: (message: string) => void;
}) {
  const { cancellationCopy: copy, refusal, money } = useConsoleWords();
  const [step, setStep] = useState<'choose' | 'approve' | 'decline'>('choose');
  // Made when the approval opens: a double click or a retry refunds once (as a refund's id).
  const [requestId] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const approve = order.actions.approveCancellation;

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
      onAction(done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(copy.reasonRequired);
      return;
    }
    void act(() => api.declineCancellation(order.orderId, reason.trim()), copy.declined);
  };

  return (
    <div className="space-y-3 border-t border-line pt-3">
      {!approve.allowed ? <p className="text-ink-muted">{refusal(approve.refusal)}</p> : null}
      {error ? <Message tone="error">{error}</Message> : null}
      {step === 'choose' ? (
        <div className="flex flex-wrap gap-3">
          {approve.allowed ? (
            <Button size="sm" onClick={() => setStep('approve')}>
              {copy.approve}
            </Button>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => setStep('decline')}>
            {copy.decline}
          </Button>
        </div>
      ) : null}
      {step === 'approve' ? (
        <div className="space-y-3">
          <p className="text-ink-muted">{copy.approveHint}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              size="sm"
              aria-disabled={busy || undefined}
              onClick={() =>
                void act(() => api.approveCancellation(order.orderId, requestId), copy.approved)
              }
            >
              {copy.confirmApprove(money(order.payment?.refundableCents ?? 0))}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep('choose')}>
              {copy.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'decline' ? (
        <form className="space-y-3" onSubmit={decline} noValidate>
          <TextAreaField
            id={`${id}-reason`}
            label={copy.declineReason}
            hint={copy.declineHint}
            value={reason}
            maxLength={CANCELLATION_REASON_MAX}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <Button size="sm" type="submit" aria-disabled={busy || undefined}>
              {copy.confirmDecline}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setStep('choose')}>
              {copy.cancel}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
