import { RECEIPT_TOKEN_HEADER } from '../../../domain/orders-api';
import type {
  CaptureOrderRequest,
  CaptureOrderResponse,
  CreateOrderRequest,
} from '../../../domain/payments-api';

/**
 * The browser's side of the payments API: create an order for the cart, capture it once the payer
 * approves. The server prices everything from the catalogue; the total we send is only checked.
 * The request and answer shapes are the payments contract's (domain/payments-api.ts), imported
 * as types only: no schema code comes to the browser.
 */

export interface CaptureResult {
  /** Paid, or paid and held by PayPal for review (the buyer has paid either way). */
  status: 'COMPLETED' | 'PENDING';
  payerEmail: string | null;
  /** The subscription's SYN- code, for subscriptions. */
  codigo: string | null;
}

/** Why a payment step failed: the step, and for a capture whether PayPal declined the payer. */
export class PaymentStepError extends Error {
  constructor(
    readonly step: 'create' | 'capture',
    readonly issue: string | null,
    message: string,
    /** Nothing came back (the network, or the server was unreachable): trying again is safe. */
    readonly unanswered = false,
  ) {
    super(message);
    this.name = 'PaymentStepError';
  }

  get declined(): boolean {
    return this.issue === 'INSTRUMENT_DECLINED';
  }
}

interface Answer {
  ok: boolean;
  status: number;
  data: Record<string, unknown>;
}

async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, data: isRecord(data) ? data : {} };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

const bearer = (idToken: string | null): Record<string, string> =>
  idToken ? { authorization: `Bearer ${idToken}` } : {};

export interface CreatedOrder {
  id: string;
  /** The secret of the order's receipt link; only the browser that creates the order gets it. */
  receiptToken: string | null;
}

export async function createOrder(
  input: CreateOrderRequest,
  idToken: string | null,
): Promise<CreatedOrder> {
  let result: Answer;
  try {
    result = await postJson('/api/create-order', input, bearer(idToken));
  } catch (error) {
    throw new PaymentStepError('create', null, `network error: ${String(error)}`, true);
  }
  const id = text(result.data.id);
  if (!result.ok || !id) {
    throw new PaymentStepError(
      'create',
      text(result.data.error),
      text(result.data.message) ?? `HTTP ${result.status}`,
    );
  }
  return { id, receiptToken: text(result.data.receiptToken) };
}

/** Answers worth asking again: the server or PayPal did not get to an answer. */
const RETRYABLE_STATUS = new Set([502, 503, 504]);
/** The capture is asked at most this many times; the server captures once whatever happens. */
const CAPTURE_ATTEMPTS = 3;

export interface CaptureOptions {
  /** Waits between attempts (the default waits 1 s, then 2 s). */
  wait?: (attempt: number) => Promise<void>;
}

const waitBeforeRetry = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 1_000 * attempt));

/**
 * Captures the approved order. A capture that got no answer (the network, a 502/503) is asked
 * again before any error is shown: the server captures an order once, whatever the retries, so
 * a payer who has paid is never told otherwise.
 */
export async function captureOrder(
  orderId: string,
  input: CaptureOrderRequest,
  credentials: PayerCredentials,
  { wait = waitBeforeRetry }: CaptureOptions = {},
): Promise<CaptureResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await captureOnce(orderId, input, credentials);
    } catch (error) {
      const retry =
        error instanceof PaymentStepError && error.unanswered && attempt < CAPTURE_ATTEMPTS;
      if (!retry) throw error;
      await wait(attempt);
    }
  }
}

/**
 * What proves the capture comes from the buyer: the order's receipt token (given to this browser
 * by the create call) and the signed-in payer's ID token. Without them the server captures all
 * the same, but keeps the address and the account it has, and says nothing of who paid.
 */
export interface PayerCredentials {
  idToken: string | null;
  receiptToken: string | null;
}

async function captureOnce(
  orderId: string,
  input: CaptureOrderRequest,
  { idToken, receiptToken }: PayerCredentials,
): Promise<CaptureResult> {
  let result: Answer;
  try {
    result = await postJson(`/api/capture-order/${encodeURIComponent(orderId)}`, input, {
      ...bearer(idToken),
      ...(receiptToken ? { [RECEIPT_TOKEN_HEADER]: receiptToken } : {}),
    });
  } catch (error) {
    throw new PaymentStepError('capture', null, `network error: ${String(error)}`, true);
  }
  const data = result.data as Partial<CaptureOrderResponse> & Record<string, unknown>;
  const status = data.status;
  if (!result.ok || (status !== 'COMPLETED' && status !== 'PENDING')) {
    throw new PaymentStepError(
      'capture',
      text(data.issue) ?? text(data.error),
      text(data.message) ?? `HTTP ${result.status}, status ${String(status ?? 'unknown')}`,
      RETRYABLE_STATUS.has(result.status),
    );
  }
  const payer: Record<string, unknown> = isRecord(data.payer) ? data.payer : {};
  return { status, payerEmail: text(payer.email_address), codigo: text(data.codigo) };
}
