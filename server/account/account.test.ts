import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountDataAnswer,
  type MyOrdersAnswer,
  type ReceiptAnswer,
  SavedAddressAnswer,
} from '../../domain/answers';
import { startServer, type TestServer, testBackends } from '../../tests/support/payments-server';
import { buy } from '../../tests/support/purchases';
import type { AccountDirectory, AccountRecord } from '../platform/auth/accounts';
import type { Database } from '../platform/database';

/**
 * The buyer's account through real HTTP, after purchases made through the real payments API:
 * guest orders attached once the account's email is verified, the data download and the
 * account's deletion. The fake verifier (tests/support/payments-server.ts) gives `valid-<uid>`
 * the verified email <uid>@example.com and `unverified-<uid>` the same email unproven; the
 * directory below plays Firebase's accounts (the browser journey deletes a real emulator user:
 * tests/e2e/account.spec.ts).
 */

const uid = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const contactOf = (email: string) => ({ email, name: 'Ana López', phone: '+525512345678' });

class FakeDirectory implements AccountDirectory {
  readonly accounts = new Map<string, AccountRecord>();
  failNextDelete = false;
  add(id: string) {
    this.accounts.set(id, {
      uid: id,
      email: `${id}@example.com`,
      emailVerified: true,
      displayName: 'Ana López',
      phoneNumber: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      providers: ['password'],
    });
  }
  async lookUp(id: string) {
    return this.accounts.get(id) ?? null;
  }
  async delete(id: string) {
    if (this.failNextDelete) {
      this.failNextDelete = false;
      throw Object.assign(new Error('network'), { code: 'app/network-error' });
    }
    this.accounts.delete(id);
  }
}

describe.each(testBackends('account-api'))('account API on $name', ({ open }) => {
  let database: Database;
  let server: TestServer;
  const directory = new FakeDirectory();

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database, accountDirectory: directory });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const myOrders = async (token: string) => {
    const response = await server.get('/api/me/orders', bearer(token));
    expect(response.status).toBe(200);
    return ((await response.json()) as MyOrdersAnswer).orders.map((order) => order.orderNumber);
  };
  const eventsOf = async (orderNumber: string) =>
    (
      await database.query<{ source: string; kind: string; actor_uid: string | null }>(
        `SELECT e.source, e.kind, e.actor_uid FROM order_events e JOIN orders o ON o.id = e.order_id
         WHERE o.order_number = $1 ORDER BY e.id`,
        [orderNumber],
      )
    ).rows;

  describe('guest orders and the verified email', () => {
    it('attaches a guest order to the account once its email is verified, not before', async () => {
      const ana = uid('ana');
      // Paid as a guest, with the account's address in another case at checkout.
      const guest = await buy(server, { contact: contactOf(`${ana}@Example.COM`) });

      expect(await myOrders(`unverified-${ana}`)).toEqual([]);
      expect(await eventsOf(guest.orderNumber)).not.toContainEqual(
        expect.objectContaining({ kind: 'attached-to-account' }),
      );

      expect(await myOrders(`valid-${ana}`)).toEqual([guest.orderNumber]);
      // Asked again (the next sign-in): still there, attached once.
      expect(await myOrders(`valid-${ana}`)).toEqual([guest.orderNumber]);
      const attached = (await eventsOf(guest.orderNumber)).filter(
        (event) => event.kind === 'attached-to-account',
      );
      expect(attached).toEqual([
        { source: 'account', kind: 'attached-to-account', actor_uid: ana },
      ]);
      // Now hers: the receipt opens for her without the link's token.
      const receipt = await server.get(`/api/orders/${guest.orderNumber}`, bearer(`valid-${ana}`));
      expect(receipt.status).toBe(200);
    });

    it('lists each order with its shipment and tracking link once shipped', async () => {
      const flo = uid('flo');
      const order = await buy(server, { contact: contactOf(`${flo}@example.com`) });
      await database.query(
        `UPDATE orders SET shipped_at = now(), carrier = 'DHL Express', tracking_number = '1234567890',
           tracking_url = 'https://www.dhl.com/track?id=1234567890'
         WHERE order_number = $1`,
        [order.orderNumber],
      );
      const response = await server.get('/api/me/orders', bearer(`valid-${flo}`));
      const { orders } = (await response.json()) as MyOrdersAnswer;
      expect(orders).toEqual([
        expect.objectContaining({
          orderNumber: order.orderNumber,
          hasShipped: true,
          shipment: {
            shippedAt: expect.any(String),
            carrier: 'DHL Express',
            trackingNumber: '1234567890',
            trackingUrl: 'https://www.dhl.com/track?id=1234567890',
            deliveredAt: null,
          },
        }),
      ]);
    });

    it('never takes an order another account holds, nor one placed with another email', async () => {
      const bea = uid('bea');
      const owner = uid('owner');
      // Bought signed in as someone else, giving Bea's email as the contact.
      const owned = await buy(server, {
        idToken: `valid-${owner}`,
        contact: contactOf(`${bea}@example.com`),
      });
      const elsewhere = await buy(server, { contact: contactOf(`not-${bea}@example.com`) });
      expect(await myOrders(`valid-${bea}`)).toEqual([]);
      expect(await myOrders(`valid-${owner}`)).toEqual([owned.orderNumber]);
      expect(await eventsOf(elsewhere.orderNumber)).not.toContainEqual(
        expect.objectContaining({ kind: 'attached-to-account' }),
      );
    });
  });

  describe('GET /api/me/data', () => {
    it('gives the account, its orders with their contact and address, and the emails sent', async () => {
      const cam = uid('cam');
      directory.add(cam);
      const order = await buy(server, { contact: contactOf(`${cam}@example.com`) });
      await myOrders(`valid-${cam}`);

      const response = await server.get('/api/me/data', bearer(`valid-${cam}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="ely-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = (await response.json()) as AccountDataAnswer;
      expect(data.account).toMatchObject({
        uid: cam,
        email: `${cam}@example.com`,
        displayName: 'Ana López',
        providers: ['password'],
      });
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0]).toMatchObject({
        orderNumber: order.orderNumber,
        status: 'COMPLETED',
        contact: contactOf(`${cam}@example.com`),
        address: expect.objectContaining({ zip: '06700', country: 'MX' }),
        items: [expect.objectContaining({ id: 'octahedron', quantity: 2 })],
      });
      // Queued (the test server sends nothing): its recipient is chosen when it is sent.
      expect(data.emails).toEqual([
        expect.objectContaining({
          orderNumber: order.orderNumber,
          kind: 'confirmation',
          status: 'queued',
        }),
      ]);
      const audit = await database.query<{ kind: string; details: unknown }>(
        'SELECT kind, details FROM account_events WHERE uid = $1',
        [cam],
      );
      expect(audit.rows).toEqual([{ kind: 'data-exported', details: { orders: 1, emails: 1 } }]);
    });

    it('answers 401 without a valid ID token, and records nothing', async () => {
      for (const headers of [{}, bearer('forged')]) {
        const response = await server.get('/api/me/data', headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: 'UNAUTHENTICATED',
          message: 'Sign in to manage your account.',
        });
      }
    });
  });

  describe('the saved address', () => {
    const HOME = {
      street: 'Av. Álvaro Obregón 121',
      line2: 'Col. Roma Norte, interior 4',
      city: 'Ciudad de México',
      state: 'CMX',
      zip: '06700',
      country: 'MX',
    };
    const saved = async (token: string) => {
      const response = await server.get('/api/me/address', bearer(token));
      expect(response.status).toBe(200);
      return SavedAddressAnswer.parse(await response.json()).savedAddress;
    };

    it('keeps the address for the next order, replaces it when saved again, and forgets it', async () => {
      const gil = uid('gil');
      expect(await saved(`valid-${gil}`)).toBeNull();

      const put = await server.put(
        '/api/me/address',
        // A phone without its country code is read in the address's country, as at checkout.
        { name: '  Gil Ortega ', phone: '55 1234 5678', address: { ...HOME, zip: ' 06700 ' } },
        bearer(`valid-${gil}`),
      );
      expect(put.status).toBe(200);
      const kept = SavedAddressAnswer.parse(await put.json()).savedAddress;
      expect(kept).toMatchObject({ name: 'Gil Ortega', phone: '+525512345678', address: HOME });
      expect(await saved(`valid-${gil}`)).toEqual(kept);

      const moved = { ...HOME, street: 'Calle Durango 200', line2: undefined };
      await server.put(
        '/api/me/address',
        { name: 'Gil Ortega', phone: '+525512345678', address: moved },
        bearer(`valid-${gil}`),
      );
      expect((await saved(`valid-${gil}`))?.address.street).toBe('Calle Durango 200');
      const rows = await database.query('SELECT 1 FROM saved_addresses WHERE uid = $1', [gil]);
      expect(rows.rows).toHaveLength(1);

      // Someone else's account sees none of it.
      expect(await saved(`valid-${uid('other')}`)).toBeNull();

      const forget = await server.delete('/api/me/address', bearer(`valid-${gil}`));
      expect(forget.status).toBe(200);
      expect(SavedAddressAnswer.parse(await forget.json())).toEqual({ savedAddress: null });
      expect(await saved(`valid-${gil}`)).toBeNull();
    });

    it('refuses what the checkout refuses, naming the field, and keeps nothing', async () => {
      const hal = uid('hal');
      const cases: [unknown, string, string][] = [
        [
          { name: 'Hal', phone: '+525512345678', address: { ...HOME, zip: '0670' } },
          'ADDRESS_INVALID',
          'zip',
        ],
        [
          { name: 'Hal', phone: '+525512345678', address: { ...HOME, state: 'Texas' } },
          'ADDRESS_INVALID',
          'state',
        ],
        [
          { name: 'Hal', phone: '+525512345678', address: { ...HOME, country: 'XX' } },
          'ADDRESS_INVALID',
          'country',
        ],
        [{ name: ' ', phone: '+525512345678', address: HOME }, 'CONTACT_INVALID', 'name'],
        [{ name: 'Hal', phone: '12', address: HOME }, 'CONTACT_INVALID', 'phone'],
        [{ name: 'Hal', phone: '+525512345678' }, 'ADDRESS_INVALID', 'address'],
      ];
      for (const [body, error, field] of cases) {
        const response = await server.put('/api/me/address', body, bearer(`valid-${hal}`));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ error, field });
      }
      expect(await saved(`valid-${hal}`)).toBeNull();
    });

    it('answers 401 without a valid ID token', async () => {
      expect((await server.get('/api/me/address')).status).toBe(401);
      const put = await server.put(
        '/api/me/address',
        { name: 'Ivy', phone: '+525512345678', address: HOME },
        bearer('forged'),
      );
      expect(put.status).toBe(401);
      expect((await server.delete('/api/me/address')).status).toBe(401);
    });

    it('is in the data download, and goes with the account', async () => {
      const jo = uid('jo');
      directory.add(jo);
      await server.put(
        '/api/me/address',
        { name: 'Jo Ruiz', phone: '+525512345678', address: HOME },
        bearer(`valid-${jo}`),
      );
      const data = (await (
        await server.get('/api/me/data', bearer(`valid-${jo}`))
      ).json()) as AccountDataAnswer;
      expect(data.savedAddress).toMatchObject({ name: 'Jo Ruiz', address: HOME });

      expect((await server.delete('/api/me', bearer(`valid-${jo}`))).status).toBe(200);
      const rows = await database.query('SELECT 1 FROM saved_addresses WHERE uid = $1', [jo]);
      expect(rows.rows).toEqual([]);
    });
  });

  describe('DELETE /api/me', () => {
    it('deletes the account and keeps its orders, without the uid, open by their receipt link', async () => {
      const dan = uid('dan');
      directory.add(dan);
      const order = await buy(server, { idToken: `valid-${dan}` });

      const response = await server.delete('/api/me', bearer(`valid-${dan}`));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true, ordersKept: 1 });
      expect(directory.accounts.has(dan)).toBe(false);

      const kept = await database.query<{ order_uid: string | null; record_uid: string | null }>(
        `SELECT o.uid AS order_uid, p.uid AS record_uid FROM orders o JOIN pagos p ON p.order_id = o.id
         WHERE o.order_number = $1`,
        [order.orderNumber],
      );
      expect(kept.rows).toEqual([{ order_uid: null, record_uid: null }]);
      expect(await eventsOf(order.orderNumber)).toContainEqual({
        source: 'account',
        kind: 'detached-from-account',
        actor_uid: dan,
      });
      const withLink = await server.get(`/api/orders/${order.orderNumber}`, {
        'x-receipt-token': order.receiptToken,
      });
      expect(withLink.status).toBe(200);
      const view = (await withLink.json()) as ReceiptAnswer;
      expect(view.orderNumber).toBe(order.orderNumber);
      const audit = await database.query<{ kind: string; details: unknown }>(
        'SELECT kind, details FROM account_events WHERE uid = $1',
        [dan],
      );
      expect(audit.rows).toEqual([{ kind: 'account-deleted', details: { ordersKept: 1 } }]);
    });

    it('changes nothing when Firebase does not delete the account', async () => {
      const eve = uid('eve');
      directory.add(eve);
      const order = await buy(server, { idToken: `valid-${eve}` });
      directory.failNextDelete = true;

      const response = await server.delete('/api/me', bearer(`valid-${eve}`));
      expect(response.status).toBe(502);
      expect(((await response.json()) as { error: string }).error).toBe('ACCOUNT_NOT_DELETED');
      expect(directory.accounts.has(eve)).toBe(true);
      expect(await myOrders(`valid-${eve}`)).toEqual([order.orderNumber]);
      const audit = await database.query('SELECT 1 FROM account_events WHERE uid = $1', [eve]);
      expect(audit.rows).toEqual([]);
    });

    it('answers 401 without a valid ID token', async () => {
      expect((await server.delete('/api/me')).status).toBe(401);
      expect((await server.delete('/api/me', bearer('forged'))).status).toBe(401);
    });
  });
});
