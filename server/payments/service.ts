import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ADDRESS_INCOMPLETE_MESSAGE, type Address, sameAddress } from '#domain/address';
import { isShippingCountry } from '#domain/countries';
import { toDecimal } from '#domain/money';
import type { OrderState } from '#domain/order/lifecycle';
import type { Order } from '#domain/order/order';
import { ORDER_ID_PATTERN } from '#domain/order/order';
import { generateOrderNumber } from '#domain/order/order-number';
import { type Payment, type PaymentStatus, statusEvent, toPagoRecord } from '#domain/order/payment';
import { claimedTotalsMatch, priceOrder } from '#domain/order/pricing';
import type {
  CaptureOrderRequest,
  CaptureOrderResponse,
  CreateOrderRequest,
  CreateOrderResponse,
} from '#domain/payments-api';
import { generateSubscriptionCode } from '#domain/subscription-code';
import { DEFAULT_LOCALE } from '#site/locales';
import { ApiError } from '../platform/api-error';
import { tokenMatches } from '../platform/auth/tokens';
import { checkedAddress, checkedContact } from '../platform/checked-input';
import { isUniqueViolation } from '../platform/order-ledger';
import {
  type CaptureState,
  GatewayRefusal,
  GatewayUnavailable,
  type PaymentGateway,
  type ProviderOrder,
} from './gateway';
import { isTransient, type PaymentOutbox } from './outbox';
import { FIRST_CHECK_S, type PaymentsStore, REVIEW_RECHECK_S } from './store';

/**
 * Where money moves: prices an order, creates it with the provider and remembers it; captures it
 * once, whatever the retries, double clicks, concurrent requests, webhooks or processes; and
 * finishes every order the payer left behind by asking the provider what really happened
 * (`syncOrder`, shared by the webhooks and the reconciler). The record of a payment is kept even
 * when the database is down at that moment.
 */

export interface PaymentsServiceDeps {
  store: PaymentsStore;
  gateway: PaymentGateway;
  outbox: PaymentOutbox;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** An order never approved is abandoned after this long (seconds; default 3 hours). */
  abandonAfterS?: number;
  /** The units on sale (server/stock/): held before PayPal is asked; absent, nothing is limited. */
  stock?: StockHolds | undefined;
}

/** What create-order needs of the stock area (its service). */
export interface StockHolds {
  /** Holds the lines' units, or throws `409 SOLD_OUT`; the hold's id (null: nothing to count). */
  hold(lines: ReadonlyArray<{ id: string; quantity: number }>): Promise<string | null>;
  releaseHold(holdId: string): Promise<void>;
  releaseStaleHolds(): Promise<number>;
}

/** Who started a step: the payer's browser, PayPal's webhook, or the reconciler. */
type Source = 'capture-route' | 'webhook' | 'reconciler';

const DECLINED_MESSAGE =
  'The card or PayPal account was declined. Please choose another way to pay.';
const PAYER_REFUSED_MESSAGE = 'PayPal refused the payment. Please choose another way to pay.';
const ORDER_DECLINED_MESSAGE =
  'The payment was declined and this order is closed. Nothing was charged: please pay again with another card or account.';
const ORDER_CLOSED_MESSAGE =
  'This order is closed and can no longer be paid. Nothing was charged: please pay again.';
const UNCONFIRMED_MESSAGE =
  'PayPal has not confirmed the payment yet. Please do not pay again: we will finish it and email you the receipt.';

/** The payer must choose another way to pay (PayPal's issue says why). */
function declined(issue: string): ApiError {
  return new ApiError(422, 'INSTRUMENT_DECLINED', DECLINED_MESSAGE, { issue });
}

/**
 * PayPal's word on a capture is not known yet: the order stays 'capturing' and the reconciler
 * finishes it. The payer's browser asks again (503), then tells them not to pay twice.
 */
function captureUnconfirmed(): ApiError {
  return new ApiError(503, 'CAPTURE_UNCONFIRMED', UNCONFIRMED_MESSAGE);
}
const UNAVAILABLE_MESSAGE = 'PayPal is not answering right now. Please try again in a moment.';

/** PayPal keeps an unapproved order's approval page for 3 hours. */
const ABANDON_AFTER_S = 3 * 60 * 60;
/** How soon the reconciler looks again at an order it could not finish. */
const RETRY_CHECK_S = 60;
/** How soon it looks again at an order whose record the database refused (a fix must ship first). */
const ATTENTION_RECHECK_S = 6 * 60 * 60;
/** The reconciler's later looks at an order the payer has not approved: 5, 15, 30, 60 min. */
const CHECK_BACKOFF_S = [300, 900, 1800, 3600];

export const PAYMENT_STATUS_FOR: Record<CaptureState, PaymentStatus> = {
  completed: 'COMPLETED',
  pending: 'PENDING',
  declined: 'DENIED',
  'partially-refunded': 'PARTIALLY_REFUNDED',
  refunded: 'REFUNDED',
};

export class PaymentsService {
  private readonly now: () => Date;
  private readonly abandonAfterS: number;
  /** The replay started after the latest successful write, if any (tests await it). */
  lastReplay: Promise<unknown> = Promise.resolve();
  /**
   * Until the first replay (at start) the outbox file may hold records from an earlier run;
   * afterwards only this process's appends can put any there, so writes skip the file check.
   */
  private outboxMayHoldRecords = true;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    this.abandonAfterS = deps.abandonAfterS ?? ABANDON_AFTER_S;
  }

  get store(): PaymentsStore {
    return this.deps.store;
  }

  async createOrder(
    input: CreateOrderRequest,
    { uid, email }: { uid: string | null; email: string | null },
  ): Promise<CreateOrderResponse> {
    const priced = priceOrder(input.items, input.type, this.now());
    if (!priced.ok) throw new ApiError(400, priced.problem.code, priced.problem.message);
    const { order } = priced;
    if (!claimedTotalsMatch(input, order.totalCents)) {
      throw new ApiError(
        400,
        'PRICE_MISMATCH',
        `The total does not match the prices: it is ${toDecimal(order.totalCents)} USD.`,
        // In cents, and in dollars as the specification's own `total`.
        { totalCents: order.totalCents, total: toDecimal(order.totalCents) },
      );
    }

    // Checked in the form's order: the contact (its phone read in the address's country), then
    // the address.
    const country = input.address?.country?.trim().toUpperCase() ?? '';
    const shipsTo = order.shipsGoods && isShippingCountry(country) ? country : null;
    const contact = input.contact ? checkedContact(input.contact, order.shipsGoods, shipsTo) : null;
    const address = order.shipsGoods ? checkedAddress(input.address) : null;

    // Before PayPal hears of the order: a database that cannot record it now would leave a
    // PayPal order the shop never knew of.
    try {
      await this.deps.store.checkWritable();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the database cannot take a new order: PayPal not asked');
      throw new ApiError(
        503,
        'STORE_UNAVAILABLE',
        'We could not start the payment. Nothing was charged; please try again.',
      );
    }

    // The units, before PayPal hears of the order: a product short of them is refused here
    // (409 SOLD_OUT), and a payer can never approve an order the shop cannot fill.
    const holdId = await this.holdStock(order.lines);
    let created: { id: string };
    try {
      created = await this.provider(() =>
        this.deps.gateway.createOrder({
          // One id per order request: the gateway's own retries reuse it, so PayPal creates one order.
          requestId: `create-${randomUUID()}`,
          totalCents: order.totalCents,
          lines: order.lines,
          // PayPal records where the parcel goes, and the payer cannot choose another.
          shipsGoods: order.shipsGoods,
          shipTo: address ? { name: contact?.name || null, address } : null,
        }),
      );
    } catch (error) {
      await this.releaseHold(holdId);
      throw error;
    }

    // 192 random bits: the receipt link's secret.
    const receiptToken = randomBytes(24).toString('base64url');
    let orderNumber: string;
    for (let attempt = 1; ; attempt += 1) {
      // Both are unique in the database: one drawn already (with n orders numbered, a chance of
      // n in about a billion for the number) is drawn again.
      orderNumber = generateOrderNumber();
      const subscriptionCode = order.type === 'subscription' ? generateSubscriptionCode() : null;
      try {
        await this.deps.store.insertOrder(
          {
            id: created.id,
            orderNumber,
            totalCents: order.totalCents,
            items: order.lines,
            type: order.type,
            shipsGoods: order.shipsGoods,
            subscriptionCode,
            address,
            uid,
            // Where the order's emails go when PayPal gives no payer email (a card may give none).
            buyerEmail: uid ? email : null,
            receiptToken,
            locale: input.locale ?? DEFAULT_LOCALE,
            contact,
            holdId,
          },
          { source: 'create-route', kind: 'created', details: { total: order.totalCents } },
        );
        break;
      } catch (error) {
        const drawnTwice =
          isUniqueViolation(error, 'orders_subscription_code_key') ||
          isUniqueViolation(error, 'orders_order_number_key');
        if (drawnTwice && attempt < 3) continue;
        this.deps.log.error({ err: error, orderId: created.id }, 'could not store a new order');
        await this.releaseHold(holdId);
        throw new ApiError(
          503,
          'STORE_UNAVAILABLE',
          'We could not start the payment. Nothing was charged; please try again.',
        );
      }
    }
    return {
      id: created.id,
      orderNumber,
      status: 'CREATED',
      totalCents: order.totalCents,
      receiptToken,
    };
  }

  /** Holds the order's units (server/stock/), or refuses 409 SOLD_OUT; null without a stock. */
  private async holdStock(
    lines: ReadonlyArray<{ id: string; quantity: number }>,
  ): Promise<string | null> {
    if (!this.deps.stock) return null;
    try {
      return await this.deps.stock.hold(lines);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      this.deps.log.warn(
        { err: error },
        'could not hold the units of a new order: PayPal not asked',
      );
      throw new ApiError(
        503,
        'STORE_UNAVAILABLE',
        'We could not start the payment. Nothing was charged; please try again.',
      );
    }
  }

  /** Gives back the units of an order that was never stored; a failure leaves them to the sweep. */
  private async releaseHold(holdId: string | null): Promise<void> {
    if (!holdId || !this.deps.stock) return;
    await this.deps.stock.releaseHold(holdId).catch((error: unknown) => {
      this.deps.log.warn(
        { err: error, holdId },
        'could not release the units of an order never stored: the reconciler will',
      );
    });
  }

  /** The reconciler's pass: units held by create-order requests that died before storing. */
  async releaseStaleHolds(): Promise<number> {
    return this.deps.stock ? this.deps.stock.releaseStaleHolds() : 0;
  }

  /**
   * The payer's browser asks for the capture of the order it approved. Anyone may ask (the order
   * id is no secret, and capturing an approved order twice captures it once), but only the buyer
   * (the receipt token the create call gave their browser, or the owner's ID token) may change
   * where it ships or whose it is, and only the buyer is told who paid.
   */
  async captureOrder(
    orderId: string,
    input: CaptureOrderRequest,
    caller: CaptureCaller,
  ): Promise<CaptureOrderResponse> {
    const found = await this.findOrder(orderId);
    if (!found) throw new ApiError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');
    const { order, payment: existing } = found;
    const buyer = isBuyer(order, caller);
    // Paid is paid: whatever this request says, the answer is the record.
    if (existing) return answer(existing, buyer);
    const checked = this.checkRequestAgainst(order, buyer ? input : { ...input, address: null });
    if (!checked.ok) {
      // The buyer is told to pay again: this order must then never be captured, by anyone.
      if (buyer && checked.closesOrder) {
        const paid = await this.closeRefusedOrder(order, checked.error);
        if (paid) return answer(paid, buyer);
      }
      throw checked.error;
    }
    const { address } = checked;

    const uid = buyer ? caller.uid : null;
    if (uid && caller.email) {
      // Only a convenience for the order's emails: a failure here never touches the payment.
      await this.deps.store
        .rememberBuyerEmail(orderId, { uid, email: caller.email })
        .catch((error: unknown) =>
          this.deps.log.warn({ err: error, orderId }, "could not keep the buyer's email"),
        );
    }
    // A new address reaches PayPal before the capture: its transaction records where the parcel
    // goes (Seller Protection covers that address). False: PayPal captured the order already.
    const newAddress =
      address !== null &&
      !sameAddress(address, order.address) &&
      (await this.shipTo(orderId, address));
    if (newAddress || (uid !== null && uid !== order.uid)) {
      await this.deps.store.updateCaptureInputs(orderId, {
        address: newAddress ? address : null,
        uid,
      });
    }
    const record = await this.finishCapture(
      { ...order, address: newAddress ? address : order.address, uid: uid ?? order.uid },
      'capture-route',
      null,
    );
    return answer(record, buyer);
  }

  /**
   * Tells PayPal where an order not yet captured ships. False when PayPal has captured it already
   * (the approval webhook's capture, say): the address its transaction holds stays the order's.
   */
  private async shipTo(orderId: string, address: Address): Promise<boolean> {
    try {
      await this.deps.gateway.updateShipping(orderId, address);
      return true;
    } catch (error) {
      if (error instanceof GatewayRefusal && error.reason === 'already-captured') return false;
      throw this.translate(error);
    }
  }

  /**
   * The buyer's capture was refused (their cart changed since the order was made) and they are
   * told to pay again: the order is closed first, so neither the reconciler nor PayPal's approval
   * webhook captures it later and charges them twice. An order another request is capturing at
   * this moment cannot be closed: PayPal says what became of it, and a payment is the answer.
   */
  private async closeRefusedOrder(order: Order, refusal: ApiError): Promise<Payment | null> {
    const closed = await this.deps.store.moveOrder(
      order.id,
      'expired',
      { source: 'capture-route', kind: 'closed', details: { why: refusal.code } },
      { from: ['created', 'approved'] },
    );
    if (closed) return null;
    const now = await this.deps.store.findOrderWithPayment(order.id);
    if (now?.payment) return now.payment;
    if (now?.order.state !== 'capturing') return null;
    return this.settleWithoutCapturing(now.order, 'capture-route');
  }

  /**
   * Asks the provider what became of an order and finishes the job: captures an order the payer
   * approved and left, writes the record of a capture nobody recorded (a crash, a lost answer),
   * follows a payment under review to its end, refunds included, and expires abandoned orders.
   * Safe to run any number of times, from any process, at the same time as the capture route.
   */
  async syncOrder(order: Order, source: 'webhook' | 'reconciler'): Promise<void> {
    let provider: ProviderOrder;
    try {
      provider = await this.deps.gateway.getOrder(order.id);
    } catch (error) {
      if (error instanceof GatewayRefusal && error.reason === 'not-found') {
        await this.expire(order.id, source, 'PayPal no longer knows the order', [
          'created',
          'approved',
        ]);
        return;
      }
      await this.deps.store.scheduleCheck(order.id, RETRY_CHECK_S);
      throw error;
    }

    switch (provider.state) {
      case 'voided':
        await this.expire(order.id, source, 'PayPal voided the order', [
          'created',
          'approved',
          'capturing',
        ]);
        return;
      case 'created':
        await this.waitForApproval(order, source);
        return;
      case 'approved':
        // Approved before a declined capture: that approval is spent, whatever PayPal's status
        // says, until the payer approves again (their browser's capture, or PayPal's webhook).
        if (order.needsApproval) await this.waitForApproval(order, source);
        else await this.captureApproved(order, source);
        return;
      case 'completed':
        await this.applyProviderOrder(order, provider, source);
        return;
    }
  }

  /** Writes the outbox's records into the database; called at start and after each write. */
  async replayOutbox(): Promise<{ written: number; left: number; rejected: number }> {
    const result = await this.deps.outbox.replay(
      async (record) => {
        await this.deps.store.savePayment(record, {
          source: 'capture-route',
          kind: 'recorded-from-outbox',
          details: { status: record.status },
        });
      },
      (record, error) =>
        this.deps.log.error(
          { err: error, orderId: record.orderId, file: this.deps.outbox.rejectedFile },
          'the database refuses this payment record: set aside; the reconciler records the order from PayPal',
        ),
    );
    if (result.left === 0) this.outboxMayHoldRecords = false;
    if (result.written > 0 || result.left > 0 || result.rejected > 0) {
      this.deps.log.info(result, 'payment outbox replayed');
    }
    return result;
  }

  private async findOrder(
    orderId: string,
  ): Promise<{ order: Order; payment: Payment | null } | null> {
    if (!ORDER_ID_PATTERN.test(orderId)) return null;
    try {
      return await this.deps.store.findOrderWithPayment(orderId);
    } catch (error) {
      this.deps.log.error({ err: error, orderId }, 'could not read an order');
      // Nothing has been captured yet: the visitor can simply try again.
      throw new ApiError(
        503,
        'STORE_UNAVAILABLE',
        'We could not complete the payment right now. Nothing was charged; please try again.',
      );
    }
  }

  /**
   * Checks the capture request against the order: the shipping address to use, or the refusal
   * (and whether it tells the buyer to pay again, which closes the order).
   */
  private checkRequestAgainst(
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
      const priced = priceOrder(input.items, input.type, this.now());
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
      // Without an address nobody captures the order (see captureApproved): it can wait for one.
      return { ok: false, error, closesOrder: false };
    }
    return { ok: true, address };
  }

  /** The payer has not approved yet: look again later, or give up after PayPal's window. */
  private async waitForApproval(order: Order, source: Source): Promise<void> {
    // After a declined card PayPal wants a new approval: the order waits for it again.
    if (order.state === 'approved' || order.state === 'capturing') {
      await this.deps.store.moveOrder(
        order.id,
        'created',
        {
          source,
          kind: 'awaiting-approval',
        },
        { from: ['approved', 'capturing'] },
      );
    }
    const age = (await this.deps.store.ageOf(order.id)) ?? 0;
    if (age >= this.abandonAfterS) {
      await this.expire(order.id, source, 'never approved by the payer', ['created']);
      return;
    }
    const backoff = CHECK_BACKOFF_S[Math.min(order.checks, CHECK_BACKOFF_S.length) - 1];
    await this.deps.store.scheduleCheck(order.id, backoff ?? FIRST_CHECK_S);
  }

  /** The payer approved and the browser did not (yet) capture: the shop captures itself. */
  private async captureApproved(order: Order, source: Source): Promise<void> {
    if (order.state === 'created') {
      await this.deps.store.moveOrder(
        order.id,
        'approved',
        {
          source,
          kind: 'approved',
        },
        { from: ['created'] },
      );
    }
    if (order.shipsGoods && !order.address) {
      // Only the payer's browser can say where to ship: wait for it, within PayPal's window.
      await this.waitForApproval({ ...order, state: 'created' }, source);
      return;
    }
    try {
      await this.finishCapture(order, source);
    } catch (error) {
      // A decline or a refusal is already in the order's history; the payer may try again.
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
    }
  }

  /**
   * Captures the order with PayPal and records the payment. The intent is written first
   * (state 'capturing'), so an order caught mid-capture by a crash is the reconciler's first
   * job; the request id comes from the order and its attempt, so every capture of one attempt,
   * from anywhere, is one capture at PayPal. Whenever PayPal's answer to the capture is not a
   * clear yes or a clear no about this very order, PayPal's order is read before the payer is
   * told anything.
   */
  private async finishCapture(
    order: Order,
    source: Source,
    /** The order's record as just read (null: none), or undefined when not known. */
    known?: Payment | null,
  ): Promise<Payment> {
    const started = await this.deps.store.startCapture(
      order.id,
      { source, kind: 'capture-started', details: { attempt: order.captureAttempt } },
      // Only the payer's own browser approves again after a decline (PayPal's buttons call it).
      { recheckInS: RETRY_CHECK_S, byPayer: source === 'capture-route' },
    );
    if (!started) return this.settleWithoutCapturing(order, source);

    const requestId = `capture-${order.id}-${order.captureAttempt}`;
    let provider: ProviderOrder;
    try {
      provider = await this.deps.gateway.captureOrder(order.id, requestId);
    } catch (error) {
      provider = await this.afterFailedCapture(order, source, error);
    }
    return this.recordCaptured(order, provider, source, known);
  }

  /** A completed order at PayPal, made the order's record; a declined capture closes the order. */
  private async recordCaptured(
    order: Order,
    provider: ProviderOrder,
    source: Source,
    known?: Payment | null,
  ): Promise<Payment> {
    if (provider.state !== 'completed' || !provider.capture) {
      throw new ApiError(422, 'ORDER_NOT_COMPLETED', 'PayPal did not complete the payment.');
    }
    const record = await this.applyProviderOrder(order, provider, source, known);
    if (record) return record;
    // PayPal completed the order with its capture declined (or denied): no money moved, and this
    // order can never be approved again. The buyer pays with a new one.
    throw new ApiError(422, 'ORDER_DECLINED', ORDER_DECLINED_MESSAGE);
  }

  /**
   * The order is in no state for this caller to capture (paid, closed, or waiting for the payer to
   * approve again after a decline): PayPal's order, never a capture, decides the answer.
   */
  private async settleWithoutCapturing(order: Order, source: Source): Promise<Payment> {
    const current = (await this.deps.store.findOrderWithPayment(order.id)) ?? {
      order,
      payment: null,
    };
    if (current.payment) return current.payment;
    const provider = await this.provider(() => this.deps.gateway.getOrder(order.id));
    if (provider.state === 'completed') {
      return this.recordCaptured(current.order, provider, source, null);
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
  private async afterFailedCapture(
    order: Order,
    source: Source,
    error: unknown,
  ): Promise<ProviderOrder> {
    if (!(error instanceof GatewayRefusal)) {
      // No answer: the capture may have happened. PayPal's order says; else the order stays
      // 'capturing' and the reconciler asks PayPal.
      const provider = await this.confirmWithPayPal(order.id);
      if (provider?.state === 'completed') return provider;
      throw this.translate(error);
    }
    switch (error.reason) {
      case 'already-captured':
        // Captured earlier (e.g. the request id expired): read it and record it now.
        return this.provider(() => this.deps.gateway.getOrder(order.id));
      case 'not-approved':
        // Asked again and again before the payer approves (a retrying browser, or someone
        // naming the order): the history tells it once, and the order counts the rest.
        await this.deps.store.refuseUnapproved(order.id, { source, kind: 'awaiting-approval' });
        throw this.translate(error);
      case 'not-found':
        await this.expire(order.id, source, 'PayPal no longer knows the order', ['capturing']);
        throw this.translate(error);
    }
    const provider = await this.confirmWithPayPal(order.id);
    if (provider?.state === 'completed') return provider;
    if (provider?.state === 'voided') {
      await this.expire(order.id, source, 'PayPal voided the order', ['capturing']);
      throw new ApiError(409, 'ORDER_CLOSED', ORDER_CLOSED_MESSAGE);
    }
    if (!provider || error.reason === 'refused' || error.reason === 'refund-refused') {
      this.deps.log.warn(
        { orderId: order.id, issue: error.issue, ...error.details },
        'PayPal refused a capture for a reason the shop does not know: the order stays capturing',
      );
      throw captureUnconfirmed();
    }
    // Declined, or refused for the payer's reasons, and not captured: the payer must choose
    // another way to pay and approve again; nobody captures this order until they have.
    await this.deps.store.afterDecline(order.id, order.captureAttempt, {
      source,
      kind: 'declined',
      details: { attempt: order.captureAttempt, issue: error.issue },
    });
    if (error.reason === 'declined') throw declined(error.issue ?? 'INSTRUMENT_DECLINED');
    throw new ApiError(422, 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue: error.issue });
  }

  /** PayPal's order, asked once; null when PayPal does not answer (the reconciler asks later). */
  private async confirmWithPayPal(orderId: string): Promise<ProviderOrder | null> {
    try {
      return await this.deps.gateway.getOrder(orderId, { attempts: 1 });
    } catch (error) {
      this.deps.log.warn({ err: error, orderId }, 'could not read the order back from PayPal');
      return null;
    }
  }

  private async expire(
    orderId: string,
    source: Source,
    why: string,
    from: readonly OrderState[],
  ): Promise<void> {
    await this.deps.store.moveOrder(
      orderId,
      'expired',
      { source, kind: 'expired', details: { why } },
      { from },
    );
  }

  /**
   * Brings the shop's record in line with a captured order at PayPal: writes the record when
   * there is none, or follows its status (review ended, denied, refunded). Returns the record,
   * or null when PayPal denied a payment never recorded (no money was taken).
   */
  private async applyProviderOrder(
    order: Order,
    provider: ProviderOrder,
    source: Source,
    /** The order's record, when the caller has just read it (null: none). */
    known?: Payment | null,
  ): Promise<Payment | null> {
    const capture = provider.capture;
    if (!capture) {
      this.deps.log.error({ orderId: order.id }, 'PayPal says completed but shows no capture');
      await this.deps.store.scheduleCheck(order.id, RETRY_CHECK_S);
      return null;
    }
    const status = PAYMENT_STATUS_FOR[capture.state];
    const refundedCents = capture.refundedCents;
    const existing = known === undefined ? await this.deps.store.findPayment(order.id) : known;
    if (existing) return this.followPayPal(existing, status, refundedCents, source);
    if (status === 'DENIED') {
      await this.deps.store.moveOrder(
        order.id,
        'denied',
        {
          source,
          kind: 'denied',
        },
        { from: ['created', 'approved', 'capturing'] },
      );
      return null;
    }

    if (capture.amountCents !== null && capture.amountCents !== order.totalCents) {
      this.deps.log.error(
        { orderId: order.id, captured: capture.amountCents, expected: order.totalCents },
        'PayPal captured an amount that differs from the order',
      );
    }
    const kept = await this.keep(
      {
        orderId: order.id,
        totalCents: order.totalCents,
        items: order.items,
        type: order.type,
        payer: provider.payer,
        status,
        address: order.shipsGoods ? order.address : null,
        subscriptionCode: order.type === 'subscription' ? order.subscriptionCode : null,
        recordedAt: this.now().toISOString(),
        uid: order.uid,
        captureId: capture.id,
        refundedCents,
      },
      source,
    );
    // Another writer (a webhook, another process) recorded it first: follow PayPal from there.
    return kept.inserted
      ? kept.payment
      : this.followPayPal(kept.payment, status, refundedCents, source);
  }

  /** A payment brought to PayPal's status and refunded amount (one event when they change). */
  private async followPayPal(
    existing: Payment,
    status: PaymentStatus,
    refundedCents: number,
    source: Source,
  ): Promise<Payment> {
    if (existing.status === status && existing.refundedCents === refundedCents) {
      // Still under review: look again later (the webhook usually comes first).
      if (status === 'PENDING') {
        await this.deps.store.scheduleCheck(existing.orderId, REVIEW_RECHECK_S);
      }
      return existing;
    }
    const updated = await this.deps.store.updatePaymentStatus(
      existing.orderId,
      { status, refundedCents },
      {
        source,
        kind: statusEvent(status),
        details: { from: existing.status, refundedCents },
      },
    );
    // Unchanged means someone else (a webhook, the reconciler) wrote this very status first.
    return updated ?? { ...existing, status, refundedCents };
  }

  /**
   * Saves the record; when the database fails, the outbox keeps it and the visitor is not told.
   * `inserted` is false when a record of the order was already there.
   */
  private async keep(
    record: Payment,
    source: Source,
  ): Promise<{ payment: Payment; inserted: boolean }> {
    try {
      const saved = await this.deps.store.savePayment(record, {
        source,
        kind: record.status === 'PENDING' ? 'pending' : 'captured',
      });
      if (this.outboxMayHoldRecords) {
        this.lastReplay = this.replayOutbox().catch((error) => {
          this.deps.log.error({ err: error }, 'payment outbox replay failed');
        });
      }
      return saved;
    } catch (error) {
      if (!isTransient(error)) return this.setAside(record, source, error);
      this.deps.log.error(
        { err: error, orderId: record.orderId },
        'payment captured but its record could not be saved: kept in the outbox',
      );
      try {
        await this.deps.outbox.append(record);
        this.outboxMayHoldRecords = true;
      } catch (outboxError) {
        // Last resort: the log line itself carries the whole record.
        this.deps.log.fatal(
          { err: outboxError, orderId: record.orderId, record },
          'payment record lost by the database and the outbox: re-enter it from this line',
        );
      }
      return { payment: record, inserted: true };
    }
  }

  /**
   * The database refuses the record for what it holds (not for being away): writing it again
   * would fail the same way, forever. The record is kept aside on disk, the order is marked for
   * an operator (the console lists it under "Needs attention") and the failure is counted: the
   * payer's browser is still told the truth (they paid), the reconciler reports a failure and
   * looks again only much later.
   */
  private async setAside(
    record: Payment,
    source: Source,
    error: unknown,
  ): Promise<{ payment: Payment; inserted: boolean }> {
    const reason = describeRefusal(error);
    this.deps.log.error(
      { err: error, orderId: record.orderId, alert: 'payment-record-refused' },
      'payment captured but the database refuses its record: the order needs attention',
    );
    try {
      await this.deps.outbox.setAside(record, reason);
    } catch (outboxError) {
      this.deps.log.fatal(
        { err: outboxError, orderId: record.orderId, record },
        'payment record refused by the database and not kept on disk: re-enter it from this line',
      );
    }
    await this.deps.store
      .flagForAttention(record.orderId, reason, ATTENTION_RECHECK_S, {
        source,
        kind: 'needs-attention',
        details: { reason },
      })
      .catch((flagError: unknown) =>
        this.deps.log.error(
          { err: flagError, orderId: record.orderId },
          'could not mark the order for attention',
        ),
      );
    if (source === 'capture-route') return { payment: record, inserted: true };
    throw new RecordRefused(record.orderId, reason);
  }

  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (error instanceof GatewayRefusal) {
      const issue = error.issue ?? undefined;
      switch (error.reason) {
        case 'not-found':
          return new ApiError(404, 'ORDER_NOT_FOUND', 'PayPal does not know this order.', {
            issue: issue ?? 'RESOURCE_NOT_FOUND',
          });
        case 'declined':
          return declined(issue ?? 'INSTRUMENT_DECLINED');
        case 'payer-refused':
          return new ApiError(422, 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue });
        case 'not-approved':
          return new ApiError(
            422,
            'ORDER_NOT_APPROVED',
            'The payment has not been approved in PayPal yet.',
            { issue },
          );
        case 'already-captured':
          return new ApiError(409, 'ORDER_ALREADY_CAPTURED', 'This order was already paid.', {
            issue,
          });
        case 'address-refused': {
          // The API's own checks should have refused it first: worth a look when PayPal does.
          this.deps.log.warn({ ...error.details, issue }, 'PayPal refused a shipping address');
          const field = typeof error.details.field === 'string' ? error.details.field : null;
          return new ApiError(
            400,
            'ADDRESS_INVALID',
            `${field ?? 'address'}: PayPal does not take this shipping address (${issue}).`,
            field ? { field } : {},
          );
        }
        default: {
          const status = error.details.paypalStatus;
          if (status === 422) {
            return new ApiError(422, issue ?? 'PAYMENT_REFUSED', PAYER_REFUSED_MESSAGE, { issue });
          }
          this.deps.log.error({ ...error.details, issue }, 'PayPal rejected our request');
          return new ApiError(502, 'PAYPAL_ERROR', 'PayPal could not process the payment request.');
        }
      }
    }
    if (error instanceof GatewayUnavailable) {
      this.deps.log.error({ err: error }, 'PayPal unavailable');
      return new ApiError(502, 'PAYPAL_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}

/** Who asks for a capture: the signed-in user, if any, and the receipt token they hold. */
export interface CaptureCaller {
  uid: string | null;
  /** The signed-in caller's own email, from their verified ID token. */
  email?: string | null;
  receiptToken: string | null;
}

/** The order's buyer: the browser holding its receipt token, or its signed-in owner. */
function isBuyer(order: Order, caller: CaptureCaller): boolean {
  const owner = caller.uid !== null && order.uid !== null && caller.uid === order.uid;
  return tokenMatches(order.receiptToken, caller.receiptToken) || owner;
}

/** A payment record the database refused for what it holds; the order needs an operator. */
export class RecordRefused extends Error {
  override name = 'RecordRefused';
  constructor(
    readonly orderId: string,
    readonly reason: string,
  ) {
    super(`the database refuses the payment record of ${orderId}: ${reason}`);
  }
}

function describeRefusal(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return (typeof code === 'string' ? `${code}: ${message}` : message).slice(0, 500);
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
