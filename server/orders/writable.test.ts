import { describe, expect, it, vi } from 'vitest';
import { testBackends } from '#tests/support/payments-server';
import { checkOrdersWritable } from './writable';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

// The check create-order makes before PayPal hears of an order (a locked table is tested in
// server/payments/hardening.test.ts and server/database-outage.test.ts).
describe.each(testBackends('writable'))('checkOrdersWritable ($name)', ({ open }) => {
  it('passes on a database that takes writes, and refuses a read-only one, in one statement', async () => {
    const db = await open();
    try {
      await expect(checkOrdersWritable(db)).resolves.toBeUndefined();
      // A read-only transaction stands for a standby or a database switched to read-only:
      // PostgreSQL grants the insert's lock there too, so the check must ask.
      const refused = db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION READ ONLY');
        await checkOrdersWritable(tx);
      });
      await expect(refused).rejects.toMatchObject({ code: '25006' });
      // Nothing stays locked or read-only behind it.
      await expect(checkOrdersWritable(db)).resolves.toBeUndefined();
    } finally {
      await db.close();
    }
  });
});
