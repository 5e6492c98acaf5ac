import { ADDRESS_INCOMPLETE_MESSAGE, type Address, sameAddress } from '#domain/address';
import type { Order } from '#domain/order/order';
import { ORDER_ID_PATTERN } from '#domain/order/order';
import { type Payment, toPagoRecord } from '#domain/order/payment';
import { priceOrder } from '#domain/order/pricing';
import type { CaptureOrderRequest, CaptureOrderResponse } from '#domain/payments-api';
import { ApiError } from '../platform/api-error';
import { tokenMatches } from '../platform/auth/tokens';
import { checkedAddress } from '../platform/checked-input';
import { expire, type PaymentsContext, RETRY_CHECK_S, type Source } from './context';
import {
  askProvider,
  captureUnconfirmed,
  declined,
  ORDER_CLOSED_MESSAGE,
  ORDER_DECLINED_MESSAGE,
  PAYER_REFUSED_MESSAGE,
  translate,
} from './errors';
import { GatewayRefusal, type ProviderOrder } from './gateway';
import { recordProviderOrder } from './record-payment';
import type { CaptureInputs } from './store';

/**
 * Capture: the payer's browser asks for the capture of the order it approved, and the shop
 * captures it once, whatever the retries, double clicks, concurrent requests, webhooks or
 * processes. `captureOrder` is the route's workflow; `finishCapture`, the capture itself, is
 * shared with the approval webhook and the reconciler (follow-paypal.ts).
 */

/** Who asks for a capture: the signed-in user, if any, and the receipt token they hold. */
export interface CaptureCaller {
  uid: string | null;
  /** The signed-in caller's own email, from their verified ID token. */
  email?: string | null;
  receiptToken: string | null;
}

/**
 * The payer's browser asks for the capture of the order it approved. Anyone may ask (the order
 * id is no secret, and capturing an approved order twice captures it once), but only the buyer
 * (the receipt token the create call gave their browser, or the owner's ID token) may change
 * where it ships or whose it is, and only the buyer is told who paid.
 */
export async function captureOrder(
  ctx: PaymentsContext,
  orderId: string,
  input: CaptureOrderRequest,
  caller: CaptureCaller,
): Promise<CaptureOrderResponse> {
  // 1. The order, and whether the caller is its buyer.
  const found = await findOrder(ctx, orderId);
  if (!found) throw new ApiError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');
  const { order, payment: existing } = found;
  const buyer = isBuyer(order, caller);
  // 2. Paid is paid: whatever this request says, the answer is the record.
  if (existing) return answer(existing, buyer);

  // 3. The request checked against the order; a changed cart closes it.
  const checked = checkRequestAgainst(ctx, order, buyer ? input : { ...input, address: null });
  if (!checked.ok) {
    // The buyer is told to pay again: this order must then never be captured, by anyone.
    if (buyer && checked.closesOrder) {
      const paid = await closeRefusedOrder(ctx, order, checked.error);
      if (paid) return answer(paid, buyer);
    }
    throw checked.error;
  }
  const { address } = checked;

  // 4. What only the buyer may change: whose the order is, and where it ships.
  const uid = buyer ? caller.uid : null;
  if (uid && caller.email) {
    // Only a convenience for the order's emails: a failure here never touches the payment.
    await ctx.store
      .rememberBuyerEmail(orderId, { uid, email: caller.email })
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, orderId }, "could not keep the buyer's email"),
      );
  }
  // A new address reaches PayPal before the capture: its transaction records where the parcel
  // goes (Seller Protection covers that address). False: PayPal captured the order already.
  const newAddress =
    address !== null &&
    !sameAddress(address, order.address) &&
    (await shipTo(ctx, orderId, address));
  // Kept on the order by the very write that starts the capture (one round trip, #40).
  const inputs =
    newAddress || (uid !== null && uid !== order.uid)
      ? { address: newAddress ? address : null, uid }
      : undefined;

  // 5. The capture, and the record.
  const record = await finishCapture(
    ctx,
    { ...order, address: newAddress ? address : order.address, uid: uid ?? order.uid },
    'capture-route',
    null,
    inputs,
  );
  return answer(record, buyer);
}

/**
 * Captures the order with PayPal and records the payment. The intent is written first
 * (state 'capturing'), so an order caught mid-capture by a crash is the reconciler's first
 * job; the request id comes from the order and its attempt, so every capture of one attempt,
 * from anywhere, is one capture at PayPal. Whenever PayPal's answer to the capture is not a
 * clear yes or a clear no about this very order, PayPal's order is read before the payer is
 * told anything.
 */
export async function finishCapture(
  ctx: PaymentsContext,
  order: Order,
  source: Source,
  /** The order's record as just read (null: none), or undefined when not known. */
  known?: Payment | null,
  /** The address and buyer the payer's browser sent, kept as the capture starts (the route's). */
  inputs?: CaptureInputs,
): Promise<Payment> {
  const started = await ctx.store.startCapture(
    order.id,
    { source, kind: 'capture-started', details: { attempt: order.captureAttempt } },
    // Only the payer's own browser approves again after a decline (PayPal's buttons call it).
    { recheckInS: RETRY_CHECK_S, byPayer: source === 'capture-route', inputs },
  );
  if (!started) return settleWithoutCapturing(ctx, order, source);

  const requestId = `capture-${order.id}-${order.captureAttempt}`;
  let provider: ProviderOrder;
  try {
    provider = await ctx.gateway.captureOrder(order.id, requestId);
  } catch (error) {
    provider = await afterFailedCapture(ctx, order, source, error);
  }
  return recordCaptured(ctx, order, provider, source, known);
}

async function findOrder(
  ctx: PaymentsContext,
  orderId: string,
): Promise<{ order: Order; payment: Payment | null } | null> {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  try {
    return await ctx.store.findOrderWithPayment(orderId);
  } catch (error) {
    ctx.log.error({ err: error, orderId }, 'could not read an order');
    // Nothing has been captured yet: the visitor can simply try again.
    throw new ApiError(
      503,
      'STORE_UNAVAILABLE',
      'We could not complete the payment right now. Nothing was charged; please try again.',
    );
  }
}

/** The order's buyer: the browser holding its receipt token, or its signed-in owner. */
function isBuyer(order: Order, caller: CaptureCaller): boolean {
  const owner = caller.uid !== null && order.uid !== null && caller.uid === order.uid;
  return tokenMatches(order.receiptToken, caller.receiptToken) || owner;
}

/**
 * Checks the capture request against the order: the shipping address to use, or the refusal
 * (and whether it tells the buyer to pay again, which closes the order).
 */
function checkRequestAgainst(
  ctx: PaymentsContext,
  order: Order,
  input: CaptureOrderRequest,
): { ok: true; address: Address | null } | { ok: false; error: ApiError; closesOrder: boolean } {
  if (input.type !== order.type) {
    const error = new ApiError(
      400,
      'TYPE_MISMATCH',
      `This order is a ${order.type === 'subscription' ? 'subscription' : 'product purchase'}.`,
    );
    return { ok: false, error, closesOrder: true };
  }
  if (input.items) {
    const priced = priceOrder(input.items, input.type, ctx.now());
    const same =
      priced.ok &&
      priced.order.lines.length === order.items.length &&
      priced.order.lines.every((line) =>
        order.items.some((kept) => kept.id === line.id && kept.quantity === line.quantity),
      );
    if (!same) {
      const error = new ApiError(
        400,
        'ORDER_MISMATCH',
        'The cart changed after the order was created. Nothing was charged: please review it and pay again.',
      );
      return { ok: false, error, closesOrder: true };
    }
  }
  if (!order.shipsGoods) return { ok: true, address: null };
  let address: Address | null;
  try {
    address = checkedAddress(input.address) ?? order.address;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The buyer corrects the address and pays: nothing was charged.
    return { ok: false, error, closesOrder: false };
  }
  if (!address) {
    const error = new ApiError(400, 'ADDRESS_REQUIRED', ADDRESS_INCOMPLETE_MESSAGE);
    // Without an address nobody captures the order (see captureApproved in follow-paypal.ts):
    // it can wait for one.
    return { ok: false, error, closesOrder: false };
  }
  return { ok: true, address };
}

/**
 * The buyer's capture was refused (their cart changed since the order was made) and they are
 * told to pay again: the order is closed first, so neither the reconciler nor PayPal's approval
 * webhook captures it later and charges them twice. An order another request is capturing at
 * this moment cannot be closed: PayPal says what became of it, and a payment is the answer.
 */
async function closeRefusedOrder(
  ctx: PaymentsContext,
  order: Order,
  refusal: ApiError,
): Promise<Payment | null> {
  const closed = await ctx.store.moveOrder(
    order.id,
    'expired',
    { source: 'capture-route', kind: 'closed', details: { why: refusal.code } },
    { from: ['created', 'approved'] },
  );
  if (closed) return null;
  const now = await ctx.store.findOrderWithPayment(order.id);
  if (now?.payment) return now.payment;
  if (now?.order.state !== 'capturing') return null;
  return settleWithoutCapturing(ctx, now.order, 'capture-route');
}

/**
 * Tells PayPal where an order not yet captured ships. False when PayPal has captured it already
 * (the approval webhook's capture, say): the address its transaction holds stays the order's.
 */
async function shipTo(ctx: PaymentsContext, orderId: string, address: Address): Promise<boolean> {
  try {
    await ctx.gateway.updateShipping(orderId, address);
    return true;
  } catch (error) {
    if (error instanceof GatewayRefusal && error.reason === 'already-captured') return false;
    throw translate(ctx.log, error);
  }
}

/** A completed order at PayPal, made the order's record; a declined capture closes the order. */
async function recordCaptured(
  ctx: PaymentsContext,
  order: Order,
  provider: ProviderOrder,
  source: Source,
  known?: Payment | null,
): Promise<Payment> {
  if (provider.state !== 'completed' || !provider.capture) {
    throw new ApiError(422, 'ORDER_NOT_COMPLETED', 'PayPal did not complete the payment.');
  }
  const record = await recordProviderOrder(ctx, order, provider, source, known);
  if (record) return record;
  // PayPal completed the order with its capture declined (or denied): no money moved, and this
  // order can never be approved again. The buyer pays with a new one.
  throw new ApiError(422, 'ORDER_DECLINED', ORDER_DECLINED_MESSAGE);
}

/**
 * The order is in no state for this caller to capture (paid, closed, or waiting for the payer to
 * approve again after a decline): PayPal's order, never a capture, decides the answer.
 */
async function settleWithoutCapturing(
  ctx: PaymentsContext,
  order: Order,
  source: Source,
): Promise<Payment> {
  const current = (await ctx.store.findOrderWithPayment(order.id)) ?? {
    order,
    payment: null,
  };
  if (current.payment) return current.payment;
  const provider = await askProvider(ctx.log, () => ctx.gateway.getOrder(order.id));
  if (provider.state === 'completed') {
    return recordCaptured(ctx, current.order, provider, source, null);
  }
  if (current.order.state === 'capturing') throw captureUnconfirmed();
  if (current.order.needsApproval) throw declined('INSTRUMENT_DECLINED');
  throw new ApiError(409, 'ORDER_CLOSED', ORDER_CLOSED_MESSAGE);
}

/**
 * What a failed capture call means; returns PayPal's order when it was captured after all.
 * PayPal refusing one request proves nothing about the money when another request with the same
 * PayPal-Request-Id may be under way (a retry after a timeout, the webhook's capture, the
 * reconciler, another process): PayPal "processes the first request and might fail the second".
 * So the order is read from PayPal before the payer hears of a refusal; a refusal the shop does
 * not recognise leaves the order 'capturing' for the reconciler, and the payer is told to wait.
 */
async function afterFailedCapture(
  ctx: PaymentsContext,
  order: Order,
  source: Source,
  error: unknown,
): Promise<ProviderOrder> {
  if (!(error instanceof GatewayRefusal)) {
    // No answer: the capture may have happened. PayPal's order says; else the order stays
    // 'capturing' and the reconciler asks PayPal.
    const provider = await confirmWithPayPal(ctx, order.id);
    if (provider?.state === 'completed') return provider;
    throw translate(ctx.log, error);
  }
  switch (error.reason) {
    case 'already-captured':
      // Captured earlier (e.g. the request id expired): read it and record it now.
      return askProvider(ctx.log, () => ctx.gateway.getOrder(order.id));
    case 'not-approved':
      // Asked again and again before the payer approves (a retrying browser, or someone
      // naming the order): the history tells it once, and the order counts the rest.
      await ctx.store.refuseUnapproved(order.id, { source, kind: 'awaiting-approval' });
      throw translate(ctx.log, error);
    case 'not-found':
      await expire(ctx, order.id, source, 'PayPal no longer knows the order', ['capturing']);
      throw translate(ctx.log, error);
  }
  const provider = await confirmWithPayPal(ctx, order.id);
  if (provider?.state === 'completed') return provider;
  if (provider?.state === 'voided') {
    await expire(ctx, order.id, source, 'PayPal voided the order', ['capturing']);
    throw new ApiError(409, 'ORDER_CLOSED', ORDER_CLOSED_MESSAGE);
  }
  if (!provider || error.reason === 'refused' || error.reason === 'refund-refused') {
    ctx.log.warn(
      { orderId: order.id, issue: error.issue, ...error.details },
      'PayPal refused a capture for a reason the shop does not know: the order stays capturing',
    );
    throw captureUnconfirmed();
  }
  // Declined, or refused for the payer's reasons, and not captured: the payer must choose
  // another way to pay and approve again; nobody captures this order until they have.
  await ctx.store.afterDecline(order.id, order.captureAttempt, {
    source,
    kind: 'declined',
    details: { attempt: order.captureAttempt, issue: error.issue },
  });
  if (error.reason === 'declined') throw declined(error.issue ?? 'INSTRUMENT_DECLINED');
  throw new ApiError(422, 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue: error.issue });
}

/** PayPal's order, asked once; null when PayPal does not answer (the reconciler asks later). */
async function confirmWithPayPal(
  ctx: PaymentsContext,
  orderId: string,
): Promise<ProviderOrder | null> {
  try {
    return await ctx.gateway.getOrder(orderId, { attempts: 1 });
  } catch (error) {
    ctx.log.warn({ err: error, orderId }, 'could not read the order back from PayPal');
    return null;
  }
}

/** Nothing about who paid, for a caller who is not the buyer. */
const NO_PAYER = { email_address: null, payer_id: null, name: null } as const;

/** The specification's fields of the payment record, as the checkout reads them. */
function answer(payment: Payment, buyer: boolean): CaptureOrderResponse {
  const record = toPagoRecord(payment);
  return {
    id: record.orderId,
    status: record.status,
    payer: buyer ? record.payer : NO_PAYER,
    total: record.total,
    type: record.type,
    tipo: record.tipo,
    codigo: buyer ? record.codigo : null,
    fechaRegistro: record.fechaRegistro,
  };
}
