import { type ReactNode, useCallback } from 'react';
import { Link } from 'react-router';
import type { OrderFilterStatus } from '#domain/admin-api';
import type { ConsoleDashboardAnswer as DashboardAnswer } from '#domain/subscription-admin';
import { useLoad } from '../../lib/use-load';
import type { ConsoleApi } from './console-api';
import { useConsoleWords } from './console-copy';
import { Card, Message } from './console-ui';
import { SalesChart } from './sales-chart';

/**
 * The console's first view: the day at a glance. Every figure is the server's (GET
 * /api/admin/dashboard, days in the shop's time zone); the console only writes them in its
 * language.
 */
export function HomeView({
  api,
  ordersHref,
}: {
  api: ConsoleApi;
  /** The orders list filtered by a status. */
  ordersHref: (status: OrderFilterStatus) => string;
}) {
  const { homeCopy } = useConsoleWords();
  const { state } = useLoad(useCallback((signal: AbortSignal) => api.dashboard(signal), [api]));

  return (
    <section aria-labelledby="home-heading" className="space-y-6">
      <div>
        <h2 id="home-heading" className="text-2xl font-semibold">
          {homeCopy.heading}
        </h2>
        {state.kind === 'ready' ? (
          <p className="mt-2 text-sm text-ink-muted">{homeCopy.intro(state.value.timeZone)}</p>
        ) : null}
      </div>
      {state.kind === 'loading' ? <p role="status">{homeCopy.loading}</p> : null}
      {state.kind === 'failed' ? <Message tone="error">{state.error.message}</Message> : null}
      {state.kind === 'ready' ? <Figures figures={state.value} ordersHref={ordersHref} /> : null}
    </section>
  );
}

function Figures({
  figures,
  ordersHref,
}: {
  figures: DashboardAnswer;
  ordersHref: (status: OrderFilterStatus) => string;
}) {
  const { homeCopy, invoicesCopy, money, number } = useConsoleWords();
  const { sales, toShip, pendingPayments, cancellationRequests, stock, daily } = figures;
  const units = (value: number | null) => (value === null ? homeCopy.unlimited : number(value));
  return (
    <>
      <section aria-label={homeCopy.figuresLabel}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
          <Figure label={homeCopy.salesToday} value={money(sales.today.netCents)}>
            {homeCopy.orders(sales.today.orders)}
          </Figure>
          <Figure label={homeCopy.salesMonth} value={money(sales.month.netCents)}>
            {homeCopy.orders(sales.month.orders)}
          </Figure>
          <Figure label={homeCopy.toShip} value={number(toShip.orders)}>
            {homeCopy.toShipHint}
          </Figure>
          <Figure label={homeCopy.pendingPayments} value={number(pendingPayments.orders)}>
            {homeCopy.pendingTotal(money(pendingPayments.totalCents))}
            {pendingPayments.orders > 0 ? (
              <>
                {' · '}
                <Link
                  to={ordersHref('review')}
                  className="text-holo-cyan underline underline-offset-4"
                >
                  {homeCopy.seeOrders}
                </Link>
              </>
            ) : null}
          </Figure>
          <Figure label={invoicesCopy.homeOpen} value={number(figures.invoiceRequests.open)}>
            {invoicesCopy.homeOpenHint}
            {' · '}
            <Link to="?view=invoices" className="text-holo-cyan underline underline-offset-4">
              {invoicesCopy.seeRequests}
            </Link>
          </Figure>
          <CancellationRequestsFigure
            orders={cancellationRequests.orders}
            href={ordersHref('cancellation')}
          />
          <SubscriptionFigures
            active={figures.subscriptions.active}
            mrrCents={figures.subscriptions.mrrCents}
          />
        </dl>
      </section>
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <Card title={homeCopy.chartHeading} titleId="home-chart-heading">
          <SalesChart days={daily} />
        </Card>
        <Card title={homeCopy.stockHeading} titleId="home-stock-heading">
          {stock.length === 0 ? (
            <p className="text-sm text-ink-muted">{homeCopy.noStock}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{homeCopy.stockCaption}</caption>
                <thead className="text-ink-subtle">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {homeCopy.stockColumns.product}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      {homeCopy.stockColumns.available}
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">
                      {homeCopy.stockColumns.held}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {homeCopy.stockColumns.sold}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {stock.map((product) => (
                    <tr key={product.productId} className="border-t border-line">
                      <th scope="row" className="py-3 pr-4 font-medium">
                        {product.title}
                      </th>
                      <td className="py-3 pr-4 text-right text-lg font-semibold tabular-nums">
                        {units(product.available)}
                      </td>
                      <td className="py-3 pr-4 text-right tabular-nums">{number(product.held)}</td>
                      <td className="py-3 text-right tabular-nums">{number(product.sold)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}

/** Buyers' cancellation requests no operator has answered, linking to them (cancellation-panel.tsx). */
function CancellationRequestsFigure({ orders, href }: { orders: number; href: string }) {
  const { homeCopy, number } = useConsoleWords();
  return (
    <Figure label={homeCopy.cancellationRequests} value={number(orders)}>
      {homeCopy.cancellationRequestsHint}
      {orders > 0 ? (
        <>
          {' · '}
          <Link to={href} className="text-holo-cyan underline underline-offset-4">
            {homeCopy.seeRequests}
          </Link>
        </>
      ) : null}
    </Figure>
  );
}

/** Custom ELY: subscribers PayPal bills now, and the monthly revenue they make. */
function SubscriptionFigures({ active, mrrCents }: { active: number; mrrCents: number }) {
  const { subscriptionsCopy, money, number } = useConsoleWords();
  return (
    <>
      <Figure label={subscriptionsCopy.homeActive} value={number(active)}>
        {subscriptionsCopy.homeActiveHint}
        {' · '}
        <Link to="?view=subscriptions" className="text-holo-cyan underline underline-offset-4">
          {subscriptionsCopy.seeSubscriptions}
        </Link>
      </Figure>
      <Figure label={subscriptionsCopy.homeMrr} value={money(mrrCents)}>
        {subscriptionsCopy.homeMrrHint}
      </Figure>
    </>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-surface p-5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="mt-2 text-3xl font-semibold tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-ink-subtle">{children}</dd>
    </div>
  );
}
