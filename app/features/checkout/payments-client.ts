import { CaptureOrderAnswer, CreateOrderAnswer } from '#domain/answers';
import { RECEIPT_TOKEN_HEADER } from '#domain/orders-api';
import type { CaptureOrderRequest, CreateOrderRequest } from '#domain/payments-api';
import { ApiCallError, callApi } from '../../lib/api-client';

/**
 * The browser's side of the payments API: create an order for the cart, capture it once the payer
 * approves. The server prices everything from the catalogue; the total we send is only checked.
 * Calls go through the one API client (app/lib/api-client.ts).
 */

export interface CaptureResult {
  /** Paid, or paid and held by PayPal for review (the buyer has paid either way). */
  status: 'COMPLETED' | 'PENDING';
  payerEmail: string | null;
  /** The subscription's SYN- code, for subscriptions. */
  subscriptionCode: string | null;
}

/**
 * What the payer should do after a failed capture:
 * - 'choose-again': PayPal declined the card or account, or wants the payer back: PayPal's window
 *   opens again (`actions.restart()`) for another way to pay, on the same order;
 * - 'pay-again': that order is closed and nothing was charged (the cart changed, or PayPal
 *   declined and completed it): the payer pays with a new order;
 * - 'wait': PayPal's word is not known yet; the shop finishes the payment and emails the receipt,
 *   so paying again would charge twice;
 * - 'failed': anything else.
 */
export type CaptureOutcome = 'choose-again' | 'pay-again' | 'cart-changed' | 'wait' | 'failed';

const CHOOSE_AGAIN = new Set(['INSTRUMENT_DECLINED', 'PAYMENT_REFUSED']);
const CART_CHANGED = new Set(['ORDER_MISMATCH', 'TYPE_MISMATCH']);
const PAY_AGAIN = new Set(['ORDER_DECLINED', 'ORDER_CLOSED']);

/** Why a payment step failed: the step, the API's code and PayPal's issue. */
export class PaymentStepError extends Error {
  constructor(
    readonly step: 'create' | 'capture',
    /** The API's code (INSTRUMENT_DECLINED, ORDER_CLOSED …), or HTTP_<status>. */
    readonly code: string,
    /** PayPal's own issue, when PayPal refused. */
    readonly issue: string | null,
    message: string,
    /** Nothing came back (the network, or the server was unreachable): trying again is safe. */
    readonly unanswered = false,
    /** The product the refusal names (`SOLD_OUT`: too few units left). */
    readonly product: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentStepError';
  }

  get outcome(): CaptureOutcome {
    if (CHOOSE_AGAIN.has(this.code)) return 'choose-again';
    if (CART_CHANGED.has(this.code)) return 'cart-changed';
    if (PAY_AGAIN.has(this.code)) return 'pay-again';
    // A capture the server may have made, or will: the reconciler finishes every approved order.
    if (this.step === 'capture' && (this.unanswered || this.code === 'CAPTURE_UNCONFIRMED')) {
      return 'wait';
    }
    return 'failed';
  }
}

/** The API client's error as a payment step's. */
function stepError(step: 'create' | 'capture', error: unknown): PaymentStepError {
  if (!(error instanceof ApiCallError)) throw error;
  return new PaymentStepError(
    step,
    error.code,
    error.issue,
    error.message,
    error.unanswered,
    error.product,
  );
}

export interface CreatedOrder {
  /** PayPal's order id: PayPal's buttons approve it, the capture names it. */
  id: string;
  /** The shop's number for it ('ELY-7K3M9Q'): what the buyer is told. */
  orderNumber: string;
  /** The secret of the order's receipt link; only the browser that creates the order gets it. */
  receiptToken: string | null;
}

export async function createOrder(
  input: CreateOrderRequest,
  idToken: string | null,
): Promise<CreatedOrder> {
  try {
    const created = await callApi({
      method: 'POST',
      path: '/api/create-order',
      body: input,
      idToken,
      answer: CreateOrderAnswer,
    });
    return {
      id: created.id,
      orderNumber: created.orderNumber,
      receiptToken: created.receiptToken,
    };
  } catch (error) {
    throw stepError('create', error);
  }
}

/** The capture is asked at most this many times; the server captures once whatever happens. */
const CAPTURE_ATTEMPTS = 3;

export interface CaptureOptions {
  /** Waits between attempts (the default waits 1 s, then 2 s). */
  wait?: (attempt: number) => Promise<void>;
}

const waitBeforeRetry = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, 1_000 * attempt));

/**
 * What proves the capture comes from the buyer: the order's receipt token (given to this browser
 * by the create call) and the signed-in payer's ID token. Without them the server captures all
 * the same, but keeps the address and the account it has, and says nothing of who paid.
 */
export interface PayerCredentials {
  idToken: string | null;
  receiptToken: string | null;
}

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

async function captureOnce(
  orderId: string,
  input: CaptureOrderRequest,
  { idToken, receiptToken }: PayerCredentials,
): Promise<CaptureResult> {
  let answer: CaptureOrderAnswer;
  try {
    answer = await callApi({
      method: 'POST',
      path: `/api/capture-order/${encodeURIComponent(orderId)}`,
      body: input,
      idToken,
      headers: receiptToken ? { [RECEIPT_TOKEN_HEADER]: receiptToken } : {},
      answer: CaptureOrderAnswer,
    });
  } catch (error) {
    throw stepError('capture', error);
  }
  if (answer.status !== 'COMPLETED' && answer.status !== 'PENDING') {
    throw new PaymentStepError('capture', 'UNEXPECTED_STATUS', null, `status ${answer.status}`);
  }
  return {
    status: answer.status,
    payerEmail: answer.payer.email_address,
    subscriptionCode: answer.codigo,
  };
}
