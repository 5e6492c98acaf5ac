import { useEffect, useMemo, useState } from 'react';
import type { OrderListResponse, OrderSummary, OrderTotals } from '../../../domain/admin-api';
import { Button } from '../../components/ui/button';
import { saveFile } from '../../lib/api-client';
import { AttentionPanel } from './attention-panel';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Message } from './console-ui';
import { type OrderFilters, orderQuery } from './console-url';
import { OrderFiltersForm } from './order-filters';
import { OrdersTable } from './orders-table';

type ListState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; orders: OrderSummary[]; totals: OrderTotals | null; next: string | null };

const EMPTY_FILTERS: OrderFilters = { q: '', status: '', type: '', from: '', to: '' };

/** The orders list: filters, the totals of everything they select, pages, and the export. */
export function OrdersView({
  api,
  filters,
  onFiltersChange,
  hrefFor,
}: {
  api: ConsoleApi;
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
  hrefFor: (orderRef: string) => string;
}) {
  const { consoleCopy, ordersCopy, money } = useConsoleWords();
  const query = useMemo(() => orderQuery(filters), [filters]);
  const [list, setList] = useState<ListState>({ kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setList({ kind: 'loading' });
    api.orders(query).then(
      (page) => {
        if (current) setList(ready(page, page.orders));
      },
      (error: Error) => {
        if (current) setList({ kind: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [api, query, attempt]);

  const showMore = async () => {
    if (list.kind !== 'ready' || !list.next) return;
    setLoadingMore(true);
    try {
      const page = await api.orders({ ...query, cursor: list.next });
      // The totals came with the first page and hold for every page.
      setList({
        kind: 'ready',
        orders: [...list.orders, ...page.orders],
        totals: list.totals,
        next: page.nextCursor,
      });
    } catch (error) {
      setList({ kind: 'failed', message: (error as Error).message });
    } finally {
      setLoadingMore(false);
    }
  };

  const exportCsv = async () => {
    setExporting('busy');
    try {
      saveFile(
        await api.exportOrders(query),
        `orders-${new Date().toISOString().slice(0, 10)}.csv`,
      );
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <>
      <AttentionPanel api={api} hrefFor={hrefFor} />
      <section aria-labelledby="orders-heading" className="space-y-5">
        <h2 id="orders-heading" tabIndex={-1} className="text-2xl font-semibold outline-none">
          {consoleCopy.views.orders}
        </h2>
        <OrderFiltersForm
          filters={filters}
          onChange={onFiltersChange}
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => onFiltersChange(EMPTY_FILTERS)}>
                {ordersCopy.clear}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                className="sm:ml-auto"
                onClick={exportCsv}
                disabled={exporting === 'busy'}
              >
                {exporting === 'busy' ? ordersCopy.exporting : ordersCopy.exportCsv}
              </Button>
            </>
          }
        />
        {exporting === 'failed' ? <Message tone="error">{ordersCopy.exportFailed}</Message> : null}

        <p role="status" className="min-h-6 text-sm text-ink-muted">
          {list.kind === 'loading'
            ? ordersCopy.loading
            : list.kind === 'ready' && list.totals
              ? ordersCopy.totals(
                  list.totals.count,
                  money(list.totals.totalCents),
                  money(list.totals.refundedCents),
                )
              : ''}
        </p>

        {list.kind === 'failed' ? (
          <div className="space-y-3">
            <Message tone="error">{list.message}</Message>
            <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {consoleCopy.tryAgain}
            </Button>
          </div>
        ) : null}
        {list.kind === 'ready' && list.orders.length === 0 ? (
          <Message tone="info">{ordersCopy.empty}</Message>
        ) : null}
        {list.kind === 'ready' && list.orders.length > 0 ? (
          <>
            <OrdersTable orders={list.orders} hrefFor={hrefFor} />
            {list.next ? (
              <Button variant="secondary" onClick={showMore} disabled={loadingMore}>
                {loadingMore ? ordersCopy.loadingMore : ordersCopy.more}
              </Button>
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}

function ready(page: OrderListResponse, orders: OrderSummary[]): ListState {
  return { kind: 'ready', orders, totals: page.totals, next: page.nextCursor };
}
