import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SubscriptionAuditEntry } from '#domain/subscription-admin';
import type { RefundsOfPayments, StoredRefund } from '../refunds/service';
import type { SubscriptionGateway } from './paypal-billing';
import { SubscriptionsService } from './service';
import type { AuditedWelcome, AuditFilter, SubscriptionsStore } from './store';

/**
 * The console's audit of subscriptions merges two lists, each newest first: the welcomes sent
 * again (this area's) and the refunds of the subscriptions' payments (the refunds area's, asked
 * through its service). The merged list keeps the order one query over both gave: by time to the
 * microsecond, then by key, descending, at most `limit`.
 */

const welcome = (id: number, exactAt: string): AuditedWelcome => ({
  exactAt,
  entry: {
    key: `mail:${id}`,
    at: `${exactAt.slice(0, 23)}Z`,
    kind: 'welcome-resent',
    subscriptionId: 'I-SUB1',
    codigo: 'SYN-AAAAAAAA',
    actor: { uid: 'ops', email: 'ops@example.com' },
    amountCents: null,
    paymentCodigo: null,
    status: 'sent',
  },
});

const refund = (requestId: string, exactAt: string): StoredRefund & { exactAt: string } => ({
  requestId,
  orderId: requestId.startsWith('b') ? 'PAY-2' : 'PAY-1',
  amountCents: 500,
  status: 'completed',
  paypalId: null,
  reason: '',
  actor: null,
  createdAt: `${exactAt.slice(0, 23)}Z`,
  exactAt,
});

function audit(welcomes: AuditedWelcome[], refunds: (StoredRefund & { exactAt: string })[]) {
  const asked: { welcomes?: AuditFilter; refunds?: RefundsOfPayments } = {};
  const store = {
    welcomeResendAudit: async (filter: AuditFilter) => {
      asked.welcomes = filter;
      return welcomes.slice(0, filter.limit);
    },
    paymentCodes: async () =>
      new Map([
        ['PAY-1', { subscriptionId: 'I-SUB1', codigo: 'SYN-AAAAAAAA', paymentCodigo: 'P-1' }],
        ['PAY-2', { subscriptionId: 'I-SUB2', codigo: 'SYN-BBBBBBBB', paymentCodigo: 'P-2' }],
      ]),
  } as unknown as SubscriptionsStore;
  const service = new SubscriptionsService({
    store,
    gateway: {} as SubscriptionGateway,
    planId: () => null,
    launch: new Date(0),
    log: {} as FastifyBaseLogger,
    refunds: {
      refund: async () => {
        throw new Error('not here');
      },
      followProviderRefund: async () => null,
      unrefundedCents: async () => new Map(),
      refundsOfPayments: async (filter) => {
        asked.refunds = filter;
        return refunds.slice(0, filter.limit);
      },
    },
  });
  return { service, asked };
}

const keys = (entries: SubscriptionAuditEntry[]) => entries.map(({ key }) => key);

describe("the subscriptions' audit", () => {
  it('merges the welcomes and the refunds newest first, to the microsecond, then by key', async () => {
    const { service } = audit(
      [
        welcome(12, '2026-05-01T10:00:00.000300Z'),
        welcome(11, '2026-05-01T10:00:00.000100Z'),
        welcome(10, '2026-04-01T00:00:00.000000Z'),
      ],
      [
        refund('b-2', '2026-05-01T10:00:00.000200Z'),
        // The same instant as welcome 11: a refund's key ('refund:…') comes before ('mail:…').
        refund('a-1', '2026-05-01T10:00:00.000100Z'),
      ],
    );
    const { entries } = await service.adminAudit({ limit: 10 });
    expect(keys(entries)).toEqual(['mail:12', 'refund:b-2', 'refund:a-1', 'mail:11', 'mail:10']);
    expect(entries[1]).toEqual({
      key: 'refund:b-2',
      at: '2026-05-01T10:00:00.000Z',
      kind: 'payment-refunded',
      subscriptionId: 'I-SUB2',
      codigo: 'SYN-BBBBBBBB',
      actor: null,
      amountCents: 500,
      paymentCodigo: 'P-2',
      status: 'completed',
    });
  });

  it("asks both lists with the same filters and the subscriptions' payments, and keeps limit", async () => {
    const { service, asked } = audit(
      [welcome(2, '2026-05-02T00:00:00.000000Z'), welcome(1, '2026-05-01T00:00:00.000000Z')],
      [refund('a-1', '2026-05-03T00:00:00.000000Z'), refund('a-0', '2026-04-01T00:00:00.000000Z')],
    );
    const from = new Date('2026-01-01T00:00:00Z');
    const before = new Date('2027-01-01T00:00:00Z');
    const { entries } = await service.adminAudit({ actor: 'ops', from, before, limit: 2 });
    expect(keys(entries)).toEqual(['refund:a-1', 'mail:2']);
    expect(asked.welcomes).toEqual({ actor: 'ops', from, before, limit: 2 });
    expect(asked.refunds).toEqual({
      actor: 'ops',
      from,
      before,
      limit: 2,
      paymentIds: ['PAY-1', 'PAY-2'],
    });
  });
});
