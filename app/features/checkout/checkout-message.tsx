import { cn } from '../../lib/cn';

export interface CheckoutMessage {
  tone: 'error' | 'info';
  text: string;
}

/** The checkout's one message: an alert for errors, a status for the rest. */
export function CheckoutMessageBox({ message }: { message: CheckoutMessage | null }) {
  if (!message) return null;
  return (
    <p
      id="checkout-message"
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm font-medium',
        message.tone === 'error'
          ? 'border-danger/50 bg-danger/10 text-ink'
          : 'border-holo-cyan/40 bg-holo-cyan/10 text-ink',
      )}
    >
      {message.text}
    </p>
  );
}
