import { type FormEvent, useId, useState } from 'react';
import { REFUND_REASON_MAX } from '#domain/admin-api';
import { parseAmount } from '#domain/money';
import { Button } from '../../components/ui/button';
import { DialogCloseButton } from '../../components/ui/dialog-close-button';
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { InputField, Message, TextAreaField } from './console-ui';

interface RefundDialogProps {
  api: ConsoleApi;
  orderId: string;
  totalCents: number;
  /** What can still be refunded, USD decimal. */
  refundableCents: number;
  open: boolean;
  onClose: () => void;
  onRefunded: (message: string) => void;
  /** The dialog's heading, when it is not an order's refund (a subscription's payment). */
  heading?: string;
  /**
   * Sends the refund (a subscription's payment has a route of its own); by default the order's
   * refund, `api.refund(orderId, …)`.
   */
  send?: (body: {
    amountCents: number | null;
    reason: string;
    requestId: string;
  }) => Promise<{ refund: { amountCents: number } }>;
}

/** The confirmation step of a refund: how much, why, then one explicit confirmation. */
export function RefundDialog(props: RefundDialogProps) {
  return (
    <ModalDialog open={props.open} onClose={props.onClose} labelledBy="refund-heading">
      <RefundForm {...props} />
    </ModalDialog>
  );
}

function RefundForm({
  api,
  orderId,
  totalCents,
  refundableCents,
  onClose,
  onRefunded,
  send,
  heading,
}: RefundDialogProps) {
  const { refundCopy, money } = useConsoleWords();
  // Made when the confirmation opens: a double click, or a retry after a lost answer, sends the
  // same id, and the server refunds once for it.
  const [requestId] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const maxCents = refundableCents;
  const partialCents = parseAmount(amountText);
  const amountCents = mode === 'full' ? maxCents : partialCents;
  const amountValid = amountCents !== null && amountCents >= 1 && amountCents <= maxCents;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!amountValid) {
      setError(refundCopy.invalidAmount(money(refundableCents)));
      return;
    }
    if (reason.trim().length < 3) {
      setError(refundCopy.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = {
        amountCents: mode === 'full' ? null : amountCents,
        reason: reason.trim(),
        requestId,
      };
      const answer = await (send ? send(body) : api.refund(orderId, body));
      onRefunded(refundCopy.done(money(answer.refund.amountCents)));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-5 p-6" noValidate>
      <div className="flex items-start justify-between gap-4">
        <h2 id="refund-heading" className="text-xl font-semibold">
          {heading ?? refundCopy.heading}
        </h2>
        <DialogCloseButton label={refundCopy.close} onClick={onClose} />
      </div>
      <p className="text-sm text-ink-muted">
        {refundCopy.captured(money(totalCents), money(refundableCents))}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{refundCopy.amountLegend}</legend>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name={`${formId}-mode`}
            checked={mode === 'full'}
            onChange={() => setMode('full')}
            className="size-4 accent-holo-cyan"
          />
          {refundCopy.full(money(refundableCents))}
        </label>
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input
            type="radio"
            name={`${formId}-mode`}
            checked={mode === 'partial'}
            onChange={() => setMode('partial')}
            className="size-4 accent-holo-cyan"
          />
          {refundCopy.partial}
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <InputField
          id="refund-amount"
          label={refundCopy.amount}
          hint={refundCopy.amountHint(money(refundableCents))}
          inputMode="decimal"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={amountText !== '' && !amountValid ? true : undefined}
          autoComplete="off"
          placeholder="0.00"
        />
      ) : null}
      <TextAreaField
        id="refund-reason"
        label={refundCopy.reason}
        hint={refundCopy.reasonHint(REFUND_REASON_MAX - reason.length)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={REFUND_REASON_MAX}
        required
      />
      {error ? <Message tone="error">{error}</Message> : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {refundCopy.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy
            ? refundCopy.confirming
            : refundCopy.confirm(amountValid && amountCents !== null ? money(amountCents) : null)}
        </Button>
      </div>
    </form>
  );
}
