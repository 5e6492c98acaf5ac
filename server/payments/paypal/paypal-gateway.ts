import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import { z } from 'zod';
import type { Address } from '#domain/address';
import { findProduct } from '#domain/catalog';
import { parseAmount, toDecimal } from '#domain/money';
import type { PaymentMethod } from '#domain/order/payment';
import { DEFAULT_MAX_CONNECTIONS } from '../../platform/config';
import {
  type CaptureState,
  type CreateOrderCall,
  GatewayRefusal,
  GatewayUnavailable,
  type PaymentGateway,
  type ProviderOrder,
  type ProviderOrderState,
  type ProviderRefund,
  type RefundCall,
  type RefusalReason,
  type ShipTo,
  type WebhookDelivery,
  type WebhookNotice,
} from '../gateway';
import {
  type CaptureStatus,
  type CreateOrderBody,
  ErrorBody,
  Order,
  type OrderStatus,
  type PatchOperation,
  Refund,
  ShippingAddressOut,
  ShippingOut,
  TokenResponse,
  WebhookEvent,
  WebhookVerification,
} from './schemas';

/**
 * The only code that knows PayPal's wire format: OAuth client credentials (token cached until
 * shortly before it expires), create, capture and refund with a PayPal-Request-Id so retries act
 * once, webhook verification, bounded retries with backoff on 5xx and timeouts, and zod checks on
 * every answer. It speaks the shop's PaymentGateway: PayPal's statuses and error issues are
 * translated here and go no further.
 */

/** What the gateway sends: a subset of fetch's options that Node's and undici's fetch share. */
export interface PayPalRequestInit {
  method: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** What the gateway reads of an answer. */
export interface PayPalResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type PayPalFetch = (url: string, init: PayPalRequestInit) => Promise<PayPalResponse>;

export interface PayPalGatewayOptions {
  /** API origin (sandbox, live or the stand-in); a function when it is known only after listen. */
  baseUrl: string | (() => string);
  clientId: string;
  clientSecret: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts per call, first included. */
  maxAttempts?: number;
  /** First retry delay; doubles each time. */
  backoffMs?: number;
  /** Most connections open to PayPal at once (default: PAYPAL_MAX_CONNECTIONS' default). */
  maxConnections?: number;
  /** Replaces the gateway's own connection pool (tests). */
  fetch?: PayPalFetch;
  log?: { warn(details: object, message: string): void };
}

/** PayPal answered with an error body (4xx), e.g. INSTRUMENT_DECLINED or RESOURCE_NOT_FOUND. */
class PayPalApiError extends Error {
  override name = 'PayPalApiError';
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | null,
    readonly debugId: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** PayPal could not be reached or kept failing (5xx, timeouts, unreadable answers). */
export class PayPalUnavailableError extends GatewayUnavailable {
  override name = 'PayPalUnavailableError';
}

/** Answers worth another attempt: PayPal's own failures and rate limiting. */
const RETRYABLE_STATUS = (status: number) => status >= 500 || status === 429;
/** Refresh the token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class PayPalGateway implements PaymentGateway {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly fetch: PayPalFetch;
  /** The gateway's own connection pool; null when a fetch was given. */
  private readonly pool: Agent | null;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;

  constructor(private readonly options: PayPalGatewayOptions) {
    if (options.fetch) {
      this.pool = null;
      this.fetch = options.fetch;
    } else {
      const pool = new Agent({ connections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS });
      this.pool = pool;
      this.fetch = (url, init) => requestThrough(pool, url, init);
    }
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.backoffMs = options.backoffMs ?? 300;
  }

  /**
   * Calls under way on the pool's connections and calls waiting for one, summed over PayPal's
   * origins; null when a fetch was given instead of the gateway's own pool.
   */
  poolStats(): { running: number; queued: number } | null {
    if (!this.pool) return null;
    let running = 0;
    let queued = 0;
    for (const stats of Object.values(this.pool.stats)) {
      running += stats.running;
      queued += 'queued' in stats ? stats.queued : stats.pending - stats.running;
    }
    return { running, queued };
  }

  /** Closes the connections to PayPal; calls still under way finish first. */
  async close(): Promise<void> {
    await this.pool?.close();
  }

  private get baseUrl(): string {
    const { baseUrl } = this.options;
    return (typeof baseUrl === 'function' ? baseUrl() : baseUrl).replace(/\/+$/, '');
  }

  async createOrder(call: CreateOrderCall): Promise<{ id: string }> {
    const body = createOrderBody(call);
    const order = await this.translated('create', () =>
      this.call('POST', '/v2/checkout/orders', Order, {
        body,
        headers: { 'PayPal-Request-Id': call.requestId, Prefer: 'return=minimal' },
      }),
    );
    return { id: order.id };
  }

  /**
   * Sets where the order ships: a JSON Patch of the purchase unit's shipping address, `replace`
   * where PayPal holds one (every order created with an address; once approved, the payer's own)
   * and `add` where it holds none, as PayPal reads the two ("Cannot replace a property thats not
   * present, use add"). The name is sent at create and nothing changes it afterwards.
   */
  async updateShipping(orderId: string, address: Address): Promise<void> {
    const value = paypalAddress(address);
    const patch = (op: PatchOperation['op']) =>
      this.translated('update', () =>
        this.call('PATCH', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, NoContent, {
          body: [
            { op, path: `${DEFAULT_UNIT}/shipping/address`, value },
          ] satisfies PatchOperation[],
        }),
      );
    try {
      await patch('replace');
    } catch (error) {
      if (!(error instanceof GatewayRefusal && error.issue === 'INVALID_PATCH_OPERATION'))
        throw error;
      await patch('add');
    }
  }

  async captureOrder(orderId: string, requestId: string): Promise<ProviderOrder> {
    const order = await this.translated('capture', () =>
      this.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, Order, {
        body: {},
        headers: { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' },
      }),
    );
    return toProviderOrder(order);
  }

  async getOrder(orderId: string, options: { attempts?: number } = {}): Promise<ProviderOrder> {
    const order = await this.translated('get', () =>
      this.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, Order, {
        attempts: options.attempts,
      }),
    );
    return toProviderOrder(order);
  }

  async getRefund(refundId: string): Promise<ProviderRefund> {
    const refund = await this.translated('get', () =>
      this.call('GET', `/v2/payments/refunds/${encodeURIComponent(refundId)}`, Refund),
    );
    return toProviderRefund(refund, 0);
  }

  async refundCapture(call: RefundCall): Promise<ProviderRefund> {
    const body = {
      ...(call.amountCents === null
        ? {}
        : { amount: { currency_code: 'USD', value: toDecimal(call.amountCents) } }),
      ...(call.note ? { note_to_payer: call.note.slice(0, 255) } : {}),
    };
    const refund = await this.translated('refund', () =>
      this.call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(call.captureId)}/refund`,
        Refund,
        {
          body,
          headers: { 'PayPal-Request-Id': call.requestId, Prefer: 'return=representation' },
        },
      ),
    );
    return toProviderRefund(refund, call.amountCents ?? 0);
  }

  /**
   * Asks PayPal whether it sent this event (POST /v1/notifications/verify-webhook-signature),
   * with the transmission headers and the event's bytes exactly as received (PayPal signed those
   * bytes: a re-serialised event, `\u00e9` turned into `é`, would never verify); then reads what
   * the event is about.
   */
  async readWebhook({ headers, body, webhookId }: WebhookDelivery): Promise<WebhookNotice | null> {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const fields = {
      auth_algo: header('paypal-auth-algo'),
      cert_url: header('paypal-cert-url'),
      transmission_id: header('paypal-transmission-id'),
      transmission_sig: header('paypal-transmission-sig'),
      transmission_time: header('paypal-transmission-time'),
    };
    if (Object.values(fields).some((value) => value === undefined)) return null;
    let event: unknown;
    try {
      event = JSON.parse(body);
    } catch {
      return null;
    }
    const parsed = WebhookEvent.safeParse(event);
    if (!parsed.success) return null;
    // The envelope is ours to write; the event goes in verbatim.
    const envelope = JSON.stringify({ ...fields, webhook_id: webhookId });
    const request = `${envelope.slice(0, -1)},"webhook_event":${body}}`;
    const answer = await this.translated('verify', () =>
      this.call('POST', '/v1/notifications/verify-webhook-signature', WebhookVerification, {
        rawBody: request,
      }),
    );
    if (answer.verification_status !== 'SUCCESS') return null;
    return toWebhookNotice(parsed.data);
  }

  /**
   * A call to another of PayPal's REST APIs (Subscriptions v1, Catalog Products v1: the
   * subscriptions area speaks them) through this gateway: its token, connection pool, retries and
   * answer checks. PayPal's refusals come back as GatewayRefusal ('not-found' for a 404).
   */
  async request<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<z.infer<T>> {
    return this.translated('other', () => this.call(method, path, schema, init));
  }

  /** Runs a call and turns PayPal's refusals into the shop's. */
  private async translated<T>(
    operation: 'create' | 'update' | 'capture' | 'get' | 'refund' | 'verify' | 'other',
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PayPalApiError)) throw error;
      const reason = refusalReason(operation, error);
      const field = reason === 'address-refused' ? ADDRESS_ISSUES[error.issue ?? ''] : undefined;
      throw new GatewayRefusal(reason, error.issue, error.message, {
        paypalStatus: error.status,
        paypalError: error.errorName,
        debugId: error.debugId,
        ...(field ? { field } : {}),
      });
    }
  }

  /** One API call with retries; a 401 refreshes the token once. */
  private async call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: T,
    /** `body` is serialised; `rawBody` is sent as it is (JSON text written elsewhere). */
    init: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      /** At most this many attempts (default: the gateway's). */
      attempts?: number | undefined;
    } = {},
  ): Promise<z.infer<T>> {
    let refreshedToken = false;
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    return this.withRetries(`${method} ${path}`, init.attempts, async () => {
      const token = await this.accessToken();
      const response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 401 && !refreshedToken) {
        refreshedToken = true;
        this.token = null;
        return retry(new PayPalUnavailableError('PayPal refused the access token'), 0);
      }
      return parseAnswer(response, schema);
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    // Concurrent requests share one token request.
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const credentials = Buffer.from(
      `${this.options.clientId}:${this.options.clientSecret}`,
    ).toString('base64');
    const answer = await this.withRetries('POST /v1/oauth2/token', undefined, async () => {
      const response = await this.fetch(`${this.baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (response.status === 401 || response.status === 403) {
        throw new PayPalUnavailableError(
          'PayPal refused the client credentials: check PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
        );
      }
      return parseAnswer(response, TokenResponse);
    });
    const lifetimeMs = answer.expires_in * 1000;
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, lifetimeMs / 2),
    };
    return answer.access_token;
  }

  private async withRetries<T>(
    label: string,
    attempts: number | undefined,
    attempt: () => Promise<T>,
  ): Promise<T> {
    const maxAttempts = Math.max(1, Math.min(attempts ?? this.maxAttempts, this.maxAttempts));
    let lastError: unknown;
    for (let number = 1; number <= maxAttempts; number += 1) {
      try {
        return await attempt();
      } catch (error) {
        const retryable = error instanceof Retry ? error : asRetryable(error);
        if (!retryable) throw error;
        lastError = retryable.cause;
        if (number === maxAttempts) break;
        const delay =
          retryable.delayMs ??
          this.backoffMs * 2 ** (number - 1) + Math.random() * (this.backoffMs / 2);
        this.options.log?.warn(
          { call: label, attempt: number, err: retryable.cause },
          'PayPal call failed; retrying',
        );
        await sleep(delay);
      }
    }
    if (lastError instanceof PayPalUnavailableError) throw lastError;
    throw new PayPalUnavailableError(
      `PayPal did not answer ${label} after ${maxAttempts} attempts: ${describe(lastError)}`,
      { cause: lastError },
    );
  }
}

/**
 * A call through undici's own `request` on the gateway's pool. fetch (WHATWG streams, an
 * AbortSignal and a Request object per call) took half the CPU of a whole purchase in the floor
 * server's profile (bench/README.md); `request` answers the same with a plain stream. Network
 * failures surface as fetch's do (a TypeError), a timeout as the signal's own error, so the retry
 * rules stay the same.
 */
async function requestThrough(
  pool: Agent,
  url: string,
  init: PayPalRequestInit,
): Promise<PayPalResponse> {
  const target = new URL(url);
  let response: Awaited<ReturnType<Agent['request']>>;
  try {
    response = await pool.request({
      origin: target.origin,
      path: `${target.pathname}${target.search}`,
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal.aborted) throw init.signal.reason;
    throw new TypeError(`PayPal request failed: ${describe(error)}`, { cause: error });
  }
  const { statusCode, headers, body } = response;
  return {
    status: statusCode,
    ok: statusCode >= 200 && statusCode < 300,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return (Array.isArray(value) ? value[0] : value) ?? null;
      },
    },
    async text() {
      try {
        return await body.text();
      } catch (error) {
        if (init.signal.aborted) throw init.signal.reason;
        throw new TypeError(`PayPal's answer was cut off: ${describe(error)}`, { cause: error });
      }
    },
  };
}

/** Marks an attempt that failed in a way worth repeating. */
class Retry extends Error {
  constructor(
    override readonly cause: unknown,
    readonly delayMs?: number,
  ) {
    super('retry');
  }
}

function retry(cause: unknown, delayMs?: number): never {
  throw new Retry(cause, delayMs);
}

/** Timeouts and network failures are retried; everything else is final. */
function asRetryable(error: unknown): Retry | null {
  if (error instanceof PayPalApiError || error instanceof PayPalUnavailableError) return null;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new Retry(new PayPalUnavailableError('PayPal timed out', { cause: error }));
  }
  if (error instanceof TypeError) return new Retry(error); // fetch's network failure
  return null;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function parseAnswer<T extends z.ZodType>(
  response: PayPalResponse,
  schema: T,
): Promise<z.infer<T>> {
  const text = await response.text();
  // A PATCH answers 204 with no body at all.
  if (response.status === 204) return schema.parse(undefined);
  if (RETRYABLE_STATUS(response.status)) {
    const retryAfter = Number(response.headers.get('retry-after'));
    retry(
      new PayPalUnavailableError(`PayPal answered ${response.status}`),
      response.status === 429 && retryAfter > 0 ? Math.min(retryAfter * 1000, 5_000) : undefined,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PayPalUnavailableError(
      `PayPal answered ${response.status} with a body that is not JSON`,
    );
  }
  if (!response.ok) {
    const error = ErrorBody.safeParse(json);
    if (!error.success) {
      throw new PayPalUnavailableError(
        `PayPal answered ${response.status} with an unknown error body`,
      );
    }
    const detail = error.data.details?.[0];
    throw new PayPalApiError(
      response.status,
      error.data.name,
      detail?.issue ?? null,
      error.data.debug_id ?? null,
      detail?.description ?? error.data.message,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new PayPalUnavailableError(
      `PayPal's answer does not match the contract: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

/** What a 204 answer holds. */
const NoContent = z.undefined();

/** The one purchase unit's path in a JSON Patch (its reference_id is always 'default'). */
const DEFAULT_UNIT = "/purchase_units/@reference_id=='default'";

/** The shop's address as PayPal's `address_portable`, refused here if PayPal's contract would. */
function paypalAddress(address: Address): ShippingAddressOut {
  return checkedOut(ShippingAddressOut, {
    address_line_1: address.street,
    ...(address.line2 ? { address_line_2: address.line2 } : {}),
    admin_area_2: address.city,
    // An ISO 3166-2 code where the country has a list ('CMX', 'TX'): "CA and not California".
    admin_area_1: address.state,
    postal_code: address.zip,
    country_code: address.country,
  });
}

function checkedOut<T extends z.ZodType>(schema: T, value: z.input<T>): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  // A bug of ours (the API's own checks let it through): nothing is sent.
  throw new Error(
    `the shop built a request PayPal's contract refuses: ${parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')}`,
  );
}

/**
 * Where a shipped order goes is sent with it, and the payer may not pick another
 * (SET_PROVIDED_ADDRESS): PayPal's Seller Protection covers shipments to the transaction's
 * address. An order that ships nothing hides the question (NO_SHIPPING); one created without an
 * address (it comes with the capture, patched in first) leaves PayPal's default.
 */
function createOrderBody({
  totalCents,
  lines,
  shipsGoods,
  shipTo,
}: CreateOrderCall): CreateOrderBody {
  const total = toDecimal(totalCents);
  const shipping = shipTo ? paypalShipping(shipTo) : undefined;
  return {
    intent: 'CAPTURE',
    payment_source: {
      paypal: {
        experience_context: {
          shipping_preference: !shipsGoods
            ? 'NO_SHIPPING'
            : shipping
              ? 'SET_PROVIDED_ADDRESS'
              : 'GET_FROM_FILE',
        },
      },
    },
    purchase_units: [
      {
        reference_id: 'default',
        ...(shipping ? { shipping } : {}),
        amount: {
          currency_code: 'USD',
          value: total,
          breakdown: { item_total: { currency_code: 'USD', value: total } },
        },
        items: lines.map((line) => ({
          name: line.title.slice(0, 127),
          quantity: String(line.quantity),
          sku: line.id,
          category: findProduct(line.id)?.shipsGoods ? 'PHYSICAL_GOODS' : 'DIGITAL_GOODS',
          unit_amount: { currency_code: 'USD', value: toDecimal(line.unitPriceCents) },
        })),
      },
    ],
  };
}

function paypalShipping({ name, address }: ShipTo): ShippingOut {
  return checkedOut(ShippingOut, {
    ...(name?.trim() ? { name: { full_name: name.trim() } } : {}),
    address: paypalAddress(address),
  });
}

/** PayPal's amounts are decimal strings ('391.00'); the shop counts integer cents. */
function amountCents(value: string): number {
  const cents = parseAmount(value);
  if (cents === null)
    throw new PayPalUnavailableError(`PayPal sent an amount that is not one: ${value}`);
  return cents;
}

const REFUND_REFUSALS = new Set([
  'REFUND_AMOUNT_EXCEEDED',
  'CAPTURE_FULLY_REFUNDED',
  'REFUND_NOT_ALLOWED',
  'REFUND_TIME_LIMIT_EXCEEDED',
  'PARTIAL_REFUND_NOT_ALLOWED',
  'TRANSACTION_REFUSED',
]);

/**
 * Capture refusals that send the payer back to PayPal to choose another way to pay (PayPal's
 * "handle payment failures" guide: restart the buttons).
 */
const PAYER_MUST_CHOOSE_AGAIN = new Set([
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACTION_REQUIRED',
]);

/**
 * Capture refusals (422, checkout_orders_v2.json) about the payer, their account or the
 * transaction, after which PayPal has not captured and the same approval cannot be captured.
 */
const PAYER_REFUSALS = new Set([
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'COMPLIANCE_VIOLATION',
  'TRANSACTION_LIMIT_EXCEEDED',
  'TRANSACTION_RECEIVING_LIMIT_EXCEEDED',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'CARD_BRAND_NOT_SUPPORTED',
  'DOMESTIC_TRANSACTION_REQUIRED',
  'DECLINED_DUE_TO_RELATED_TXN',
  'PAYEE_BLOCKED_TRANSACTION',
  'TRANSACTION_BLOCKED_BY_PAYEE',
  'REFERENCED_CARD_EXPIRED',
]);

/**
 * PayPal's refusals of a shipping address at create or update, and the field of the shop's
 * address each is about (null: PayPal does not say).
 */
const ADDRESS_ISSUES: Record<string, string | null> = {
  CITY_REQUIRED: 'city',
  POSTAL_CODE_REQUIRED: 'zip',
  INVALID_COUNTRY_CODE: 'country',
  SHIPPING_ADDRESS_INVALID: null,
  MISSING_SHIPPING_ADDRESS: null,
};

function refusalReason(operation: string, error: PayPalApiError): RefusalReason {
  if (error.status === 404) return 'not-found';
  const issue = error.issue ?? '';
  if (PAYER_MUST_CHOOSE_AGAIN.has(issue)) return 'declined';
  switch (issue) {
    case 'ORDER_NOT_APPROVED':
      return 'not-approved';
    case 'ORDER_ALREADY_CAPTURED':
    // A PATCH of an order PayPal has captured.
    case 'ORDER_ALREADY_COMPLETED':
      return 'already-captured';
  }
  if ((operation === 'create' || operation === 'update') && issue in ADDRESS_ISSUES) {
    return 'address-refused';
  }
  if (operation === 'capture' && error.status === 422 && PAYER_REFUSALS.has(issue)) {
    return 'payer-refused';
  }
  return operation === 'refund' && REFUND_REFUSALS.has(issue) ? 'refund-refused' : 'refused';
}

function toProviderRefund(refund: Refund, requestedCents: number): ProviderRefund {
  return {
    id: refund.id,
    state:
      refund.status === 'COMPLETED'
        ? 'completed'
        : refund.status === 'PENDING'
          ? 'pending'
          : 'failed',
    amountCents: refund.amount ? amountCents(refund.amount.value) : requestedCents,
  };
}

const WEBHOOK_KINDS: Record<string, WebhookNotice['kind']> = {
  'CHECKOUT.ORDER.APPROVED': 'order-approved',
  'CHECKOUT.PAYMENT-APPROVAL.REVERSED': 'approval-reversed',
  'PAYMENT.CAPTURE.COMPLETED': 'capture-completed',
  'PAYMENT.CAPTURE.PENDING': 'capture-pending',
  'PAYMENT.CAPTURE.DENIED': 'capture-denied',
  'PAYMENT.CAPTURE.REFUNDED': 'capture-refunded',
  'PAYMENT.CAPTURE.REVERSED': 'capture-reversed',
  'PAYMENT.REFUND.PENDING': 'refund-pending',
  'PAYMENT.REFUND.FAILED': 'refund-failed',
};

/** Events whose resource is a refund: its "up" link names the capture. */
const REFUND_EVENTS = new Set<WebhookNotice['kind']>([
  'capture-refunded',
  'capture-reversed',
  'refund-pending',
  'refund-failed',
]);

/**
 * Order events carry the order (CHECKOUT.ORDER.APPROVED as the resource's `id`,
 * CHECKOUT.PAYMENT-APPROVAL.REVERSED as its `order_id`); capture events the capture, with its
 * order in supplementary_data; refund and reversal events the refund, whose "up" link is the
 * capture.
 */
function toWebhookNotice(event: WebhookEvent): WebhookNotice {
  const kind = WEBHOOK_KINDS[event.event_type] ?? 'other';
  const resource = event.resource ?? {};
  const relatedOrder = resource.supplementary_data?.related_ids?.order_id ?? null;
  const upLink = resource.links?.find((link) => link.rel === 'up')?.href ?? null;
  const captureFromLink = upLink ? (/\/captures\/([^/?#]+)/.exec(upLink)?.[1] ?? null) : null;
  let orderId: string | null = relatedOrder;
  let captureId: string | null = null;
  let refundId: string | null = null;
  if (kind === 'order-approved') orderId = resource.id ?? null;
  else if (kind === 'approval-reversed') orderId = resource.order_id ?? null;
  else if (REFUND_EVENTS.has(kind)) {
    captureId = captureFromLink;
    refundId = resource.id ?? null;
  } else if (kind !== 'other') captureId = resource.id ?? null;
  const subscriptionId = event.event_type.startsWith('BILLING.SUBSCRIPTION.')
    ? (resource.id ?? null)
    : event.event_type.startsWith('PAYMENT.SALE.')
      ? (resource.billing_agreement_id ?? null)
      : null;
  // A sale's refund (Subscriptions v1): the resource is the refund, its sale in `sale_id`.
  const saleRefund =
    event.event_type === 'PAYMENT.SALE.REFUNDED' || event.event_type === 'PAYMENT.SALE.REVERSED';
  return {
    eventId: event.id,
    eventType: event.event_type,
    kind,
    orderId,
    captureId,
    refundId: saleRefund ? (resource.id ?? null) : refundId,
    sentAt: event.create_time ?? null,
    subscriptionId,
    saleId: saleRefund ? (resource.sale_id ?? null) : null,
  };
}

const ORDER_STATES: Record<OrderStatus, ProviderOrderState> = {
  CREATED: 'created',
  SAVED: 'created',
  PAYER_ACTION_REQUIRED: 'created',
  APPROVED: 'approved',
  COMPLETED: 'completed',
  VOIDED: 'voided',
};

const CAPTURE_STATES: Record<CaptureStatus, CaptureState> = {
  COMPLETED: 'completed',
  PENDING: 'pending',
  DECLINED: 'declined',
  FAILED: 'declined',
  PARTIALLY_REFUNDED: 'partially-refunded',
  REFUNDED: 'refunded',
};

function toProviderOrder(order: Order): ProviderOrder {
  const payments = order.purchase_units?.[0]?.payments;
  // This shop makes one purchase unit with one capture per order.
  const capture = payments?.captures?.[0];
  const refundedCents = (payments?.refunds ?? [])
    .filter((refund) => refund.status === 'COMPLETED' && refund.amount)
    .reduce((sum, refund) => sum + amountCents(refund.amount?.value ?? '0'), 0);
  const wallet = order.payment_source?.paypal;
  const name = wallet?.name ?? order.payer?.name;
  const fullName = [name?.given_name, name?.surname].filter(Boolean).join(' ');
  return {
    id: order.id,
    state: ORDER_STATES[order.status],
    capture: capture
      ? {
          id: capture.id,
          state: CAPTURE_STATES[capture.status],
          amountCents: capture.amount ? amountCents(capture.amount.value) : null,
          refundedCents,
        }
      : null,
    payer: {
      // payer.email_address is deprecated in favour of payment_source.paypal; cards may have none.
      email_address: wallet?.email_address ?? order.payer?.email_address ?? null,
      payer_id: wallet?.account_id ?? order.payer?.payer_id ?? null,
      name: fullName || order.payment_source?.card?.name || null,
      method: paymentMethodOf(order),
    },
  };
}

/** How the buyer paid, from the order's `payment_source` (what the order page shows). */
function paymentMethodOf(order: Order): PaymentMethod | null {
  const card = order.payment_source?.card;
  if (card)
    return { kind: 'card', brand: card.brand ?? null, lastDigits: card.last_digits ?? null };
  return order.payment_source?.paypal ? { kind: 'paypal' } : null;
}
