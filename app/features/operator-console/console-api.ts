import type {
  AttentionResponse,
  AuditResponse,
  OrderDetailResponse,
  OrderListResponse,
  RefundResponse,
  ShipResponse,
} from '../../../domain/admin-api';

/**
 * The console's side of /api/admin/*. Every call carries the operator's Firebase ID token in the
 * Authorization header (never a cookie: no other site can make the browser send it). The shapes
 * are the admin contract's (domain/admin-api.ts), imported as types only.
 */

/** Gets the operator's ID token; `forceRefresh` asks Firebase for one with today's claims. */
export type IdTokenGetter = (options?: { forceRefresh?: boolean }) => Promise<string | null>;

/** A refusal of the API (status and its `{ error, message }`), or no answer at all (status 0). */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConsoleApiError';
  }
}

const NO_ANSWER = 'The server did not answer. Check your connection and try again.';

async function send(
  getIdToken: IdTokenGetter,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; accept?: string } = {},
): Promise<Response> {
  const token = await getIdToken();
  if (!token) throw new ConsoleApiError(401, 'UNAUTHORIZED', 'Sign in to continue.');
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        accept: init.accept ?? 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ConsoleApiError(0, 'NETWORK', NO_ANSWER);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: unknown;
      message?: unknown;
    } | null;
    throw new ConsoleApiError(
      response.status,
      typeof body?.error === 'string' ? body.error : `HTTP_${response.status}`,
      typeof body?.message === 'string' ? body.message : NO_ANSWER,
    );
  }
  return response;
}

async function json<T>(getIdToken: IdTokenGetter, path: string, init?: Parameters<typeof send>[2]) {
  return (await (await send(getIdToken, path, init)).json()) as T;
}

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** The query string of a request, without empty values. */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createConsoleApi(getIdToken: IdTokenGetter) {
  return {
    /** Who is signed in, if an operator: 401 or 403 otherwise. */
    me: () => json<{ uid: string; email: string | null }>(getIdToken, '/api/admin/me'),
    orders: (query: Record<string, string | undefined>) =>
      json<OrderListResponse>(getIdToken, `/api/admin/orders${queryString(query)}`),
    exportOrders: async (query: Record<string, string | undefined>) => {
      const response = await send(
        getIdToken,
        `/api/admin/orders${queryString({ ...query, format: 'csv' })}`,
        { accept: 'text/csv' },
      );
      return response.blob();
    },
    order: (orderId: string) => json<OrderDetailResponse>(getIdToken, orderPath(orderId)),
    ship: (
      orderId: string,
      body: { carrier: string; trackingNumber: string; trackingUrl?: string },
    ) => json<ShipResponse>(getIdToken, `${orderPath(orderId)}/ship`, { method: 'POST', body }),
    refund: (
      orderId: string,
      body: { amountCents: number | null; reason: string; requestId: string },
    ) => json<RefundResponse>(getIdToken, `${orderPath(orderId)}/refund`, { method: 'POST', body }),
    attention: () => json<AttentionResponse>(getIdToken, '/api/admin/attention'),
    audit: (query: Record<string, string | undefined>) =>
      json<AuditResponse>(getIdToken, `/api/admin/audit${queryString(query)}`),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;
