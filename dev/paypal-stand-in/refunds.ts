import type { FastifyInstance } from 'fastify';
import type { StandInSubscription, StandInTransaction } from './billing-state';
import type { StandIn } from './context';
import { errors, RefundRequest, toCents } from './contract';
import { paypalId, type StandInCapture, type StandInRefund } from './state';

/** Payments v2: refund a capture. */
export function registerRefunds(app: FastifyInstance, standIn: StandIn) {
  const {
    state,
    webhooks,
    origin,
    ownBase,
    failed,
    authorized,
    replay,
    requestKey,
    refundResource,
  } = standIn;
  app.post<{ Params: { id: string } }>(
    '/v2/payments/captures/:id/refund',
    async (request, reply) => {
      if (await failed('refund', reply)) return reply;
      if (!authorized(request, reply)) return reply;
      const key = requestKey('refund', request, request.params.id);
      if (replay(key, reply)) return reply;

      const parsed = RefundRequest.safeParse(request.body ?? undefined);
      const sale = state.findCapture(request.params.id)
        ? null
        : state.billing.findTransaction(request.params.id);
      if (sale && parsed.success) {
        // A subscription's payment (its sale id, as the transactions list names it): PayPal
        // refunds it through this same call and tells the shop with PAYMENT.SALE.REFUNDED.
        const answer = refundSale(standIn, sale, parsed.data, origin(request));
        if (key && answer.status === 201) state.rememberAnswer(key, answer);
        return reply.code(answer.status).send(answer.body);
      }
      const found = state.findCapture(request.params.id);
      if (!found) return reply.code(404).send(errors.notFound());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply
          .code(400)
          .send(errors.invalid(`/${issue?.path.join('/') ?? ''}`, issue?.message ?? 'Invalid'));
      }
      const { order, capture } = found;
      if (capture.status === 'REFUNDED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'CAPTURE_FULLY_REFUNDED',
              'The capture has already been fully refunded',
            ),
          );
      }
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'REFUND_NOT_ALLOWED',
              'Refund cannot be issued for a capture that is not completed.',
            ),
          );
      }
      // A refund still pending holds its amount, as PayPal does.
      const refundedCents = capture.refunds
        .filter((refund) => refund.status !== 'FAILED')
        .reduce((sum, refund) => sum + toCents(refund.value), 0);
      const leftCents = toCents(capture.value) - refundedCents;
      const amountCents = parsed.data.amount ? toCents(parsed.data.amount.value) : leftCents;
      if (amountCents <= 0 || amountCents > leftCents) {
        return reply
          .code(422)
          .send(
            errors.unprocessable(
              'REFUND_AMOUNT_EXCEEDED',
              'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
            ),
          );
      }
      const now = new Date().toISOString();
      const refund: StandInRefund = {
        id: paypalId(),
        status: state.holdNextRefund ? 'PENDING' : 'COMPLETED',
        value: (amountCents / 100).toFixed(2),
        note: parsed.data.note_to_payer ?? null,
        time: now,
      };
      state.holdNextRefund = false;
      capture.refunds.push(refund);
      state.refundCaptures.set(refund.id, capture.id);
      order.updateTime = now;
      const body = refundResource(origin(request), capture, refund);
      if (key) state.rememberAnswer(key, { status: 201, body });
      if (refund.status === 'COMPLETED') settleRefund(standIn, capture, refund, 'COMPLETED');
      else {
        webhooks.send(
          'PAYMENT.REFUND.PENDING',
          'refund',
          `A ${refund.value} USD refund is pending`,
          refundResource(ownBase(), capture, refund),
        );
      }
      return reply.code(201).send(body);
    },
  );

  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    if (await failed('get', reply)) return reply;
    if (!authorized(request, reply)) return reply;
    const found = state.findRefund(request.params.id);
    if (!found) {
      const sale = state.billing.findTransaction(
        state.billing.refundTransactions.get(request.params.id) ?? '',
      );
      const refund = sale?.transaction.refunds?.find(
        (candidate) => candidate.id === request.params.id,
      );
      if (!sale || !refund) return reply.code(404).send(errors.notFound());
      return saleRefundResource(origin(request), sale.transaction.id, refund);
    }
    return refundResource(origin(request), found.capture, found.refund);
  });
}

type SaleRefund = NonNullable<StandInTransaction['refunds']>[number];

/** Payments v2's refund of a subscription's sale: its answer is a v2 refund, "up" the sale. */
function saleRefundResource(base: string, saleId: string, refund: SaleRefund) {
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: { currency_code: 'USD', value: refund.value },
    ...(refund.note ? { note_to_payer: refund.note } : {}),
    create_time: refund.time,
    update_time: refund.time,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${saleId}`, rel: 'up', method: 'GET' },
    ],
  };
}

/**
 * Refunds a subscription's payment, in full or in part, at once (COMPLETED), as PayPal does a
 * balance-funded sale: the transaction becomes REFUNDED or PARTIALLY_REFUNDED in the
 * subscription's transactions, and PayPal sends PAYMENT.SALE.REFUNDED, whose resource is a v1
 * refund: `sale_id`, `billing_agreement_id`, `amount.total`, `state: 'completed'`.
 */
function refundSale(
  standIn: StandIn,
  {
    subscription,
    transaction,
  }: { subscription: StandInSubscription; transaction: StandInTransaction },
  request: { amount?: { value: string } | undefined; note_to_payer?: string | undefined },
  base: string,
): { status: number; body: unknown } {
  if (transaction.status === 'REFUNDED') {
    return {
      status: 422,
      body: errors.unprocessable(
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded',
      ),
    };
  }
  if (transaction.status !== 'COMPLETED' && transaction.status !== 'PARTIALLY_REFUNDED') {
    return {
      status: 422,
      body: errors.unprocessable(
        'REFUND_NOT_ALLOWED',
        'Refund cannot be issued for a capture that is not completed.',
      ),
    };
  }
  const refunds = transaction.refunds ?? [];
  const leftCents =
    toCents(transaction.value) - refunds.reduce((sum, refund) => sum + toCents(refund.value), 0);
  const amountCents = request.amount ? toCents(request.amount.value) : leftCents;
  if (amountCents <= 0 || amountCents > leftCents) {
    return {
      status: 422,
      body: errors.unprocessable(
        'REFUND_AMOUNT_EXCEEDED',
        'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
      ),
    };
  }
  const now = new Date().toISOString();
  const refund: SaleRefund = {
    id: paypalId(),
    value: (amountCents / 100).toFixed(2),
    note: request.note_to_payer ?? null,
    time: now,
  };
  transaction.refunds = [...refunds, refund];
  transaction.status = amountCents === leftCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  standIn.state.billing.refundTransactions.set(refund.id, transaction.id);
  const own = standIn.ownBase();
  standIn.webhooks.send(
    'PAYMENT.SALE.REFUNDED',
    'refund',
    `A $ ${refund.value} USD sale payment was refunded`,
    {
      id: refund.id,
      state: 'completed',
      amount: { total: refund.value, currency: 'USD' },
      sale_id: transaction.id,
      billing_agreement_id: subscription.id,
      create_time: now,
      update_time: now,
      links: [
        { href: `${own}/v1/payments/refund/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${own}/v1/payments/sale/${transaction.id}`, rel: 'sale', method: 'GET' },
      ],
    },
  );
  return { status: 201, body: saleRefundResource(base, transaction.id, refund) };
}

/**
 * A refund reaches its end: completed (the capture's status follows, and PayPal tells the shop with
 * PAYMENT.CAPTURE.REFUNDED) or failed (its amount is free again; PAYMENT.REFUND.FAILED).
 */
export function settleRefund(
  standIn: Pick<StandIn, 'webhooks' | 'ownBase' | 'refundResource'>,
  capture: StandInCapture,
  refund: StandInRefund,
  status: 'COMPLETED' | 'FAILED',
): void {
  const now = new Date().toISOString();
  refund.status = status;
  refund.time = now;
  if (status === 'COMPLETED') {
    const refundedCents = capture.refunds
      .filter((candidate) => candidate.status === 'COMPLETED')
      .reduce((sum, candidate) => sum + toCents(candidate.value), 0);
    capture.status = refundedCents >= toCents(capture.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = now;
  }
  standIn.webhooks.send(
    status === 'COMPLETED' ? 'PAYMENT.CAPTURE.REFUNDED' : 'PAYMENT.REFUND.FAILED',
    'refund',
    status === 'COMPLETED'
      ? `A ${refund.value} USD capture payment was refunded`
      : `A ${refund.value} USD refund failed`,
    standIn.refundResource(standIn.ownBase(), capture, refund),
  );
}
