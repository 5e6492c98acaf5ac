import { type ReactNode, useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useCopy } from '../../i18n/i18n';
import { useLoad } from '../../lib/use-load';
import { OrderAccessProvider } from './order-access';
import { fetchReceipt, type ReceiptResult } from './orders-client';
import { Receipt } from './receipt';

export type SignInState = 'unknown' | 'signed-out' | 'signed-in';

interface ReceiptLoaderProps {
  /** The order's number, as its address names it (PayPal's order id in a link made before). */
  orderRef: string;
  /** The receipt names the order by another number than its address: the address should move. */
  onNumberKnown: (orderNumber: string) => void;
  /** The receipt link's token (from the address's fragment), or null. */
  token: string | null;
  signIn: { state: SignInState; uid: string | null };
  getIdToken: () => Promise<string | null>;
  /** Opens the sign-in dialog. */
  onSignIn: () => void;
  /** Where "See all your orders" goes. */
  accountPath: string;
  /** "Find my order", for a visitor who has neither the link nor the account. */
  findOrderPath: string;
}

type Shown = ReceiptResult | { kind: 'loading' };

/**
 * Loads a receipt with whatever the visitor holds: the link's token, or their sign-in. Without a
 * token it waits until the page knows whether someone is signed in, then asks as them; signing in
 * on the page asks again.
 */
export function ReceiptLoader(props: ReceiptLoaderProps) {
  const { receipt: receiptCopy } = useCopy('orders');
  const { orderRef, token, signIn, getIdToken, onNumberKnown } = props;
  // With a token the sign-in does not matter; without one, every change of it asks again.
  const who = token ? 'token' : signIn.state;
  const uid = token ? null : signIn.uid;
  // `uid` is part of the question: another account signed in asks again.
  const load = useCallback(
    async (signal: AbortSignal): Promise<ReceiptResult> => {
      const idToken = who === 'signed-in' ? await getIdToken().catch(() => null) : null;
      if (!token && !idToken) return { kind: 'not-found' };
      return fetchReceipt(orderRef, { token, idToken }, signal);
    },
    [orderRef, token, who, uid, getIdToken],
  );
  const { state, reload } = useLoad(who === 'unknown' ? null : load);
  const shown: Shown =
    state.kind === 'ready' ? state.value : state.kind === 'failed' ? { kind: 'failed' } : state;

  const movedTo =
    shown.kind === 'found' && shown.receipt.orderNumber !== orderRef
      ? shown.receipt.orderNumber
      : null;
  useEffect(() => {
    if (movedTo) onNumberKnown(movedTo);
  }, [movedTo, onNumberKnown]);

  switch (shown.kind) {
    case 'loading':
      return (
        <div className="page-container py-24" role="status">
          <p className="text-ink-muted">{receiptCopy.loading}</p>
        </div>
      );
    case 'found':
      return (
        <OrderAccessProvider value={{ token, getIdToken }}>
          <Receipt receipt={shown.receipt} />
        </OrderAccessProvider>
      );
    case 'failed':
      return (
        <Problem title={receiptCopy.failedTitle} body={receiptCopy.failedBody}>
          <button
            type="button"
            onClick={() => void reload()}
            className={buttonClass('primary', 'md')}
          >
            {receiptCopy.retry}
          </button>
        </Problem>
      );
    case 'not-found':
      return (
        <Problem title={receiptCopy.notFoundTitle} body={receiptCopy.notFoundBody}>
          {signIn.state === 'signed-in' ? (
            <Link to={props.accountPath} className={buttonClass('primary', 'md')}>
              {receiptCopy.toAccount}
            </Link>
          ) : (
            <>
              <p className="w-full text-sm text-ink-muted">{receiptCopy.signInPrompt}</p>
              <button
                type="button"
                onClick={props.onSignIn}
                className={buttonClass('primary', 'md')}
              >
                {receiptCopy.signIn}
              </button>
            </>
          )}
          <p className="w-full pt-4 text-sm text-ink-muted">
            {receiptCopy.findOrderPrompt}{' '}
            <Link
              to={props.findOrderPath}
              className="font-medium text-ink underline underline-offset-4 hover:text-holo-cyan"
            >
              {receiptCopy.findOrder}
            </Link>
          </p>
        </Problem>
      );
  }
}

function Problem({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  const { receipt: receiptCopy } = useCopy('orders');
  return (
    <section className="page-container pt-16 pb-24 md:pt-24" aria-labelledby="receipt-problem">
      <p className="text-xs font-semibold uppercase tracking-eyebrow text-holo-cyan">
        {receiptCopy.eyebrow}
      </p>
      <h1 id="receipt-problem" className="mt-3 max-w-3xl text-4xl font-semibold md:text-5xl">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-ink-muted">{body}</p>
      <div className="mt-8 flex max-w-2xl flex-wrap items-center gap-4">{children}</div>
    </section>
  );
}
