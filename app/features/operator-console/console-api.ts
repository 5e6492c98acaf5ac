import {
  AttentionAnswer,
  AuditAnswer,
  CancellationAnswer,
  OperatorAnswer,
  OrderDetailAnswer,
  OrderListAnswer,
  PackingSlipsAnswer,
  RefundAnswer,
  ShipAnswer,
  StockChangeAnswer,
  StockOverviewAnswer,
} from '#domain/answers';
import { ConsoleDashboardAnswer } from '#domain/subscription-admin';
import { type ApiCall, ApiCallError, callApi, callApiForFile } from '../../lib/api-client';
import { followUpCalls } from './follow-up-api';

/**
 * The console's side of /api/admin/*, through the one API client. Every call carries the
 * operator's Firebase ID token in the Authorization header (never a cookie: no other site can
 * make the browser send it).
 */

/** Gets the operator's ID token; `forceRefresh` asks Firebase for one with today's claims. */
export type IdTokenGetter = (options?: { forceRefresh?: boolean }) => Promise<string | null>;

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/** The query string of a request, without empty values. */
function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Says a failed call in the console's language (console-copy.ts's `errorText`). */
export type ErrorWords = (error: ApiCallError) => string;

export function createConsoleApi(getIdToken: IdTokenGetter, errorText: ErrorWords) {
  /** The operator's token, or a 401 before anything is sent. */
  const token = async () => {
    const idToken = await getIdToken();
    if (!idToken) throw new ApiCallError(401, 'UNAUTHORIZED', 'Sign in to continue.');
    return idToken;
  };
  /**
   * Every failure leaves here in the console's words: the server answers codes and facts (its
   * `message` is English, for scripts), so a Spanish operator never reads an English sentence.
   */
  const worded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      const { status, code, issue, product, field, facts } = error;
      throw new ApiCallError(status, code, errorText(error), issue, product, field, facts);
    }
  };
  const call = <T>(request: Omit<ApiCall<T>, 'idToken'>) =>
    worded(async () => callApi({ ...request, idToken: await token() }));
  return {
    /** Who is signed in, if an operator: 401 or 403 otherwise. */
    me: (signal?: AbortSignal) => call({ path: '/api/admin/me', answer: OperatorAnswer, signal }),
    orders: (query: Record<string, string | undefined>, signal?: AbortSignal) =>
      call({ path: `/api/admin/orders${queryString(query)}`, answer: OrderListAnswer, signal }),
    exportOrders: (query: Record<string, string | undefined>) =>
      worded(async () =>
        callApiForFile(
          {
            path: `/api/admin/orders${queryString({ ...query, format: 'csv' })}`,
            idToken: await token(),
          },
          'text/csv',
        ),
      ),
    dashboard: (signal?: AbortSignal) =>
      call({ path: '/api/admin/dashboard', answer: ConsoleDashboardAnswer, signal }),
    order: (orderId: string, signal?: AbortSignal) =>
      call({ path: orderPath(orderId), answer: OrderDetailAnswer, signal }),
    ship: (
      orderId: string,
      body: { carrier: string; trackingNumber: string; carrierName?: string; trackingUrl?: string },
    ) => call({ method: 'POST', path: `${orderPath(orderId)}/ship`, body, answer: ShipAnswer }),
    deliver: (orderId: string) =>
      call({ method: 'POST', path: `${orderPath(orderId)}/deliver`, body: {}, answer: ShipAnswer }),
    packingSlips: (orderRefs: readonly string[], signal?: AbortSignal) =>
      call({
        path: `/api/admin/packing-slips${queryString({ orders: orderRefs.join(',') })}`,
        answer: PackingSlipsAnswer,
        signal,
      }),
    refund: (
      orderId: string,
      body: { amountCents: number | null; reason: string; requestId: string },
    ) => call({ method: 'POST', path: `${orderPath(orderId)}/refund`, body, answer: RefundAnswer }),
    approveCancellation: (orderId: string, requestId: string) =>
      call({
        method: 'POST',
        path: `${orderPath(orderId)}/cancellation/approve`,
        body: { requestId },
        answer: CancellationAnswer,
      }),
    declineCancellation: (orderId: string, reason: string) =>
      call({
        method: 'POST',
        path: `${orderPath(orderId)}/cancellation/decline`,
        body: { reason },
        answer: CancellationAnswer,
      }),
    attention: (signal?: AbortSignal) =>
      call({ path: '/api/admin/attention', answer: AttentionAnswer, signal }),
    stock: (signal?: AbortSignal) =>
      call({ path: '/api/admin/stock', answer: StockOverviewAnswer, signal }),
    /**
     * Any admin call, the operator's token sent and a refusal in the console's words: for views
     * loaded apart (the invoices view) that bring their own answers' schemas.
     */
    call,
    /** One file of an order's factura, as the buyer downloads it. */
    invoiceFile: (orderNumber: string, file: 'pdf' | 'xml') =>
      worded(async () =>
        callApiForFile(
          {
            path: `/api/orders/${encodeURIComponent(orderNumber)}/invoice/${file}`,
            idToken: await token(),
          },
          file === 'pdf' ? 'application/pdf' : 'application/xml',
        ),
      ),
    setStock: (productId: string, available: number | null) =>
      call({
        method: 'PUT',
        path: `/api/admin/products/${encodeURIComponent(productId)}/stock`,
        body: { available },
        answer: StockChangeAnswer,
      }),
    audit: (query: Record<string, string | undefined>, signal?: AbortSignal) =>
      call({ path: `/api/admin/audit${queryString(query)}`, answer: AuditAnswer, signal }),
    ...followUpCalls(call),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;
