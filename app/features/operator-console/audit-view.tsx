import { type FormEvent, lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntryView } from '#domain/admin-api';
import { Button } from '../../components/ui/button';
import { loadMore, useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { InputField, Message } from './console-ui';
import { type AuditFilters, auditQuery } from './console-url';
import { detailsText } from './format';
import { actorText } from './order-history';

// The subscriptions' actions, a chunk of its own with their schemas (as the subscriptions view).
const SubscriptionAudit = lazy(() => import('./subscription-audit'));

type AuditState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; entries: AuditEntryView[]; next: string | null };

const EMPTY: AuditFilters = { actor: '', orderId: '', from: '', to: '' };

/**
 * Every operator action, newest first, by operator, order and dates: the orders' trail, and under
 * it the subscriptions' (welcomes sent again, refunds of their payments), unless an order is
 * asked for.
 */
export function AuditView({
  api,
  filters,
  onFiltersChange,
  orderHref,
  subscriptionHref,
}: {
  api: ConsoleApi;
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  orderHref: (orderRef: string) => string;
  subscriptionHref: (subscriptionId: string) => string;
}) {
  const words = useConsoleWords();
  const { auditCopy, EVENT_LABELS, dateTime } = words;
  const query = useMemo(() => auditQuery(filters), [filters]);
  const [draft, setDraft] = useState(filters);
  const { state: loaded, update } = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        api.audit(query, signal).then((page) => ({ entries: page.entries, next: page.nextCursor })),
      [api, query],
    ),
  );
  const state: AuditState =
    loaded.kind === 'ready'
      ? { kind: 'ready', ...loaded.value }
      : loaded.kind === 'failed'
        ? { kind: 'failed', message: loaded.error.message }
        : loaded;
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => setDraft(filters), [filters]);

  const showMore = async () => {
    if (loaded.kind !== 'ready' || !loaded.value.next) return;
    setLoadingMore(true);
    await loadMore(
      loaded,
      update,
      (shown) => api.audit({ ...query, cursor: shown.next ?? undefined }),
      (shown, page) => ({ entries: [...shown.entries, ...page.entries], next: page.nextCursor }),
    );
    setLoadingMore(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange(draft);
  };
  const field = (key: keyof AuditFilters) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <section aria-labelledby="audit-heading" className="space-y-5">
      <div>
        <h2 id="audit-heading" className="text-2xl font-semibold">
          {auditCopy.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{auditCopy.intro}</p>
      </div>
      <search aria-label={auditCopy.filtersLabel}>
        <form
          onSubmit={submit}
          className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2 md:p-5 xl:grid-cols-4"
        >
          <InputField
            id="audit-actor"
            label={auditCopy.actor}
            placeholder={auditCopy.actorPlaceholder}
            maxLength={200}
            autoComplete="off"
            {...field('actor')}
          />
          <InputField
            id="audit-order"
            label={auditCopy.orderId}
            maxLength={36}
            autoComplete="off"
            spellCheck={false}
            {...field('orderId')}
          />
          <InputField id="audit-from" label={auditCopy.from} type="date" {...field('from')} />
          <InputField id="audit-to" label={auditCopy.to} type="date" {...field('to')} />
          <div className="flex flex-wrap gap-3 sm:col-span-2 xl:col-span-4">
            <Button type="submit" size="sm">
              {auditCopy.apply}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onFiltersChange(EMPTY)}>
              {auditCopy.clear}
            </Button>
          </div>
        </form>
      </search>

      <p role="status" className="min-h-6 text-sm text-ink-muted">
        {state.kind === 'loading' ? auditCopy.loading : ''}
      </p>
      {state.kind === 'failed' ? <Message tone="error">{state.message}</Message> : null}
      {state.kind === 'ready' && state.entries.length === 0 ? (
        <Message tone="info">{auditCopy.empty}</Message>
      ) : null}
      {state.kind === 'ready' && state.entries.length > 0 ? (
        <>
          <ol className="divide-y divide-line rounded-card border border-line bg-surface">
            {state.entries.map((entry) => (
              <li
                key={entry.id}
                className="grid gap-1 p-4 text-sm md:grid-cols-[12rem_14rem_minmax(0,1fr)] md:gap-4"
              >
                <time dateTime={entry.at} className="text-ink-muted">
                  {dateTime(entry.at)}
                </time>
                <span className="break-words">{actorText(entry, words)}</span>
                <div className="min-w-0">
                  <p>
                    <span className="font-medium">{EVENT_LABELS[entry.kind] ?? entry.kind}</span>{' '}
                    <Link
                      to={orderHref(entry.orderNumber)}
                      className="font-mono text-xs text-holo-cyan underline underline-offset-4"
                    >
                      {entry.orderNumber}
                    </Link>
                  </p>
                  <p className="break-words text-xs text-ink-muted">
                    {detailsText(entry.details, words)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          {state.next ? (
            <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
              {loadingMore ? auditCopy.loadingMore : auditCopy.more}
            </Button>
          ) : null}
        </>
      ) : null}
      {query.orderId ? null : (
        <Suspense fallback={null}>
          <SubscriptionAudit api={api} query={query} subscriptionHref={subscriptionHref} />
        </Suspense>
      )}
    </section>
  );
}
