import { lazy, type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';
import { AbandonedView } from './abandoned-view';
import { AuditView } from './audit-view';
import { createConsoleApi, type IdTokenGetter } from './console-api';
import { useConsoleWords } from './console-copy';
import { ConsoleFrame } from './console-header';
import { Message } from './console-ui';
import {
  type AuditFilters,
  type ConsoleView,
  type OrderFilters,
  readAuditFilters,
  readOrderFilters,
  readView,
  withAuditFilters,
  withOrderFilters,
  withParam,
} from './console-url';
import { HomeView } from './home-view';
import { OrderDetailView } from './order-detail';
import { OrdersView } from './orders-view';
import { StockView } from './stock-view';
import { type OperatorState, type SignInStatus, useOperator } from './use-operator';

// The invoices view (and the SAT's catalogues it shares with the order page's invoice form) loads
// when opened: a module shared with another route's lazy code would be split into a chunk the
// route manifest lists on every page's first paint.
const InvoicesView = lazy(() => import('./invoices-view'));
// The subscriptions view, with its answers' schemas, loads when opened too.
const SubscriptionsView = lazy(() => import('./subscriptions-view'));

interface OperatorConsoleProps {
  /** Where the site's sign-in stands (the page reads it from the auth feature). */
  status: SignInStatus;
  accountLabel: string | null;
  getIdToken: IdTokenGetter;
  /** Opens the site's sign-in dialog. */
  onSignIn: () => void;
  onSignOut: () => void;
  /** The shop's wordmark and the language switch: the page hands the shell's own. */
  brand: ReactNode;
  languageSwitch: ReactNode;
}

/**
 * The operator console, with a layout of its own (no marketing navbar or footer): its header, then
 * the page. Nothing about any order is fetched, let alone shown, until the API has confirmed that
 * the signed-in account is an operator; the prerendered page is only the frame.
 */
export function OperatorConsole({
  status,
  accountLabel,
  getIdToken,
  onSignIn,
  onSignOut,
  brand,
  languageSwitch,
}: OperatorConsoleProps) {
  const { consoleCopy, errorText } = useConsoleWords();
  const api = useMemo(() => createConsoleApi(getIdToken, errorText), [getIdToken, errorText]);
  const { state, recheck } = useOperator({ status, accountLabel, api, getIdToken });
  // The prerendered page knows no query string: read it once hydrated.
  const hydrated = useHydrated();

  return (
    <ConsoleFrame
      brand={brand}
      languageSwitch={languageSwitch}
      state={state}
      signedIn={status === 'signed-in'}
      onSignOut={onSignOut}
      className="pt-8 pb-20 md:pt-10"
    >
      <h1 className="text-2xl font-semibold md:text-3xl">{consoleCopy.title}</h1>
      <div className="mt-6">
        {state.kind === 'operator' && hydrated ? (
          <Console api={api} />
        ) : (
          <Gate state={state} onSignIn={onSignIn} onRecheck={recheck} />
        )}
      </div>
    </ConsoleFrame>
  );
}

export function Gate({
  state,
  onSignIn,
  onRecheck,
}: {
  state: OperatorState;
  onSignIn: () => void;
  onRecheck: () => void;
}) {
  const { consoleCopy } = useConsoleWords();
  const panel = 'max-w-xl space-y-4 rounded-card border border-line bg-surface p-6 md:p-8';
  switch (state.kind) {
    case 'signed-out':
    case 'expired':
      return (
        <section aria-labelledby="gate-heading" className={panel}>
          <h2 id="gate-heading" className="text-xl font-semibold">
            {state.kind === 'expired' ? consoleCopy.expiredHeading : consoleCopy.signInHeading}
          </h2>
          <p className="text-ink-muted">
            {state.kind === 'expired' ? consoleCopy.expiredBody : consoleCopy.signInBody}
          </p>
          <Button onClick={onSignIn}>{consoleCopy.signInButton}</Button>
        </section>
      );
    case 'denied':
      return (
        <section aria-labelledby="gate-heading" className={panel}>
          <h2 id="gate-heading" className="text-xl font-semibold">
            {consoleCopy.deniedHeading}
          </h2>
          <p className="break-words text-ink-muted">{consoleCopy.deniedBody(state.email)}</p>
          <Button variant="secondary" onClick={onRecheck}>
            {consoleCopy.checkAgain}
          </Button>
        </section>
      );
    case 'unavailable':
      return (
        <div className={panel}>
          <Message tone="error">{consoleCopy.unavailable}</Message>
          <Button variant="secondary" onClick={onRecheck}>
            {consoleCopy.tryAgain}
          </Button>
        </div>
      );
    default:
      return (
        <p role="status" className="text-ink-muted">
          {consoleCopy.checking}
        </p>
      );
  }
}

const VIEWS: readonly ConsoleView[] = [
  'home',
  'orders',
  'subscriptions',
  'abandoned',
  'invoices',
  'audit',
  'stock',
];

/** The subscriptions view's search and status filter, from the address. */
function readSubscriptionFilters(params: URLSearchParams) {
  const status = params.get('status') ?? '';
  return {
    q: params.get('q') ?? '',
    status:
      (['active', 'suspended', 'cancelled', 'expired'] as const).find(
        (known) => known === status,
      ) ?? ('' as const),
  };
}

/** The signed-in operator's console: its sections and the open order, from the address. */
function Console({ api }: { api: ReturnType<typeof createConsoleApi> }) {
  const { consoleCopy } = useConsoleWords();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  // The open order: its number, as the console links it (PayPal's id in older links works too).
  const orderRef = params.get('order');
  const orderFilters = useMemo(() => readOrderFilters(params), [params]);
  const auditFilters = useMemo(() => readAuditFilters(params), [params]);

  const href = (next: URLSearchParams) => {
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  // An order opens over the list it was found in; closing it goes back to that list.
  const orderHref = useCallback((id: string) => href(withParam(params, 'order', id)), [params]);
  const auditSubscriptionHref = useCallback(
    (id: string) =>
      href(
        withParam(withParam(new URLSearchParams(), 'view', 'subscriptions'), 'subscription', id),
      ),
    [],
  );
  const auditOrderHref = useCallback(
    (id: string) =>
      href(withParam(withParam(new URLSearchParams(), 'view', 'orders'), 'order', id)),
    [],
  );
  const setOrderFilters = (filters: OrderFilters) => setParams(withOrderFilters(params, filters));
  const setAuditFilters = (filters: AuditFilters) => setParams(withAuditFilters(params, filters));

  return (
    <>
      <nav
        aria-label={consoleCopy.views.label}
        className="mb-8 flex gap-2 overflow-x-auto border-b border-line"
      >
        {VIEWS.map((name) => {
          const current = view === name && !orderRef;
          const target =
            name === 'home'
              ? new URLSearchParams()
              : name === 'orders'
                ? withParam(withParam(params, 'view', 'orders'), 'order', null)
                : withParam(new URLSearchParams(), 'view', name);
          return (
            <Link
              key={name}
              to={href(target)}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-4 text-sm font-medium transition-colors',
                view === name
                  ? 'border-holo-cyan text-ink'
                  : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {consoleCopy.views[name]}
            </Link>
          );
        })}
      </nav>
      {orderRef ? (
        <OrderDetailView
          api={api}
          orderRef={orderRef}
          backHref={href(withParam(params, 'order', null))}
        />
      ) : view === 'home' ? (
        <HomeView
          api={api}
          ordersHref={(status) =>
            href(withParam(new URLSearchParams({ view: 'orders' }), 'status', status))
          }
        />
      ) : view === 'stock' ? (
        <StockView api={api} />
      ) : view === 'abandoned' ? (
        <AbandonedView api={api} orderHref={orderHref} />
      ) : view === 'subscriptions' ? (
        <Suspense fallback={null}>
          <SubscriptionsView
            api={api}
            filters={readSubscriptionFilters(params)}
            onFiltersChange={(filters) => {
              let next = withParam(params, 'subscription', null);
              next = withParam(next, 'q', filters.q.trim() || null);
              setParams(withParam(next, 'status', filters.status || null));
            }}
            subscriptionId={params.get('subscription')}
            hrefFor={(id) => href(withParam(params, 'subscription', id))}
            backHref={href(withParam(params, 'subscription', null))}
          />
        </Suspense>
      ) : view === 'invoices' ? (
        <Suspense fallback={null}>
          <InvoicesView api={api} orderHref={orderHref} />
        </Suspense>
      ) : view === 'audit' ? (
        <AuditView
          api={api}
          filters={auditFilters}
          onFiltersChange={setAuditFilters}
          orderHref={auditOrderHref}
          subscriptionHref={auditSubscriptionHref}
        />
      ) : (
        <OrdersView
          api={api}
          filters={orderFilters}
          onFiltersChange={setOrderFilters}
          hrefFor={orderHref}
        />
      )}
    </>
  );
}
