import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureOrder, PaymentStepError } from './payments-client';

/** The capture step as the browser runs it: what counts as paid, and what is asked again. */

const INPUT = {
  type: 'product' as const,
  items: [{ id: 'octahedron', quantity: 1 }],
  address: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A capture answer as the server sends it (domain/answers.ts). */
const paid = (status: 'COMPLETED' | 'PENDING') =>
  json(200, {
    id: 'ORDER1',
    status,
    payer: { email_address: 'buyer@example.com', payer_id: 'PAYER1', name: 'Test Buyer' },
    total: '391.00',
    type: 'product',
    tipo: 'producto',
    codigo: null,
    fechaRegistro: '2026-11-24T12:00:00.000Z',
  });

function answers(...steps: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const step = steps.shift();
    if (!step) throw new Error('no more answers');
    if (step instanceof Error) throw step;
    return step;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const noWait = { wait: async () => {} };
const GUEST = { idToken: null, receiptToken: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('captureOrder', () => {
  it('treats a payment PayPal holds for review as paid', async () => {
    answers(paid('PENDING'));
    await expect(captureOrder('ORDER1', INPUT, GUEST, noWait)).resolves.toEqual({
      status: 'PENDING',
      payerEmail: 'buyer@example.com',
      subscriptionCode: null,
    });
  });

  it('asks again when no answer came back, with the same order, then succeeds', async () => {
    const fetchMock = answers(
      new TypeError('Failed to fetch'),
      json(502, { error: 'PAYPAL_UNAVAILABLE', message: 'PayPal is not answering' }),
      paid('COMPLETED'),
    );
    const credentials = { idToken: 'token', receiptToken: 'receipt-secret' };
    await expect(captureOrder('ORDER1', INPUT, credentials, noWait)).resolves.toMatchObject({
      status: 'COMPLETED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    for (const [url, init] of fetchMock.mock.calls as unknown as [string, RequestInit][]) {
      expect(url).toBe('/api/capture-order/ORDER1');
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer token');
      // The proof that this browser is the buyer's, so the answer may name the payer.
      expect(new Headers(init.headers).get('x-receipt-token')).toBe('receipt-secret');
    }
  });

  it('gives up after three attempts without an answer', async () => {
    const fetchMock = answers(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
    );
    const error = await captureOrder('ORDER1', INPUT, GUEST, noWait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentStepError);
    // The capture may have been made: the payer is told to wait for the receipt, not to pay again.
    expect((error as PaymentStepError).outcome).toBe('wait');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not ask again when PayPal answered no (a declined card)', async () => {
    const fetchMock = answers(
      json(422, { error: 'INSTRUMENT_DECLINED', issue: 'INSTRUMENT_DECLINED', message: 'no' }),
    );
    const error = await captureOrder('ORDER1', INPUT, GUEST, noWait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentStepError);
    expect((error as PaymentStepError).outcome).toBe('choose-again');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [422, 'PAYMENT_REFUSED', 'choose-again'],
    [400, 'ORDER_MISMATCH', 'cart-changed'],
    [400, 'TYPE_MISMATCH', 'cart-changed'],
    [422, 'ORDER_DECLINED', 'pay-again'],
    [409, 'ORDER_CLOSED', 'pay-again'],
    [400, 'ADDRESS_REQUIRED', 'failed'],
  ])('says what the payer should do after a %i %s: %s', async (status, code, outcome) => {
    const fetchMock = answers(json(status, { error: code, message: 'no' }));
    const error = await captureOrder('ORDER1', INPUT, GUEST, noWait).catch((e: unknown) => e);
    expect((error as PaymentStepError).outcome).toBe(outcome);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells the payer to wait, not to pay again, when the capture stays unconfirmed', async () => {
    const unconfirmed = () =>
      json(503, { error: 'CAPTURE_UNCONFIRMED', message: 'PayPal has not confirmed it yet' });
    const fetchMock = answers(unconfirmed(), unconfirmed(), unconfirmed());
    const error = await captureOrder('ORDER1', INPUT, GUEST, noWait).catch((e: unknown) => e);
    expect((error as PaymentStepError).outcome).toBe('wait');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('refuses an answer that is not what the contract says, and does not ask again', async () => {
    const fetchMock = answers(json(200, { id: 'ORDER1', status: 'COMPLETED' }));
    const error = await captureOrder('ORDER1', INPUT, GUEST, noWait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentStepError);
    expect((error as PaymentStepError).code).toBe('UNEXPECTED_ANSWER');
    expect((error as PaymentStepError).outcome).toBe('failed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
