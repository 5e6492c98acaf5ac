import { useCallback } from 'react';
import { Link } from 'react-router';
import { SubscriptionAuditAnswer, type SubscriptionAuditEntry } from '#domain/subscription-admin';
import { fill } from '../../lib/message-format';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Message } from './console-ui';

/**
 * The audit view's subscription actions (`GET /api/admin/subscriptions/audit`), under the orders'
 * trail, which needs an order: the welcomes operators sent again and the refunds of subscription
 * payments, newest first, with who and when, by the audit view's operator and date filters. A
 * chunk of its own (the subscriptions' schemas come with it), as the subscriptions view.
 */
export default function SubscriptionAudit({
  api,
  query,
  subscriptionHref,
}: {
  api: ConsoleApi;
  /** The audit view's filters as query parameters (actor, from, before). */
  query: Record<string, string | undefined>;
  subscriptionHref: (subscriptionId: string) => string;
}) {
  const { subscriptionsCopy: copy, dateTime } = useConsoleWords();
  const { actor, from, before } = query;
  const { state } = useLoad(
    useCallback(
      (signal: AbortSignal) => {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries({ actor, from, before, limit: '200' })) {
          if (value) params.set(key, value);
        }
        return api.call({
          path: `/api/admin/subscriptions/audit?${params}`,
          answer: SubscriptionAuditAnswer,
          signal,
        });
      },
      [api, actor, from, before],
    ),
  );
  return (
    <section aria-labelledby="subscription-audit-heading" className="space-y-3">
      <div>
        <h3 id="subscription-audit-heading" className="text-xl font-semibold">
          {copy.auditHeading}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{copy.auditIntro}</p>
      </div>
      {state.kind === 'loading' ? (
        <p role="status" className="text-sm text-ink-muted">
          {copy.auditLoading}
        </p>
      ) : null}
      {state.kind === 'failed' ? <Message tone="error">{state.error.message}</Message> : null}
      {state.kind === 'ready' && state.value.entries.length === 0 ? (
        <Message tone="info">{copy.auditEmpty}</Message>
      ) : null}
      {state.kind === 'ready' && state.value.entries.length > 0 ? (
        <ol
          className="divide-y divide-line rounded-card border border-line bg-surface"
          data-testid="subscription-audit"
        >
          {state.value.entries.map((entry) => (
            <li
              key={entry.key}
              className="grid gap-1 p-4 text-sm md:grid-cols-[12rem_14rem_minmax(0,1fr)] md:gap-4"
            >
              <time dateTime={entry.at} className="text-ink-muted">
                {dateTime(entry.at)}
              </time>
              <span className="break-words">
                {entry.actor ? (entry.actor.email ?? entry.actor.uid) : copy.auditPayPal}
              </span>
              <div className="min-w-0">
                <p>
                  <span className="font-medium">{copy.auditKinds[entry.kind]}</span>{' '}
                  <Link
                    to={subscriptionHref(entry.subscriptionId)}
                    className="font-mono text-xs text-holo-cyan underline underline-offset-4"
                  >
                    {entry.codigo}
                  </Link>
                </p>
                <p className="break-words text-xs text-ink-muted">
                  <EntryDetails entry={entry} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function EntryDetails({ entry }: { entry: SubscriptionAuditEntry }) {
  const { subscriptionsCopy: copy, money } = useConsoleWords();
  const status = copy.auditStatuses[entry.status];
  if (entry.kind === 'payment-refunded' && entry.amountCents !== null) {
    const refund = fill(copy.auditRefund, {
      amount: money(entry.amountCents),
      code: entry.paymentCodigo ?? '',
    });
    return `${refund} · ${status}`;
  }
  return status;
}
