import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  ADDRESS_INCOMPLETE_MESSAGE,
  type Address,
  isAddressComplete,
  trimAddress,
} from '../../domain/address';
import { centsToDecimal } from '../../domain/money';
import { type OrderType, priceOrder, type RequestedItem, totalMatches } from '../../domain/order';
import { type Payer, type PaymentRecord, tipoFor } from '../../domain/payment-record';
import { generateSubscriptionCode } from '../../domain/subscription-code';
import { isUniqueViolation, type PaymentsStore, type StoredOrder } from '../db/payments-store';
import {
  type CapturedOrder,
  PayPalApiError,
  type PayPalGateway,
  PayPalUnavailableError,
} from '../paypal/gateway';
import { ORDER_ID } from '../paypal/schemas';
import { PaymentError } from './errors';
import type { PaymentOutbox } from './outbox';

/**
 * Where money moves: prices an order, creates it with PayPal and remembers it; captures it once,
 * whatever the retries, double clicks or concurrent requests, and keeps a record of the payment
 * even when the database is down at that moment.
 */

export interface CreateOrderInput {
  items: RequestedItem[];
  total?: number | string | undefined;
  type?: OrderType | undefined;
}

export interface CaptureOrderInput {
  type: OrderType;
  items?: RequestedItem[] | undefined;
  address?: Partial<Address> | null | undefined;
}

/** What the capture route answers (the checkout reads status, payer.email_address and codigo). */
export interface CaptureAnswer {
  id: string;
  status: string;
  payer: Payer;
  total: string;
  type: OrderType;
  tipo: PaymentRecord['tipo'];
  codigo: string | null;
  fechaRegistro: string;
}

export interface PaymentsServiceDeps {
  store: PaymentsStore;
  gateway: PayPalGateway;
  outbox: PaymentOutbox;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const DECLINED_MESSAGE =
  'The card or PayPal account was declined. Please choose another way to pay.';
const UNAVAILABLE_MESSAGE = 'PayPal is not answering right now. Please try again in a moment.';

export class PaymentsService {
  private readonly now: () => Date;
  /** The replay started after the latest successful write, if any (tests await it). */
  lastReplay: Promise<unknown> = Promise.resolve();
  /**
   * Until the first replay (at start) the outbox file may hold records from an earlier run;
   * afterwards only this process's appends can put any there, so writes skip the file check.
   */
  private outboxMayHoldRecords = true;

  constructor(private readonly deps: PaymentsServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async createOrder(
    input: CreateOrderInput,
  ): Promise<{ id: string; status: string; total: string }> {
    const priced = priceOrder(input.items, input.type, this.now());
    if (!priced.ok) throw new PaymentError(400, priced.problem.code, priced.problem.message);
    const { order } = priced;
    if (input.total !== undefined && !totalMatches(input.total, order.totalCents)) {
      throw new PaymentError(
        400,
        'PRICE_MISMATCH',
        `The total does not match the prices: it is ${centsToDecimal(order.totalCents)} USD.`,
        { total: centsToDecimal(order.totalCents) },
      );
    }

    const created = await this.paypal(() =>
      this.deps.gateway.createOrder({
        // One id per order request: the gateway's own retries reuse it, so PayPal creates one order.
        requestId: `create-${randomUUID()}`,
        totalCents: order.totalCents,
        lines: order.lines,
      }),
    );

    for (let attempt = 1; ; attempt += 1) {
      const codigo = order.type === 'subscription' ? generateSubscriptionCode() : null;
      try {
        await this.deps.store.insertOrder({
          id: created.id,
          totalCents: order.totalCents,
          items: order.lines,
          type: order.type,
          shipped: order.shipped,
          status: created.status,
          codigo,
        });
        break;
      } catch (error) {
        if (isUniqueViolation(error, 'orders_codigo_key') && attempt < 3) continue;
        this.deps.log.error({ err: error, orderId: created.id }, 'could not store a new order');
        throw new PaymentError(
          503,
          'STORE_UNAVAILABLE',
          'We could not start the payment. Nothing was charged; please try again.',
        );
      }
    }
    return { id: created.id, status: created.status, total: centsToDecimal(order.totalCents) };
  }

  async captureOrder(
    orderId: string,
    input: CaptureOrderInput,
    uid: string | null,
  ): Promise<CaptureAnswer> {
    const order = ORDER_ID.test(orderId) ? await this.findOrder(orderId) : null;
    if (!order) throw new PaymentError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');
    this.checkRequestAgainst(order, input);

    const existing = await this.deps.store.findPaymentRecord(orderId).catch(() => null);
    if (existing) return answer(existing);

    const captured = await this.capture(order);
    const capture = captured.capture;
    const record: PaymentRecord = {
      orderId,
      total: centsToDecimal(order.totalCents),
      items: order.items,
      type: order.type,
      payer: captured.payer,
      status: capture?.status ?? captured.status,
      address:
        order.shipped && isAddressComplete(input.address) ? trimAddress(input.address) : null,
      codigo: order.type === 'subscription' ? order.codigo : null,
      fechaRegistro: this.now().toISOString(),
      tipo: tipoFor(order.type),
      uid,
      captureId: capture?.id ?? null,
    };
    if (capture?.amount && capture.amount !== record.total) {
      this.deps.log.error(
        { orderId, captured: capture.amount, expected: record.total },
        'PayPal captured an amount that differs from the order',
      );
    }
    return answer(await this.keep(record));
  }

  async list(limit?: number): Promise<PaymentRecord[]> {
    return this.deps.store.listPaymentRecords(limit);
  }

  /** Writes the outbox's records into the database; called at start and after each write. */
  async replayOutbox(): Promise<{ written: number; left: number }> {
    const result = await this.deps.outbox.replay(async (record) => {
      await this.deps.store.savePaymentRecord(record);
    });
    if (result.left === 0) this.outboxMayHoldRecords = false;
    if (result.written > 0 || result.left > 0) {
      this.deps.log.info(result, 'payment outbox replayed');
    }
    return result;
  }

  private async findOrder(orderId: string): Promise<StoredOrder | null> {
    try {
      return await this.deps.store.findOrder(orderId);
    } catch (error) {
      this.deps.log.error({ err: error, orderId }, 'could not read an order');
      // Nothing has been captured yet: the visitor can simply try again.
      throw new PaymentError(
        503,
        'STORE_UNAVAILABLE',
        'We could not complete the payment right now. Nothing was charged; please try again.',
      );
    }
  }

  private checkRequestAgainst(order: StoredOrder, input: CaptureOrderInput): void {
    if (input.type !== order.type) {
      throw new PaymentError(
        400,
        'TYPE_MISMATCH',
        `This order is a ${order.type === 'subscription' ? 'subscription' : 'product purchase'}.`,
      );
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
        throw new PaymentError(
          400,
          'ORDER_MISMATCH',
          'The cart changed after the order was created. Please review it and pay again.',
        );
      }
    }
    if (order.shipped && !isAddressComplete(input.address)) {
      throw new PaymentError(400, 'ADDRESS_REQUIRED', ADDRESS_INCOMPLETE_MESSAGE);
    }
  }

  /** Captures with PayPal, once per attempt: the request id is derived from the order. */
  private async capture(order: StoredOrder): Promise<CapturedOrder> {
    const requestId = `capture-${order.id}-${order.captureAttempt}`;
    let captured: CapturedOrder;
    try {
      captured = await this.deps.gateway.captureOrder(order.id, requestId);
    } catch (error) {
      if (error instanceof PayPalApiError && error.issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured earlier (e.g. the request id expired): read it and record it now.
        captured = await this.paypal(() => this.deps.gateway.getOrder(order.id));
        if (captured.status !== 'COMPLETED') throw this.translate(error);
      } else {
        if (error instanceof PayPalApiError && error.issue === 'INSTRUMENT_DECLINED') {
          await this.afterDecline(order);
        }
        throw this.translate(error);
      }
    }
    const captureStatus = captured.capture?.status;
    if (captureStatus === 'DECLINED' || captureStatus === 'FAILED') {
      await this.afterDecline(order);
      throw new PaymentError(422, 'INSTRUMENT_DECLINED', DECLINED_MESSAGE, {
        issue: 'INSTRUMENT_DECLINED',
      });
    }
    if (captured.status !== 'COMPLETED') {
      throw new PaymentError(422, 'ORDER_NOT_COMPLETED', 'PayPal did not complete the payment.', {
        issue: captured.status,
      });
    }
    return captured;
  }

  private async afterDecline(order: StoredOrder): Promise<void> {
    await this.deps.store.nextCaptureAttempt(order.id, order.captureAttempt).catch((error) => {
      this.deps.log.warn({ err: error, orderId: order.id }, 'could not count a declined capture');
    });
  }

  /** Saves the record; when the database fails, the outbox keeps it and the visitor is not told. */
  private async keep(record: PaymentRecord): Promise<PaymentRecord> {
    try {
      const saved = await this.deps.store.savePaymentRecord(record);
      if (this.outboxMayHoldRecords) {
        this.lastReplay = this.replayOutbox().catch((error) => {
          this.deps.log.error({ err: error }, 'payment outbox replay failed');
        });
      }
      return saved.record;
    } catch (error) {
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
      return record;
    }
  }

  private async paypal<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): PaymentError {
    if (error instanceof PaymentError) return error;
    if (error instanceof PayPalApiError) {
      const issue = error.issue;
      if (error.status === 404) {
        return new PaymentError(404, 'ORDER_NOT_FOUND', 'PayPal does not know this order.', {
          issue: issue ?? 'RESOURCE_NOT_FOUND',
        });
      }
      if (error.status === 422 && issue === 'INSTRUMENT_DECLINED') {
        return new PaymentError(422, 'INSTRUMENT_DECLINED', DECLINED_MESSAGE, { issue });
      }
      if (error.status === 422 && issue === 'ORDER_NOT_APPROVED') {
        return new PaymentError(
          422,
          'ORDER_NOT_APPROVED',
          'The payment has not been approved in PayPal yet.',
          { issue },
        );
      }
      if (error.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') {
        return new PaymentError(409, 'ORDER_ALREADY_CAPTURED', 'This order was already paid.', {
          issue,
        });
      }
      if (error.status === 422) {
        return new PaymentError(
          422,
          issue ?? 'PAYMENT_REFUSED',
          'PayPal refused the payment. Please choose another way to pay.',
          { issue },
        );
      }
      this.deps.log.error(
        { paypalStatus: error.status, paypalError: error.errorName, issue, debugId: error.debugId },
        'PayPal rejected our request',
      );
      return new PaymentError(502, 'PAYPAL_ERROR', 'PayPal could not process the payment request.');
    }
    if (error instanceof PayPalUnavailableError) {
      this.deps.log.error({ err: error }, 'PayPal unavailable');
      return new PaymentError(502, 'PAYPAL_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    throw error;
  }
}

function answer(record: PaymentRecord): CaptureAnswer {
  return {
    id: record.orderId,
    status: record.status,
    payer: record.payer,
    total: record.total,
    type: record.type,
    tipo: record.tipo,
    codigo: record.codigo,
    fechaRegistro: record.fechaRegistro,
  };
}
