import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred } from '#tests/support/deferred';
import {
  ADDRESS,
  createOrder,
  OCTAHEDRON,
  openSharedPostgres,
  payerAction,
  standInOrder,
  startServer,
  type TestServer,
} from '#tests/support/payments-server';
import { openTestDatabase } from '#tests/support/test-database';
import type { MailTransport, OutgoingEmail } from './mail/mail-transport';
import type { Database } from './platform/database';

/**
 * Scaled out: two API processes on one database, each running its own reconciler and its own
 * mailer, as every process of a deployment does (docs/deployment.md). With orders the payers
 * approved and left, orders never approved, and the emails the captures queue, both take their
 * work at the same moment: each order is taken by one reconciler in the pass (checked once,
 * captured once at PayPal, recorded once, one 'captured' in its history) and each email is sent
 * once, by one of them. On PostgreSQL each app has its own connection pool on one schema, as two
 * processes would (the database's row locks, SKIP LOCKED and the leases decide); on PGlite, one
 * process's database, the two apps share it.
 */

const APPROVED = 24;
const UNAPPROVED = 4;

const backends = [
  { name: 'PGlite', open: async () => [await openTestDatabase()] },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: () => openSharedPostgres(process.env.DATABASE_URL ?? '', 'scale_out', 2),
        },
      ]
    : []),
];

/**
 * Two transports that record what they send; each one's first send waits until the other has
 * one to send too, so the test holds only when both mailers had emails claimed at the same time
 * (neither can have drained the outbox alone).
 */
function meetingTransports() {
  const sent: { by: 'a' | 'b'; email: OutgoingEmail }[] = [];
  const arrived = { a: deferred(), b: deferred() };
  const transport = (by: 'a' | 'b'): MailTransport => ({
    async send(email) {
      arrived[by].resolve();
      await arrived[by === 'a' ? 'b' : 'a'].promise;
      sent.push({ by, email });
    },
    close() {},
  });
  return { a: transport('a'), b: transport('b'), sent };
}

describe.each(backends)('two API processes on one database ($name)', ({ open }) => {
  let databases: Database[];
  let a: TestServer;
  let b: TestServer;
  const mail = meetingTransports();

  beforeAll(async () => {
    databases = await open();
    const [first, second = first] = databases as [Database, Database?];
    a = await startServer({ database: first, mail: { transport: mail.a } });
    // Both talk to one PayPal (A's stand-in), as two processes talk to the same PayPal.
    b = await startServer({
      database: second,
      env: { PAYPAL_API_BASE: `${a.url}/__paypal` },
      mail: { transport: mail.b },
    });
    // No webhooks: the reconcilers alone finish the orders.
    expect((await a.post('/__paypal/__test/webhooks', { enabled: false })).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    // The first pool drops the schema: the others close before it.
    for (const database of [...(databases ?? [])].reverse()) await database.close();
  });

  it('finish each pending order once and send each email once', async () => {
    const payments = a.app.payments?.store;
    if (!payments || !a.app.mailer || !a.app.reconciler || !b.app.reconciler || !b.app.mailer) {
      throw new Error('the apps lack their payments, reconciler or mailer');
    }
    // Orders made through both processes; the approved ones left by their payers (the browser
    // never captured), the others never approved.
    const servers = [a, b];
    const approved = await Promise.all(
      Array.from({ length: APPROVED }, async (_, index) => {
        const id = await createOrder(servers[index % 2] as TestServer, [OCTAHEDRON], {
          address: ADDRESS,
        });
        await payerAction(a, id);
        return id;
      }),
    );
    const unapproved = await Promise.all(
      Array.from({ length: UNAPPROVED }, (_, index) =>
        createOrder(servers[index % 2] as TestServer, [OCTAHEDRON], { address: ADDRESS }),
      ),
    );
    const database = databases[0] as Database;
    // Time passes: every one of them is due for a look.
    await database.query('UPDATE orders SET next_check_at = now()');

    // Both reconcilers at once: the orders are shared out, none is taken twice.
    const [reportA, reportB] = await Promise.all([
      a.app.reconciler.runOnce(),
      b.app.reconciler.runOnce(),
    ]);
    expect({ failed: reportA.failed + reportB.failed }).toEqual({ failed: 0 });
    expect(reportA.checked + reportB.checked).toBe(APPROVED + UNAPPROVED);
    for (const id of approved) {
      expect((await standInOrder(a, id)).captureCount).toBe(1);
      const kinds = (await payments.events(id)).map((event) => event.kind);
      expect(kinds.filter((kind) => kind === 'capture-started')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'captured')).toHaveLength(1);
    }
    const records = await database.query<{ order_id: string }>('SELECT order_id FROM pagos');
    expect(records.rows.map((row) => row.order_id).sort()).toEqual([...approved].sort());
    for (const id of unapproved) {
      expect((await payments.findOrder(id))?.state).toBe('created');
    }
    // Nothing is left due for a second look now.
    const again = await Promise.all([a.app.reconciler.runOnce(), b.app.reconciler.runOnce()]);
    expect(again.map((report) => report.checked)).toEqual([0, 0]);

    // The captures queued one confirmation each; both mailers at once send each one once.
    const queued = await database.query<{ id: number }>(
      "SELECT id FROM mail_outbox WHERE status = 'queued'",
    );
    expect(queued.rows).toHaveLength(APPROVED);
    const [mailA, mailB] = await Promise.all([a.app.mailer.runOnce(), b.app.mailer.runOnce()]);
    expect(mailA.sent + mailB.sent).toBe(APPROVED);
    const messageIds = mail.sent.map((each) => each.email.messageId);
    expect(new Set(messageIds).size).toBe(APPROVED);
    expect(messageIds).toHaveLength(APPROVED);
    // Both took part (the transports' meeting guarantees it).
    expect(new Set(mail.sent.map((each) => each.by))).toEqual(new Set(['a', 'b']));
    const rows = await database.query<{ status: string; attempts: number; n: number }>(
      'SELECT status, attempts, count(*)::int AS n FROM mail_outbox GROUP BY status, attempts',
    );
    expect(rows.rows).toEqual([{ status: 'sent', attempts: 1, n: APPROVED }]);
    // And nothing goes twice on later passes.
    await Promise.all([a.app.mailer.runOnce(), b.app.mailer.runOnce()]);
    expect(mail.sent).toHaveLength(APPROVED);
  });
});

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
