import { describe, expect, it } from 'vitest';
import { emailForEvent } from './emails';
import { ORDER_EVENT_KINDS } from './events';

/** Which email each event of an order's history owes the buyer. */

const PAID = { status: 'COMPLETED' as const, refundedCents: 0 };

describe('emailForEvent', () => {
  it('confirms a payment once per order, whether paid, under review or recorded late', () => {
    for (const kind of ['captured', 'pending', 'recorded-from-outbox'] as const) {
      expect(emailForEvent({ kind }, PAID)).toEqual({
        kind: 'confirmation',
        dedupe: { once: 'confirmation' },
        payment: PAID,
        onlyIf: null,
      });
    }
  });

  it('tells how a review ended: at once after PENDING, otherwise only a buyer told of a review', () => {
    const completed = emailForEvent({ kind: 'completed', details: { from: 'PENDING' } }, PAID);
    expect(completed).toMatchObject({
      kind: 'payment-completed',
      dedupe: { once: 'completed' },
      onlyIf: null,
    });
    const denied = emailForEvent(
      { kind: 'denied', details: { from: 'PARTIALLY_REFUNDED' } },
      { status: 'DENIED', refundedCents: 0 },
    );
    expect(denied).toMatchObject({
      kind: 'payment-denied',
      dedupe: { once: 'denied' },
      onlyIf: 'told-under-review',
    });
  });

  it('sends nothing for a payment that was never recorded (the payer saw it at checkout)', () => {
    for (const kind of ['captured', 'completed', 'denied', 'refunded'] as const) {
      expect(emailForEvent({ kind, details: { from: 'PENDING' } }, null)).toBeNull();
    }
  });

  it('sends one email per refund, only when it tells of more money back than the last', () => {
    const partly = { status: 'PARTIALLY_REFUNDED' as const, refundedCents: 10_000 };
    for (const kind of ['partially_refunded', 'refunded'] as const) {
      expect(emailForEvent({ kind }, partly)).toEqual({
        kind: 'refund',
        dedupe: 'per-event',
        payment: partly,
        onlyIf: 'more-refunded',
      });
    }
  });

  it('sends one email per shipment, telling of the payment as recorded', () => {
    expect(emailForEvent({ kind: 'shipped' }, null)).toEqual({
      kind: 'shipped',
      dedupe: 'per-event',
      payment: 'as-recorded',
      onlyIf: null,
    });
  });

  it('sends the order page’s link again for every request at "Find my order"', () => {
    expect(emailForEvent({ kind: 'link-requested' }, 'as-recorded')).toEqual({
      kind: 'order-link',
      dedupe: 'per-event',
      payment: 'as-recorded',
      onlyIf: null,
    });
  });

  it('sends a confirmation or shipping email again, one per resend, and nothing else', () => {
    for (const email of ['confirmation', 'shipped'] as const) {
      expect(emailForEvent({ kind: 'email-resent', details: { email } }, 'as-recorded')).toEqual({
        kind: email,
        dedupe: 'per-event',
        payment: 'as-recorded',
        onlyIf: null,
      });
    }
    expect(emailForEvent({ kind: 'email-resent', details: { email: 'refund' } }, PAID)).toBeNull();
  });

  it('sends the recovery link of an abandoned checkout once per order, paid or not', () => {
    expect(emailForEvent({ kind: 'recovery-emailed' }, 'as-recorded')).toEqual({
      kind: 'checkout-recovery',
      dedupe: { once: 'checkout-recovery' },
      payment: 'as-recorded',
      onlyIf: null,
    });
  });

  it('emails the factura once, when an operator attaches it', () => {
    expect(emailForEvent({ kind: 'invoice-attached' }, 'as-recorded')).toEqual({
      kind: 'invoice',
      dedupe: { once: 'invoice' },
      payment: 'as-recorded',
      onlyIf: null,
    });
  });

  it('confirms a cancellation request and tells of a decline, each once per event', () => {
    for (const kind of ['cancellation-requested', 'cancellation-declined'] as const) {
      expect(emailForEvent({ kind }, 'as-recorded')).toEqual({
        kind,
        dedupe: 'per-event',
        payment: 'as-recorded',
        onlyIf: null,
      });
    }
  });

  it('sends nothing for the other events', () => {
    const mailing = new Set([
      'captured',
      'pending',
      'recorded-from-outbox',
      'completed',
      'denied',
      'partially_refunded',
      'refunded',
      'shipped',
      'link-requested',
      'recovery-emailed',
      'invoice-attached',
      'cancellation-requested',
      'cancellation-declined',
    ]);
    for (const kind of ORDER_EVENT_KINDS.filter((kind) => !mailing.has(kind))) {
      expect(emailForEvent({ kind }, PAID), kind).toBeNull();
    }
  });
});
