import { randomBytes, randomUUID } from 'node:crypto';
import { isShippingCountry } from '#domain/countries';
import { toDecimal } from '#domain/money';
import { generateOrderNumber } from '#domain/order/order-number';
import { claimedTotalsMatch, priceOrder } from '#domain/order/pricing';
import type { CreateOrderRequest, CreateOrderResponse } from '#domain/payments-api';
import { generateSubscriptionCode } from '#domain/subscription-code';
import { DEFAULT_LOCALE } from '#site/locales';
import { isUniqueViolation } from '../orders/ledger';
import { ApiError } from '../platform/api-error';
import { checkedAddress, checkedContact } from '../platform/checked-input';
import type { PaymentsContext } from './context';
import { askProvider } from './errors';

/**
 * Create-order: the cart priced from the catalogue (never from the browser), the buyer's contact
 * and address checked, the database asked whether it can record an order, the units held, the
 * order created at PayPal, and the order stored under PayPal's id with the shop's number for it.
 * Whatever fails before the order is stored gives its units back, and the buyer is told nothing
 * was charged.
 */
export async function createOrder(
  ctx: PaymentsContext,
  input: CreateOrderRequest,
  { uid, email }: { uid: string | null; email: string | null },
): Promise<CreateOrderResponse> {
  // 1. Priced by the shop; a total the browser sends must be the same.
  const priced = priceOrder(input.items, input.type, ctx.now());
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

  // 2. Checked in the form's order: the contact (its phone read in the address's country), then
  // the address.
  const country = input.address?.country?.trim().toUpperCase() ?? '';
  const shipsTo = order.shipsGoods && isShippingCountry(country) ? country : null;
  const contact = input.contact ? checkedContact(input.contact, order.shipsGoods, shipsTo) : null;
  const address = order.shipsGoods ? checkedAddress(input.address) : null;

  // 3. Before PayPal hears of the order: a database that cannot record it now would leave a
  // PayPal order the shop never knew of.
  try {
    await ctx.store.checkWritable();
  } catch (error) {
    ctx.log.warn({ err: error }, 'the database cannot take a new order: PayPal not asked');
    throw notStarted();
  }

  // 4. The units, before PayPal hears of the order: a product short of them is refused here
  // (409 SOLD_OUT), and a payer can never approve an order the shop cannot fill.
  const holdId = await holdStock(ctx, order.lines);

  // 5. The order at PayPal.
  let created: { id: string };
  try {
    created = await askProvider(ctx.log, () =>
      ctx.gateway.createOrder({
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
    await releaseHold(ctx, holdId);
    throw error;
  }

  // 6. Stored under PayPal's id, with its number and the receipt link's secret (192 random bits).
  const receiptToken = randomBytes(24).toString('base64url');
  let orderNumber: string;
  for (let attempt = 1; ; attempt += 1) {
    // Both are unique in the database: one drawn already (with n orders numbered, a chance of
    // n in about a billion for the number) is drawn again.
    orderNumber = generateOrderNumber();
    const subscriptionCode = order.type === 'subscription' ? generateSubscriptionCode() : null;
    try {
      await ctx.store.insertOrder(
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
      ctx.log.error({ err: error, orderId: created.id }, 'could not store a new order');
      await releaseHold(ctx, holdId);
      throw notStarted();
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

/** The reconciler's pass: units held by create-order requests that died before storing. */
export async function releaseStaleHolds(ctx: PaymentsContext): Promise<number> {
  return ctx.stock ? ctx.stock.releaseStaleHolds() : 0;
}

function notStarted(): ApiError {
  return new ApiError(
    503,
    'STORE_UNAVAILABLE',
    'We could not start the payment. Nothing was charged; please try again.',
  );
}

/** Holds the order's units (server/stock/), or refuses 409 SOLD_OUT; null without a stock. */
async function holdStock(
  ctx: PaymentsContext,
  lines: ReadonlyArray<{ id: string; quantity: number }>,
): Promise<string | null> {
  if (!ctx.stock) return null;
  try {
    return await ctx.stock.hold(lines);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    ctx.log.warn({ err: error }, 'could not hold the units of a new order: PayPal not asked');
    throw notStarted();
  }
}

/** Gives back the units of an order that was never stored; a failure leaves them to the sweep. */
async function releaseHold(ctx: PaymentsContext, holdId: string | null): Promise<void> {
  if (!holdId || !ctx.stock) return;
  await ctx.stock.releaseHold(holdId).catch((error: unknown) => {
    ctx.log.warn(
      { err: error, holdId },
      'could not release the units of an order never stored: the reconciler will',
    );
  });
}
