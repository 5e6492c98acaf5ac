import { setTimeout as sleep } from 'node:timers/promises';
import { Agent } from 'undici';
import type { z } from 'zod';
import { DEFAULT_MAX_CONNECTIONS } from '../../platform/config';
import { GatewayUnavailable } from '../gateway';
import { ErrorBody, TokenResponse } from './schemas';

/**
 * PayPal's REST APIs over HTTP, whatever the API: OAuth client credentials (the token cached
 * until shortly before it expires, one token request shared by concurrent calls, refreshed once
 * on a 401), a pool of connections, a timeout per attempt, bounded retries with backoff on 5xx,
 * 429 (its Retry-After), timeouts and network failures (the caller's PayPal-Request-Id goes with
 * every attempt, so a retry acts once), and a zod check of every answer. PayPal's error bodies
 * come back as PayPalApiError; what the shop makes of them, and of PayPal's shapes, is
 * paypal-gateway.ts's business (with orders-v2.ts, refusals.ts, webhook-events.ts).
 */

/** What the client sends: a subset of fetch's options that Node's and undici's fetch share. */
export interface PayPalRequestInit {
  method: 'GET' | 'POST' | 'PATCH';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** What the client reads of an answer. */
export interface PayPalResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type PayPalFetch = (url: string, init: PayPalRequestInit) => Promise<PayPalResponse>;

export interface PayPalClientOptions {
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
  /** Replaces the client's own connection pool (tests). */
  fetch?: PayPalFetch;
  log?: { warn(details: object, message: string): void };
}

/** One call: `body` is serialised; `rawBody` is sent as it is (JSON text written elsewhere). */
export interface PayPalCallInit {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** At most this many attempts (default: the client's). */
  attempts?: number | undefined;
}

/** PayPal answered with an error body (4xx), e.g. INSTRUMENT_DECLINED or RESOURCE_NOT_FOUND. */
export class PayPalApiError extends Error {
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

export class PayPalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly fetch: PayPalFetch;
  /** The client's own connection pool; null when a fetch was given. */
  private readonly pool: Agent | null;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;

  constructor(private readonly options: PayPalClientOptions) {
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
   * origins; null when a fetch was given instead of the client's own pool.
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

  /** One API call with retries; a 401 refreshes the token once. */
  async call<T extends z.ZodType>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    schema: T,
    init: PayPalCallInit = {},
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

/** undici's codes for a call on a pool that is closing (`UND_ERR_CLOSED`) or closed. */
const POOL_CLOSED = new Set(['UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);

/**
 * A call through undici's own `request` on the client's pool. fetch (WHATWG streams, an
 * AbortSignal and a Request object per call) took half the CPU of a whole purchase in the floor
 * server's profile (bench/README.md); `request` answers the same with a plain stream. Network
 * failures surface as fetch's do (a TypeError), a timeout as the signal's own error, so the retry
 * rules stay the same; a call on a pool closed by a stopping server is `PayPalUnavailableError`,
 * which is not retried.
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
    // The client is closing or closed (the server is stopping): no later attempt can pass, so
    // none is made.
    if (POOL_CLOSED.has(String((error as { code?: unknown }).code))) {
      throw new PayPalUnavailableError('the client is closed: the server is stopping', {
        cause: error,
      });
    }
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
