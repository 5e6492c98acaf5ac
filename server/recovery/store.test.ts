import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewOrder } from '#domain/order/order';
import { generateOrderNumber } from '#domain/order/order-number';
import { openTestDatabase } from '#tests/support/test-database';
import { PostgresPaymentsStore } from '../payments/postgres-store';
import type { Database } from '../platform/database';
import { PostgresRecoveryStore } from './postgres-store';

/**
 * The recovery area's store, as it asks the other areas. The purge's safety rules, each asked of the area that owns the rows: an old unpaid order is
 * deleted with its history, but one whose units are still held (the stock area's answer) is kept,
 * and so is a young one. (A refund needs a payment record: such an order is kept as paid, which
 * server/console/follow-up-api.test.ts checks.)
 */

const DAY_MS = 86_400_000;

describe('the abandoned checkouts on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  const order = (id: string): NewOrder => ({
    id,
    orderNumber: generateOrderNumber(),
    totalCents: 2500,
    items: [{ id: 'ely-tee', name: 'ELY tee', quantity: 1, unitPriceCents: 2500 }] as never,
    type: 'product',
    shipsGoods: true,
    subscriptionCode: null,
    address: null,
    uid: null,
    receiptToken: `token-${id}`,
    buyerEmail: null,
    locale: 'en',
    contact: null,
  });

  it('deletes the old unpaid orders with their history, keeping held and young ones', async () => {
    const payments = new PostgresPaymentsStore(database);
    const ids = ['PURGE0PLAIN', 'PURGE0HELD', 'PURGE0YOUNG'];
    for (const id of ids) {
      await payments.insertOrder(order(id), {
        source: 'create-route',
        kind: 'created',
        details: {},
      });
    }
    await database.query(
      `UPDATE orders SET created_at = now() - interval '40 days' WHERE id = ANY($1::text[])`,
      [ids.slice(0, 2)],
    );
    await database.query(
      `INSERT INTO stock_holds (hold_id, product_id, quantity, state, order_id)
       VALUES ('purge-hold', 'ely-tee', 1, 'held', 'PURGE0HELD')`,
    );

    const store = new PostgresRecoveryStore(database);
    expect(await store.purge(new Date(Date.now() - 30 * DAY_MS))).toBe(1);

    const left = await database.query<{ id: string }>(
      'SELECT id FROM orders WHERE id = ANY($1::text[]) ORDER BY id',
      [ids],
    );
    expect(left.rows.map((row) => row.id)).toEqual(['PURGE0HELD', 'PURGE0YOUNG']);
    const history = await database.query<{ order_id: string }>(
      'SELECT DISTINCT order_id FROM order_events WHERE order_id = ANY($1::text[]) ORDER BY order_id',
      [ids],
    );
    expect(history.rows.map((row) => row.order_id)).toEqual(['PURGE0HELD', 'PURGE0YOUNG']);
    expect(await store.lastPurge()).toMatchObject({ purged: 1 });
  });

  it('records a recovery without its email when the outbox refuses it, in its transaction', async () => {
    const payments = new PostgresPaymentsStore(database);
    await payments.insertOrder(order('RECOVER0REFUSED'), {
      source: 'create-route',
      kind: 'created',
      details: {},
    });
    await database.exec(`
      CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'mail_outbox refuses this row'; END $$;
      CREATE TRIGGER refuse_outbox BEFORE INSERT ON mail_outbox
        FOR EACH ROW EXECUTE FUNCTION refuse_outbox();`);
    const dropped: string[] = [];
    const store = new PostgresRecoveryStore(database, {
      onEmailDropped: (_error, statement) => dropped.push(statement),
    });
    try {
      const actor = { uid: 'op-ana', email: 'op-ana@example.com' };
      expect(await store.recordRecovery('RECOVER0REFUSED', 'a-token', actor)).toBe(true);
      expect(dropped).toEqual(['record-recovery']);
      expect(await store.tokens(['RECOVER0REFUSED'])).toEqual(
        new Map([['RECOVER0REFUSED', 'a-token']]),
      );
      const events = await database.query<{ kind: string }>(
        'SELECT kind FROM order_events WHERE order_id = $1 ORDER BY id',
        ['RECOVER0REFUSED'],
      );
      expect(events.rows.map((row) => row.kind)).toEqual(['created', 'recovery-emailed']);
      // Once per order.
      expect(await store.recordRecovery('RECOVER0REFUSED', 'b-token', actor)).toBe(false);
    } finally {
      await database.exec(
        'DROP TRIGGER refuse_outbox ON mail_outbox; DROP FUNCTION refuse_outbox();',
      );
    }
  });
});
