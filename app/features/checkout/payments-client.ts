import type { Address } from '../../../domain/address';

/**
 * The browser's side of the payments API: create an order for the cart, capture it once the payer
 * approves. The server prices everything from the catalogue; the total we send is only checked.
 */

export type PurchaseType = 'product' | 'subscription';

export interface OrderLine {
  id: string;
  quantity: number;
}

export interface CaptureResult {
  status: string;
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
  ) {
    super(message);
    this.name = 'PaymentStepError';
  }

  get declined(): boolean {
    return this.issue === 'INSTRUMENT_DECLINED';
  }
}

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
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

export async function createOrder(input: {
  items: readonly OrderLine[];
  total: number;
  type: PurchaseType;
}): Promise<string> {
  let result: Awaited<ReturnType<typeof postJson>>;
  try {
    result = await postJson('/api/create-order', input);
  } catch (error) {
    throw new PaymentStepError('create', null, `network error: ${String(error)}`);
  }
  const id = text(result.data.id);
  if (!result.ok || !id) {
    throw new PaymentStepError(
      'create',
      text(result.data.error),
      text(result.data.message) ?? `HTTP ${result.status}`,
    );
  }
  return id;
}

export async function captureOrder(
  orderId: string,
  input: { type: PurchaseType; items: readonly OrderLine[]; address: Address | null },
  idToken: string | null,
): Promise<CaptureResult> {
  let result: Awaited<ReturnType<typeof postJson>>;
  try {
    result = await postJson(
      `/api/capture-order/${encodeURIComponent(orderId)}`,
      input,
      idToken ? { authorization: `Bearer ${idToken}` } : {},
    );
  } catch (error) {
    throw new PaymentStepError('capture', null, `network error: ${String(error)}`);
  }
  const status = text(result.data.status);
  if (!result.ok || status !== 'COMPLETED') {
    throw new PaymentStepError(
      'capture',
      text(result.data.issue) ?? text(result.data.error),
      text(result.data.message) ?? `HTTP ${result.status}, status ${status ?? 'unknown'}`,
    );
  }
  const payer = isRecord(result.data.payer) ? result.data.payer : {};
  return { status, payerEmail: text(payer.email_address), codigo: text(result.data.codigo) };
}
