import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RefundAnswer } from '#domain/answers';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '#domain/subscription';
import {
  ResendWelcomeAnswer,
  type SubscriptionAdminPayment,
  SubscriptionDetailAnswer,
  SubscriptionListAnswer,
  type SubscriptionListRow,
  type WelcomeResend,
} from '#domain/subscription-admin';
import { Button } from '../../components/ui/button';
import { Pill, type PillTone } from '../../components/ui/pill';
import { fill } from '../../lib/message-format';
import { loadMore, useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, Facts, InputField, Message, SelectField, StatusBadge } from './console-ui';
import { RefundDialog } from './refund-dialog';

/**
 * The console's Custom ELY subscriptions (`?view=subscriptions`): the list, newest first, a
 * keyset page at a time, searched by a SYN- code or part of the email and filtered by status;
 * one subscription (`&subscription=I-…`) with its payments, each refundable through the refunds
 * area, and its welcome email sent again (with who did, when). Loaded when opened (React.lazy), with its answers' schemas (domain/subscription-admin.ts).
 */

export interface SubscriptionFilters {
  q: string;
  status: SubscriptionStatus | '';
}

const STATUS_TONE: Record<SubscriptionStatus, PillTone> = {
  active: 'success',
  suspended: 'warning',
  cancelled: 'muted',
  expired: 'muted',
};

const adminPath = (id: string) => `/api/admin/subscriptions/${encodeURIComponent(id)}`;

function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { subscriptionsCopy } = useConsoleWords();
  return (
    <Pill tone={STATUS_TONE[status]} className="whitespace-nowrap">
      {subscriptionsCopy.statuses[status]}
    </Pill>
  );
}

export default function SubscriptionsView({
  api,
  filters,
  onFiltersChange,
  subscriptionId,
  hrefFor,
  backHref,
}: {
  api: ConsoleApi;
  filters: SubscriptionFilters;
  onFiltersChange: (filters: SubscriptionFilters) => void;
  /** The open subscription, if any. */
  subscriptionId: string | null;
  hrefFor: (subscriptionId: string) => string;
  backHref: string;
}) {
  return subscriptionId ? (
    <SubscriptionDetail api={api} subscriptionId={subscriptionId} backHref={backHref} />
  ) : (
    <SubscriptionList
      api={api}
      filters={filters}
      onFiltersChange={onFiltersChange}
      hrefFor={hrefFor}
    />
  );
}

interface SubscriptionPage {
  rows: SubscriptionListRow[];
  next: string | null;
}

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: Error }
  | ({ kind: 'ready' } & SubscriptionPage);

function listQuery(filters: SubscriptionFilters, cursor?: string): string {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.status) search.set('status', filters.status);
  if (cursor) search.set('cursor', cursor);
  const text = search.toString();
  return text ? `?${text}` : '';
}

function SubscriptionList({
  api,
  filters,
  onFiltersChange,
  hrefFor,
}: {
  api: ConsoleApi;
  filters: SubscriptionFilters;
  onFiltersChange: (filters: SubscriptionFilters) => void;
  hrefFor: (subscriptionId: string) => string;
}) {
  const { subscriptionsCopy: copy, day, number } = useConsoleWords();
  const [draft, setDraft] = useState(filters);
  const { q, status } = filters;
  const loaded = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        api
          .call({
            path: `/api/admin/subscriptions${listQuery({ q, status })}`,
            answer: SubscriptionListAnswer,
            signal,
          })
          .then((page): SubscriptionPage => ({ rows: page.subscriptions, next: page.nextCursor })),
      [api, q, status],
    ),
  );
  const { update } = loaded;
  const state: ListState =
    loaded.state.kind === 'ready' ? { kind: 'ready', ...loaded.state.value } : loaded.state;
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => setDraft({ q, status }), [q, status]);

  const showMore = async () => {
    if (loaded.state.kind !== 'ready' || !loaded.state.value.next) return;
    setLoadingMore(true);
    await loadMore(
      loaded.state,
      update,
      (shown) =>
        api.call({
          path: `/api/admin/subscriptions${listQuery({ q, status }, shown.next ?? undefined)}`,
          answer: SubscriptionListAnswer,
        }),
      (shown, page) => ({ rows: [...shown.rows, ...page.subscriptions], next: page.nextCursor }),
    );
    setLoadingMore(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange(draft);
  };

  return (
    <section aria-labelledby="subscriptions-heading" className="space-y-5">
      <div>
        <h2 id="subscriptions-heading" className="text-2xl font-semibold">
          {copy.heading}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{copy.intro}</p>
      </div>
      <search aria-label={copy.filtersLabel}>
        <form
          onSubmit={submit}
          className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 md:p-5 xl:grid-cols-[2fr_1fr_auto]"
        >
          <InputField
            id="subscriptions-q"
            label={copy.search}
            hint={copy.searchHint}
            type="search"
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <SelectField
            id="subscriptions-status"
            label={copy.status}
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as SubscriptionFilters['status'] })
            }
          >
            <option value="">{copy.anyStatus}</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {copy.statuses[value]}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2 xl:col-span-1">
            <Button type="submit" size="sm">
              {copy.apply}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onFiltersChange({ q: '', status: '' })}
            >
              {copy.clear}
            </Button>
          </div>
        </form>
      </search>

      <p role="status" className="min-h-6 text-sm text-ink-muted">
        {state.kind === 'loading' ? copy.loading : ''}
      </p>
      {state.kind === 'failed' ? <Message tone="error">{state.error.message}</Message> : null}
      {state.kind === 'ready' && state.rows.length === 0 ? (
        <Message tone="info">{copy.none}</Message>
      ) : null}
      {state.kind === 'ready' && state.rows.length > 0 ? (
        <>
          <div className="relative overflow-x-auto rounded-card border border-line bg-surface">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.caption}</caption>
              <thead className="text-ink-subtle">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {copy.columns.code}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {copy.columns.status}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {copy.columns.subscriber}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {copy.columns.since}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {copy.columns.nextBilling}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {copy.columns.payments}
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.subscriptionId} className="border-t border-line">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link
                        to={hrefFor(row.subscriptionId)}
                        aria-label={copy.open(row.codigo)}
                        className="whitespace-nowrap font-mono text-holo-cyan underline underline-offset-4"
                      >
                        {row.codigo}
                      </Link>
                    </th>
                    <td className="px-4 py-3">
                      <SubscriptionStatusBadge status={row.status} />
                    </td>
                    <td className="max-w-72 px-4 py-3">
                      <span className="block break-words">{row.email}</span>
                      {row.name ? (
                        <span className="block break-words text-xs text-ink-muted">{row.name}</span>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">
                      <time dateTime={row.since}>{day(row.since)}</time>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3">
                      {row.nextBillingAt ? (
                        <time dateTime={row.nextBillingAt}>{day(row.nextBillingAt)}</time>
                      ) : (
                        <span className="text-ink-muted">{copy.noNextBilling}</span>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{number(row.payments)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.next ? (
            <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
              {loadingMore ? copy.loadingMore : copy.more}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** While a welcome sent again is queued: the detail asked again every 2 s, at most 15 times. */
const RESEND_POLL_MS = 2_000;
const RESEND_POLL_TRIES = 15;

function SubscriptionDetail({
  api,
  subscriptionId,
  backHref,
}: {
  api: ConsoleApi;
  subscriptionId: string;
  backHref: string;
}) {
  const { subscriptionsCopy: copy, day, dateTime } = useConsoleWords();
  const { state, refresh: reload } = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        api.call({ path: adminPath(subscriptionId), answer: SubscriptionDetailAnswer, signal }),
      [api, subscriptionId],
    ),
  );
  const [refunding, setRefunding] = useState<SubscriptionAdminPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // A welcome sent again shows 'Queued' until the mailer has sent it (within seconds): the
  // detail is asked again while one is queued, a bounded number of times, so 'Sent' (or
  // 'Failed') appears without a reload. Each answer arms the next try; sending again restarts.
  const resendQueued =
    state.kind === 'ready' &&
    state.value.welcomeResends.some((resent) => resent.status === 'queued');
  const polls = useRef(0);
  useEffect(() => {
    if (!resendQueued || polls.current >= RESEND_POLL_TRIES) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void reload();
    }, RESEND_POLL_MS);
    return () => clearTimeout(timer);
  }, [resendQueued, state, reload]);

  const subscription = state.kind === 'ready' ? state.value.subscription : null;
  return (
    <section aria-labelledby="subscription-heading" className="space-y-6">
      <Link to={backHref} className="text-sm text-holo-cyan underline underline-offset-4">
        {copy.back}
      </Link>
      <h2 id="subscription-heading" className="text-2xl font-semibold">
        {subscription ? copy.detailHeading(subscription.codigo) : copy.heading}
      </h2>
      {state.kind === 'loading' ? <p role="status">{copy.detailLoading}</p> : null}
      {state.kind === 'failed' ? <Message tone="error">{state.error.message}</Message> : null}
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="outline-none">
          <Message tone="success">{notice}</Message>
        </div>
      ) : null}
      {state.kind === 'ready' && subscription ? (
        <>
          <Card title={copy.factsHeading} titleId="subscription-facts-heading">
            <Facts
              items={[
                [
                  copy.fields.status,
                  <SubscriptionStatusBadge key="s" status={subscription.status} />,
                ],
                [copy.fields.email, subscription.email],
                ...(subscription.name
                  ? ([[copy.fields.subscriber, subscription.name]] as const)
                  : []),
                [copy.fields.language, copy.languages[subscription.locale]],
                [
                  copy.fields.since,
                  <time key="since" dateTime={subscription.since}>
                    {dateTime(subscription.since)}
                  </time>,
                ],
                [
                  copy.fields.nextBilling,
                  subscription.nextBillingAt ? day(subscription.nextBillingAt) : copy.noNextBilling,
                ],
                [
                  copy.fields.paypalId,
                  <span key="id" className="font-mono">
                    {subscription.subscriptionId}
                  </span>,
                ],
              ]}
            />
          </Card>
          <Card title={copy.paymentsHeading} titleId="subscription-payments-heading">
            <p className="mb-4 text-sm text-ink-muted">{copy.refundNote}</p>
            <PaymentsTable
              payments={state.value.payments}
              onRefund={(payment) => {
                setNotice(null);
                setRefunding(payment);
              }}
            />
          </Card>
          <Card title={copy.welcomeHeading} titleId="subscription-welcome-heading">
            <WelcomeResends
              resends={state.value.welcomeResends}
              live={subscription.status === 'active' || subscription.status === 'suspended'}
              send={async () => {
                setNotice(null);
                await api.call({
                  method: 'POST',
                  path: `${adminPath(subscriptionId)}/resend-welcome`,
                  body: {},
                  answer: ResendWelcomeAnswer,
                });
                setNotice(fill(copy.resendDone, { email: subscription.email }));
                polls.current = 0;
                reload();
              }}
            />
          </Card>
        </>
      ) : null}
      {refunding ? (
        <RefundDialog
          api={api}
          orderId={refunding.paymentId}
          totalCents={refunding.amountCents}
          refundableCents={refunding.refundableCents}
          open
          onClose={() => setRefunding(null)}
          heading={copy.refundHeading}
          send={(body) =>
            api.call({
              method: 'POST',
              path: `${adminPath(subscriptionId)}/payments/${encodeURIComponent(refunding.paymentId)}/refund`,
              body,
              answer: RefundAnswer,
            })
          }
          onRefunded={(message) => {
            setRefunding(null);
            setNotice(message);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: SubscriptionAdminPayment[];
  onRefund: (payment: SubscriptionAdminPayment) => void;
}) {
  const { subscriptionsCopy: copy, day, money } = useConsoleWords();
  return (
    // Positioned: the action column's screen-reader heading (absolute) stays inside the scroll
    // box instead of widening the page at 390 px.
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.paymentsCaption}</caption>
        <thead className="text-ink-subtle">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.paymentColumns.date}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.paymentColumns.code}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {copy.paymentColumns.amount}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.paymentColumns.status}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {copy.paymentColumns.refunded}
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{copy.paymentColumns.action}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId} className="border-t border-line">
              <td className="whitespace-nowrap py-3 pr-4">
                <time dateTime={payment.at}>{day(payment.at)}</time>
              </td>
              <th scope="row" className="whitespace-nowrap py-3 pr-4 font-mono font-medium">
                {payment.codigo}
              </th>
              <td className="whitespace-nowrap py-3 pr-4 text-right tabular-nums">
                {money(payment.amountCents)}
              </td>
              <td className="py-3 pr-4">
                <StatusBadge status={payment.status} />
              </td>
              <td className="whitespace-nowrap py-3 pr-4 text-right tabular-nums">
                {money(payment.refundedCents)}
              </td>
              <td className="py-3">
                {payment.refundableCents > 0 ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={copy.refundLabel(payment.codigo)}
                    onClick={() => onRefund(payment)}
                  >
                    {copy.refund}
                  </Button>
                ) : (
                  <span className="whitespace-nowrap text-xs text-ink-muted">
                    {copy.nothingToRefund}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Send the welcome again" (while PayPal may still bill it: active or suspended), its rule, and
 * the resends so far: when, which operator, and whether it went.
 */
function WelcomeResends({
  resends,
  live,
  send,
}: {
  resends: readonly WelcomeResend[];
  live: boolean;
  send: () => Promise<void>;
}) {
  const { subscriptionsCopy: copy, dateTime } = useConsoleWords();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      await send();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      {live ? (
        <div className="space-y-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void resend()}>
            {busy ? copy.resendWorking : copy.resendWelcome}
          </Button>
          <p className="text-xs text-ink-subtle">{copy.resendRule}</p>
          {error ? <Message tone="error">{error}</Message> : null}
        </div>
      ) : null}
      {resends.length === 0 ? (
        <p className="text-sm text-ink-muted">{copy.noResends}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{copy.resendsCaption}</caption>
            <thead className="text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {copy.resendColumns.at}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {copy.resendColumns.actor}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {copy.resendColumns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {resends.map((resent) => (
                <tr key={`${resent.at}-${resent.actor.uid}`} className="border-t border-line">
                  <td className="py-2 pr-4">
                    <time dateTime={resent.at}>{dateTime(resent.at)}</time>
                  </td>
                  <td className="py-2 pr-4">{resent.actor.email ?? resent.actor.uid}</td>
                  <td className="py-2">{copy.resendStatuses[resent.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
