import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_CAP } from '#domain/address';
import {
  type AccountDataAnswer,
  type MyOrdersAnswer,
  ProfileAnswer,
  type ReceiptAnswer,
} from '#domain/answers';
import { startServer, type TestServer, testBackends } from '#tests/support/payments-server';
import { buy } from '#tests/support/purchases';
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

  describe('the details and the address book', () => {
    const HOME = {
      street: 'Av. Álvaro Obregón 121',
      line2: 'Col. Roma Norte, interior 4',
      city: 'Ciudad de México',
      state: 'CMX',
      zip: '06700',
      country: 'MX',
    };
    const WORK = {
      street: '500 W 2nd St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    };
    const profileOf = async (token: string) => {
      const response = await server.get('/api/me/profile', bearer(token));
      expect(response.status).toBe(200);
      return ProfileAnswer.parse(await response.json());
    };
    const add = (token: string, address: unknown, makeDefault?: boolean) =>
      server.post(
        '/api/me/addresses',
        { address, ...(makeDefault === undefined ? {} : { makeDefault }) },
        bearer(token),
      );
    const defaults = (answer: ProfileAnswer) =>
      answer.addresses.filter((entry) => entry.isDefault).map((entry) => entry.address.street);

    it('keeps several addresses, the first the default, one default at a time; edits and deletes them', async () => {
      const gil = `valid-${uid('gil')}`;
      expect(await profileOf(gil)).toEqual({
        profile: { name: null, phone: null, emailLocale: null },
        addresses: [],
      });

      const first = await add(gil, { ...HOME, zip: ' 06700 ' });
      expect(first.status).toBe(201);
      expect(defaults(ProfileAnswer.parse(await first.json()))).toEqual([HOME.street]);
      // The same address again is kept once.
      expect((await add(gil, HOME)).status).toBe(200);
      const second = ProfileAnswer.parse(await (await add(gil, WORK)).json());
      expect(second.addresses.map((entry) => entry.address)).toEqual([HOME, WORK]);
      expect(defaults(second)).toEqual([HOME.street]);

      const work = second.addresses[1]?.id ?? expect.fail('no second address');
      const made = await server.post(`/api/me/addresses/${work}/default`, {}, bearer(gil));
      expect(made.status).toBe(200);
      expect(defaults(ProfileAnswer.parse(await made.json()))).toEqual([WORK.street]);
      // Added as the default: the others are not.
      const third = ProfileAnswer.parse(
        await (await add(gil, { ...HOME, street: 'Calle Durango 200' }, true)).json(),
      );
      expect(defaults(third)).toEqual(['Calle Durango 200']);
      const rows = await database.query(
        'SELECT 1 FROM account_addresses WHERE uid = $1 AND is_default',
        [gil.slice('valid-'.length)],
      );
      expect(rows.rows).toHaveLength(1);

      const edited = await server.put(
        `/api/me/addresses/${work}`,
        { address: { ...WORK, line2: 'Suite 300' } },
        bearer(gil),
      );
      expect(edited.status).toBe(200);
      expect((await profileOf(gil)).addresses[1]?.address).toEqual({ ...WORK, line2: 'Suite 300' });

      // Deleting the default makes the oldest left the default.
      const durango = third.addresses[2]?.id ?? expect.fail('no third address');
      const deleted = await server.delete(`/api/me/addresses/${durango}`, bearer(gil));
      expect(deleted.status).toBe(200);
      const left = ProfileAnswer.parse(await deleted.json());
      expect(left.addresses).toHaveLength(2);
      expect(defaults(left)).toEqual([HOME.street]);
    });

    it('keeps the name and phone, and the language of the emails', async () => {
      const kim = `valid-${uid('kim')}`;
      await add(kim, HOME);
      // A phone without its country code is read in the default address's country.
      const put = await server.put(
        '/api/me/profile',
        { name: '  Kim Ortega ', phone: '55 1234 5678' },
        bearer(kim),
      );
      expect(put.status).toBe(200);
      expect(ProfileAnswer.parse(await put.json()).profile).toEqual({
        name: 'Kim Ortega',
        phone: '+525512345678',
        emailLocale: null,
      });
      const language = await server.put(
        '/api/me/email-language',
        { emailLocale: 'es' },
        bearer(kim),
      );
      expect(language.status).toBe(200);
      expect((await profileOf(kim)).profile).toEqual({
        name: 'Kim Ortega',
        phone: '+525512345678',
        emailLocale: 'es',
      });
      const refused = await server.put(
        '/api/me/email-language',
        { emailLocale: 'fr' },
        bearer(kim),
      );
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: 'EMAIL_LANGUAGE_INVALID',
        field: 'emailLocale',
      });
      await server.put('/api/me/email-language', { emailLocale: null }, bearer(kim));
      expect((await profileOf(kim)).profile.emailLocale).toBeNull();
    });

    it('refuses what the checkout refuses, naming the field, and keeps nothing', async () => {
      const hal = `valid-${uid('hal')}`;
      const cases: [unknown, string][] = [
        [{ ...HOME, zip: '0670' }, 'zip'],
        [{ ...HOME, state: 'Texas' }, 'state'],
        [{ ...HOME, country: 'XX' }, 'country'],
        [{ ...HOME, street: ' ' }, 'street'],
        [{ ...HOME, city: '' }, 'city'],
      ];
      for (const [address, field] of cases) {
        const response = await add(hal, address);
        expect(response.status, JSON.stringify(address)).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'ADDRESS_INVALID', field });
      }
      const none = await server.post('/api/me/addresses', {}, bearer(hal));
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ error: 'ADDRESS_INVALID', field: 'address' });
      for (const [body, field] of [
        [{ name: ' ', phone: '+525512345678' }, 'name'],
        [{ name: 'Hal', phone: '12' }, 'phone'],
        [{ name: 'Hal' }, 'phone'],
      ] as const) {
        const response = await server.put('/api/me/profile', body, bearer(hal));
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'CONTACT_INVALID', field });
      }
      expect(await profileOf(hal)).toEqual({
        profile: { name: null, phone: null, emailLocale: null },
        addresses: [],
      });
    });

    it(`keeps up to ${ADDRESS_BOOK_CAP} addresses, and says so`, async () => {
      const max = `valid-${uid('max')}`;
      for (let index = 0; index < ADDRESS_BOOK_CAP; index += 1) {
        expect((await add(max, { ...HOME, street: `Calle ${index + 1}` })).status).toBe(201);
      }
      const refused = await add(max, { ...HOME, street: 'Calle once' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: 'ADDRESS_BOOK_FULL' });
      expect((await profileOf(max)).addresses).toHaveLength(ADDRESS_BOOK_CAP);
    });

    it('never shows, edits, defaults or deletes another account’s address', async () => {
      const owner = `valid-${uid('own')}`;
      const other = `valid-${uid('oth')}`;
      const [mine] = ProfileAnswer.parse(await (await add(owner, HOME)).json()).addresses;
      const id = mine?.id ?? expect.fail('no address');
      await add(other, WORK);
      expect((await profileOf(other)).addresses.map((entry) => entry.address)).toEqual([WORK]);

      const attempts = [
        server.put(`/api/me/addresses/${id}`, { address: WORK }, bearer(other)),
        server.post(`/api/me/addresses/${id}/default`, {}, bearer(other)),
        server.delete(`/api/me/addresses/${id}`, bearer(other)),
        server.delete('/api/me/addresses/no-such-id', bearer(owner)),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ error: 'ADDRESS_NOT_FOUND' });
      }
      expect((await profileOf(owner)).addresses).toEqual([mine]);
    });

    it('answers 401 without a valid ID token', async () => {
      const responses = await Promise.all([
        server.get('/api/me/profile'),
        server.put('/api/me/profile', { name: 'Ivy', phone: '+525512345678' }, bearer('forged')),
        server.put('/api/me/email-language', { emailLocale: 'es' }),
        server.post('/api/me/addresses', { address: HOME }, bearer('forged')),
        server.put('/api/me/addresses/x', { address: HOME }),
        server.post('/api/me/addresses/x/default', {}),
        server.delete('/api/me/addresses/x'),
      ]);
      expect(responses.map((response) => response.status)).toEqual([
        401, 401, 401, 401, 401, 401, 401,
      ]);
    });

    it('is in the data download, and goes with the account', async () => {
      const jo = uid('jo');
      directory.add(jo);
      await add(`valid-${jo}`, HOME);
      await server.put(
        '/api/me/profile',
        { name: 'Jo Ruiz', phone: '+525512345678' },
        bearer(`valid-${jo}`),
      );
      const data = (await (
        await server.get('/api/me/data', bearer(`valid-${jo}`))
      ).json()) as AccountDataAnswer;
      expect(data.profile).toMatchObject({ name: 'Jo Ruiz', phone: '+525512345678' });
      expect(data.addresses).toMatchObject([{ address: HOME, isDefault: true }]);

      expect((await server.delete('/api/me', bearer(`valid-${jo}`))).status).toBe(200);
      for (const table of ['account_addresses', 'account_profiles']) {
        const rows = await database.query(`SELECT 1 FROM ${table} WHERE uid = $1`, [jo]);
        expect(rows.rows).toEqual([]);
      }
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
