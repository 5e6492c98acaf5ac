import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '#domain/money';
import {
  CancelSubscriptionAnswer,
  MySubscriptionsAnswer,
  SubscriptionViewAnswer,
} from '#domain/subscription-view';
import { buttonClass } from '../../components/ui/button';
import { useCopy, useIntlLocale } from '../../i18n/i18n';
import { ApiCallError, callApi } from '../../lib/api-client';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';

/** The header the subscription's token travels in (server/subscriptions/routes.ts). */
const TOKEN_HEADER = 'x-subscription-token';

/** The subscription of the emails' link: `/account#subscription=<id>&token=<token>`. */
export interface SubscriptionLink {
  id: string;
  token: string;
}

/** Who asks: the holder of the link's token, or the signed-in account. */
type Access =
  | { kind: 'link'; link: SubscriptionLink }
  | { kind: 'owner'; idToken: () => Promise<string | null> };

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; subscriptions: SubscriptionViewAnswer[] }
  | { kind: 'not-found' }
  | { kind: 'failed' };

async function credentials(access: Access): Promise<{
  idToken?: string;
  headers?: Record<string, string>;
}> {
  if (access.kind === 'link') return { headers: { [TOKEN_HEADER]: access.link.token } };
  const idToken = await access.idToken();
  if (!idToken) throw new Error('signed out');
  return { idToken };
}

async function loadOne(
  access: Access,
  id: string,
  signal?: AbortSignal,
): Promise<SubscriptionViewAnswer> {
  return callApi({
    path: `/api/subscriptions/${encodeURIComponent(id)}`,
    ...(await credentials(access)),
    answer: SubscriptionViewAnswer,
    signal,
  });
}

async function load(access: Access, signal: AbortSignal): Promise<SubscriptionViewAnswer[]> {
  if (access.kind === 'link') return [await loadOne(access, access.link.id, signal)];
  const sent = await credentials(access);
  return (
    await callApi({
      path: '/api/subscriptions/mine',
      ...sent,
      answer: MySubscriptionsAnswer,
      signal,
    })
  ).subscriptions;
}

/**
 * "My subscription" on the account page: the signed-in account's Custom ELY subscriptions (none:
 * nothing shown), or, for anyone who opened the link of the subscription's emails, that one
 * (its token sent in a header, never in a URL). Each shows its status, price, next payment, code
 * and payments, and cancels after a confirmation. Loaded lazily: none of it reaches a first paint.
 */
export default function MySubscription({
  link,
  getIdToken,
}: {
  link: SubscriptionLink | null;
  getIdToken: () => Promise<string | null>;
}) {
  const copy = useCopy('orders').account.subscription;
  const access = useMemo<Access>(
    () => (link ? { kind: 'link', link } : { kind: 'owner', idToken: getIdToken }),
    [link, getIdToken],
  );
  const loaded = useLoad(useCallback((signal: AbortSignal) => load(access, signal), [access]));
  const { reload, update } = loaded;
  const state: State =
    loaded.state.kind === 'ready'
      ? { kind: 'ready', subscriptions: loaded.state.value }
      : loaded.state.kind === 'failed'
        ? {
            kind:
              loaded.state.error instanceof ApiCallError && loaded.state.error.status === 404
                ? 'not-found'
                : 'failed',
          }
        : loaded.state;

  const replace = useCallback(
    (next: SubscriptionViewAnswer) =>
      update((before) =>
        before.kind === 'ready'
          ? {
              kind: 'ready',
              value: before.value.map((one) =>
                one.subscriptionId === next.subscriptionId ? next : one,
              ),
            }
          : before,
      ),
    [update],
  );

  // A signed-in account without a subscription: the section is not shown at all.
  if (access.kind === 'owner' && state.kind === 'ready' && state.subscriptions.length === 0) {
    return null;
  }
  if (access.kind === 'owner' && state.kind === 'loading') return null;

  return (
    <section aria-labelledby="subscription-heading" className="mt-12" data-testid="my-subscription">
      <h2 id="subscription-heading" className="text-2xl font-semibold">
        {copy.heading}
      </h2>
      {state.kind === 'loading' ? (
        <p className="mt-4 text-ink-muted" role="status">
          {copy.loading}
        </p>
      ) : null}
      {state.kind === 'not-found' || state.kind === 'failed' ? (
        <div className="mt-4 max-w-2xl">
          <p role="alert" className="text-danger">
            {state.kind === 'not-found' ? copy.notFound : copy.loadFailed}
          </p>
          {state.kind === 'failed' ? (
            <button
              type="button"
              onClick={() => void reload()}
              className={buttonClass('secondary', 'sm', 'mt-4')}
            >
              {copy.retry}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.kind === 'ready'
        ? state.subscriptions.map((subscription) => (
            <SubscriptionCard
              key={subscription.subscriptionId}
              subscription={subscription}
              access={access}
              onChange={replace}
            />
          ))
        : null}
    </section>
  );
}

function SubscriptionCard({
  subscription,
  access,
  onChange,
}: {
  subscription: SubscriptionViewAnswer;
  access: Access;
  onChange: (next: SubscriptionViewAnswer) => void;
}) {
  const copy = useCopy('orders').account.subscription;
  const locale = useIntlLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }), [locale]);
  // The payments' table: a shorter date, so a row stays one line on a phone.
  const short = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const [step, setStep] = useState<'idle' | 'confirming' | 'cancelling' | 'cancelled'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'confirm' | 'cancel' | 'done' | null>(null);
  const id = subscription.subscriptionId;

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'confirm') confirmRef.current?.focus();
    else if (target === 'cancel') cancelRef.current?.focus();
    else if (target === 'done') doneRef.current?.focus();
  });

  const money = (cents: number) => formatMoney(cents, locale);
  const day = (iso: string) => date.format(new Date(iso));

  const cancel = async () => {
    setStep('cancelling');
    setProblem(null);
    try {
      const sent = await credentials(access);
      const answer = await callApi({
        method: 'POST',
        path: `/api/subscriptions/${encodeURIComponent(id)}/cancel`,
        ...sent,
        answer: CancelSubscriptionAnswer,
      });
      if (answer.status !== 'cancelled' && answer.status !== 'expired')
        throw new Error('not cancelled');
      // PayPal's word as recorded; should the view not come back, the cancel's answer.
      const fresh = await loadOne(access, id).catch(() => null);
      onChange(
        fresh ?? {
          ...subscription,
          status: answer.status,
          cancellable: false,
          nextBillingAt: null,
        },
      );
      focusNext.current = 'done';
      setStep('cancelled');
    } catch {
      setProblem(copy.cancelFailed);
      setStep('confirming');
    }
  };

  const note =
    subscription.status === 'suspended'
      ? copy.suspendedNote
      : subscription.status === 'cancelled' && step !== 'cancelled'
        ? copy.cancelledNote
        : subscription.status === 'expired'
          ? copy.expiredNote
          : null;
  const live = subscription.status === 'active' || subscription.status === 'suspended';

  return (
    <article
      aria-labelledby={`subscription-${id}-title`}
      className="mt-4 max-w-2xl rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`subscription-${id}-title`} className="text-xl font-semibold">
          {subscription.plan.name}
        </h3>
        <span
          className={
            live
              ? 'rounded-full border border-success/40 px-3 py-1 text-sm font-medium text-success'
              : 'rounded-full border border-line-strong px-3 py-1 text-sm font-medium text-ink-muted'
          }
          data-testid="subscription-status"
        >
          <span className="sr-only">{copy.statusLabel}: </span>
          {copy.statuses[subscription.status]}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{copy.priceLabel}</dt>
          <dd className="font-medium text-ink">
            {fill(copy.price, { amount: money(subscription.plan.priceCents) })}
          </dd>
        </div>
        {subscription.nextBillingAt ? (
          <div>
            <dt className="text-sm text-ink-muted">{copy.nextBillingLabel}</dt>
            <dd className="font-medium text-ink">{day(subscription.nextBillingAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm text-ink-muted">{copy.codeLabel}</dt>
          <dd className="font-mono font-medium text-ink">{subscription.codigo}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{copy.startedLabel}</dt>
          <dd className="font-medium text-ink">{day(subscription.startedAt)}</dd>
        </div>
      </dl>
      {note ? <p className="mt-4 text-sm text-ink-muted">{note}</p> : null}

      <h4 className="mt-6 text-base font-semibold">{copy.paymentsHeading}</h4>
      {subscription.payments.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{copy.noPayments}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.paymentDate}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {copy.paymentAmount}
              </th>
              <th scope="col" className="py-2 font-medium">
                {copy.paymentCode}
              </th>
            </tr>
          </thead>
          <tbody>
            {subscription.payments.map((payment) => (
              <tr key={`${payment.codigo}-${payment.at}`} className="border-t border-line">
                <td className="py-2 pr-3">{short.format(new Date(payment.at))}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{money(payment.amountCents)}</td>
                <td className="py-2 font-mono whitespace-nowrap">{payment.codigo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {step === 'cancelled' ? (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mt-6 rounded-md border border-line bg-surface-raised p-4 text-ink focus-visible:outline-2"
        >
          {copy.cancelled}
        </p>
      ) : null}

      {subscription.cancellable && step === 'idle' ? (
        <button
          ref={cancelRef}
          type="button"
          onClick={() => {
            focusNext.current = 'confirm';
            setStep('confirming');
          }}
          className={buttonClass('secondary', 'md', 'mt-6')}
        >
          {copy.cancel}
        </button>
      ) : null}
      {subscription.cancellable && (step === 'confirming' || step === 'cancelling') ? (
        <div className="mt-6 rounded-md border border-line-strong bg-surface-raised p-4">
          <p
            ref={confirmRef}
            tabIndex={-1}
            id={`subscription-${id}-confirm`}
            className="font-semibold text-ink focus-visible:outline-2"
          >
            {copy.confirmTitle}
          </p>
          <p id={`subscription-${id}-confirm-body`} className="mt-2 text-sm text-ink-muted">
            {copy.confirmBody}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={cancel}
              disabled={step === 'cancelling'}
              className={buttonClass('primary', 'md')}
            >
              {step === 'cancelling' ? copy.cancelling : copy.confirm}
            </button>
            <button
              type="button"
              onClick={() => {
                focusNext.current = 'cancel';
                setProblem(null);
                setStep('idle');
              }}
              disabled={step === 'cancelling'}
              className={buttonClass('ghost', 'md')}
            >
              {copy.keep}
            </button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </article>
  );
}
