import { ORDER_FILTER_STATUSES, type OrderFilterStatus } from '#domain/admin-api';
import { localDayEnd, localDayStart } from './format';

/**
 * The console's state lives in the address: the view, the open order and the filters, so a
 * reload, the back button and a shared link all show the same thing.
 */

/** The console's sections; its home (the day at a glance) is where it opens. */
export type ConsoleView =
  | 'home'
  | 'orders'
  | 'subscriptions'
  | 'audit'
  | 'stock'
  | 'abandoned'
  | 'invoices';

export interface OrderFilters {
  q: string;
  status: OrderFilterStatus | '';
  type: 'product' | 'subscription' | '';
  /** Local calendar days, inclusive: '2026-03-01'. */
  from: string;
  to: string;
}

export interface AuditFilters {
  actor: string;
  orderId: string;
  from: string;
  to: string;
}

const FILTER_KEYS = ['q', 'status', 'type', 'from', 'to'] as const;
const AUDIT_KEYS = ['actor', 'orderId', 'auditFrom', 'auditTo'] as const;

export function readView(params: URLSearchParams): ConsoleView {
  const view = params.get('view');
  return view === 'orders' ||
    view === 'audit' ||
    view === 'stock' ||
    view === 'abandoned' ||
    view === 'invoices' ||
    view === 'subscriptions'
    ? view
    : 'home';
}

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const status = params.get('status') ?? '';
  const type = params.get('type') ?? '';
  return {
    q: params.get('q') ?? '',
    status: (ORDER_FILTER_STATUSES as readonly string[]).includes(status)
      ? (status as OrderFilterStatus)
      : '',
    type: type === 'product' || type === 'subscription' ? type : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    actor: params.get('actor') ?? '',
    orderId: params.get('orderId') ?? '',
    from: params.get('auditFrom') ?? '',
    to: params.get('auditTo') ?? '',
  };
}

/** The address with these filters in place of the old ones (and no open order). */
export function withOrderFilters(params: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('order');
  for (const key of FILTER_KEYS) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

export function withAuditFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values = [filters.actor, filters.orderId, filters.from, filters.to];
  AUDIT_KEYS.forEach((key, index) => {
    const value = values[index];
    if (value) next.set(key, value);
    else next.delete(key);
  });
  return next;
}

export function withParam(params: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The API's query for these filters: local days become instants, "to" includes its day. */
export function orderQuery(filters: OrderFilters): Record<string, string | undefined> {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
    type: filters.type || undefined,
    from: localDayStart(filters.from),
    before: localDayEnd(filters.to),
  };
}

export function auditQuery(filters: AuditFilters): Record<string, string | undefined> {
  return {
    actor: filters.actor.trim() || undefined,
    orderId: filters.orderId.trim().toUpperCase() || undefined,
    from: localDayStart(filters.from),
    before: localDayEnd(filters.to),
  };
}
