import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  ADDRESS,
  captureBody,
  createOrder,
  OCTAHEDRON,
  pagoOf,
  payerAction,
  standInOrder,
  startServer,
  type TestServer,
  testBackends,
} from '#tests/support/payments-server';
import type { Database } from '../platform/database';

/**
 * The shipping address through the payments API: the same rules as the checkout's (shared domain
 * code), refused field by field with ADDRESS_INVALID at create and at capture, before PayPal hears
 * of anything; stored as the rules write it.
 */

const CONTACT = { email: 'ana@example.com', name: 'Ana López', phone: '+52 55 1234 5678' };

/** One field made wrong, and the field the API must name. */
const BROKEN: [what: string, address: Record<string, unknown>, field: string][] = [
  [
    'a free-text country (as orders held before codes)',
    { ...ADDRESS, country: 'México' },
    'country',
  ],
  ['a country the shop does not ship to', { ...ADDRESS, country: 'KP' }, 'country'],
  ['no country', { ...ADDRESS, country: '' }, 'country'],
  ['a blank street', { ...ADDRESS, street: '  ' }, 'street'],
  ['a missing city', { ...ADDRESS, city: undefined }, 'city'],
  ['a Mexican state by its old abbreviation', { ...ADDRESS, state: 'CDMX' }, 'state'],
  ['a Canadian province in Mexico', { ...ADDRESS, state: 'ON' }, 'state'],
  ['no state', { ...ADDRESS, state: '' }, 'state'],
  ['a Mexican postal code of four digits', { ...ADDRESS, zip: '6700' }, 'zip'],
  ['a US ZIP of four digits', { ...ADDRESS, country: 'US', state: 'TX', zip: '7870' }, 'zip'],
  [
    'a Canadian postal code of digits',
    { ...ADDRESS, country: 'CA', state: 'ON', zip: '12345' },
    'zip',
  ],
  [
    'a Spanish postal code of no province',
    { ...ADDRESS, country: 'ES', state: 'Madrid', zip: '99999' },
    'zip',
  ],
  ['no postal code', { ...ADDRESS, zip: ' ' }, 'zip'],
];

/** The address as PayPal's `purchase_units[].shipping.address` holds it. */
const AT_PAYPAL = {
  address_line_1: 'Av. Álvaro Obregón 121',
  address_line_2: 'Col. Roma Norte',
  admin_area_2: 'Ciudad de México',
  admin_area_1: 'CMX',
  postal_code: '06700',
  country_code: 'MX',
};
const ELSEWHERE = {
  street: 'Calle Durango 263',
  city: 'Guadalajara',
  state: 'JAL',
  zip: '44100',
  country: 'MX',
};
const ELSEWHERE_AT_PAYPAL = {
  address_line_1: 'Calle Durango 263',
  admin_area_2: 'Guadalajara',
  admin_area_1: 'JAL',
  postal_code: '44100',
  country_code: 'MX',
};

describe.each(testBackends('address'))('the shipping address ($name)', ({ open }) => {
  let database: Database;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer({ database });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const orderCount = async () =>
    Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM orders')).rows[0]?.n);
  const storedOrder = async (orderId: string) =>
    (
      await database.query<{ address: unknown; contact: { phone: string } | null }>(
        'SELECT address, contact FROM orders WHERE id = $1',
        [orderId],
      )
    ).rows[0];

  describe('POST /api/create-order', () => {
    it.each(BROKEN)(
      'refuses %s with 400 ADDRESS_INVALID naming the field, and asks PayPal for nothing',
      async (_what, address, field) => {
        const before = await orderCount();
        // A failure queued for PayPal's next create: still queued afterwards, PayPal was not asked.
        await server.post('/__paypal/__test/fail-next', { status: 503, operation: 'create' });
        onTestFinished(async () => {
          await server.post('/__paypal/__test/reset');
        });
        const response = await server.post('/api/create-order', {
          items: [OCTAHEDRON],
          address,
          contact: CONTACT,
        });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; field: string; message: string };
        expect(body).toMatchObject({ error: 'ADDRESS_INVALID', field });
        expect(body.message).toMatch(new RegExp(`^${field}: `));
        const queued = await (await server.get('/__paypal/__test/fail-next')).json();
        expect(queued).toEqual({
          queued: [expect.objectContaining({ operation: 'create', remaining: 1 })],
        });
        expect(await orderCount()).toBe(before);
      },
    );

    it('names the first problem in the form’s order when there are several', async () => {
      const response = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        address: { ...ADDRESS, country: 'MX', street: '', zip: '1' },
      });
      expect(await response.json()).toMatchObject({ error: 'ADDRESS_INVALID', field: 'street' });
    });

    it('stores the address as the rules write it: codes in capitals, the postal code canonical', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], {
        address: {
          street: ' 24 Sussex Dr ',
          line2: '  ',
          city: 'Ottawa',
          state: 'on',
          zip: 'k1m1m4',
          country: 'ca',
        },
      });
      expect((await storedOrder(orderId))?.address).toEqual({
        street: '24 Sussex Dr',
        city: 'Ottawa',
        state: 'ON',
        zip: 'K1M 1M4',
        country: 'CA',
      });
    });

    it('keeps the second line beside the spec’s five', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], {
        address: { ...ADDRESS, line2: 'Col. Roma Norte, int. 4, portón negro' },
      });
      expect((await storedOrder(orderId))?.address).toEqual({
        ...ADDRESS,
        line2: 'Col. Roma Norte, int. 4, portón negro',
      });
    });

    it('reads a phone without a country code as a number of the address’s country', async () => {
      const phone = '(415) 555-2671';
      const inTexas = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
        contact: { ...CONTACT, phone },
      });
      expect(inTexas.status).toBe(201);
      const texan = (await inTexas.json()) as { id: string };
      expect((await storedOrder(texan.id))?.contact?.phone).toBe('+14155552671');

      const inMexico = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        address: ADDRESS,
        contact: { ...CONTACT, phone },
      });
      const mexican = (await inMexico.json()) as { id: string };
      expect((await storedOrder(mexican.id))?.contact?.phone).toBe('+524155552671');
    });

    it('ignores an address sent with an order that ships nothing', async () => {
      const response = await server.post('/api/create-order', {
        items: [{ id: 'custom-ely', quantity: 1 }],
        address: { ...ADDRESS, country: 'México' },
      });
      expect(response.status).toBe(201);
    });
  });

  describe('what PayPal receives', () => {
    const atPayPal = (orderId: string) =>
      standInOrder(server, orderId) as Promise<
        Awaited<ReturnType<typeof standInOrder>> & {
          shipping: unknown;
          shippingPreference: string;
          patchCount: number;
          shippingAtCapture: unknown;
        }
      >;

    it('the address, the name of who receives it, and SET_PROVIDED_ADDRESS: the payer cannot pick another', async () => {
      const response = await server.post('/api/create-order', {
        items: [OCTAHEDRON],
        address: ADDRESS,
        contact: CONTACT,
      });
      const { id } = (await response.json()) as { id: string };
      expect(await atPayPal(id)).toMatchObject({
        shipping: { name: { full_name: 'Ana López' }, address: AT_PAYPAL },
        shippingPreference: 'SET_PROVIDED_ADDRESS',
      });
    });

    it('no address and NO_SHIPPING for an order that ships nothing', async () => {
      const orderId = await createOrder(server, [{ id: 'custom-ely', quantity: 1 }]);
      expect(await atPayPal(orderId)).toMatchObject({
        shipping: null,
        shippingPreference: 'NO_SHIPPING',
      });
    });

    it('patches a changed address into PayPal’s order before capturing it', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
      await payerAction(server, orderId);
      const response = await server.capture(orderId, captureBody('product', ELSEWHERE));
      expect(response.status).toBe(200);
      expect(await atPayPal(orderId)).toMatchObject({
        patchCount: 1,
        shipping: { address: ELSEWHERE_AT_PAYPAL },
        // Where PayPal's transaction says the parcel goes, as the money moved.
        shippingAtCapture: ELSEWHERE_AT_PAYPAL,
        captureCount: 1,
      });
      expect((await pagoOf(server.app.payments?.store, orderId))?.address).toEqual(ELSEWHERE);
      expect((await storedOrder(orderId))?.address).toEqual(ELSEWHERE);
    });

    it('patches nothing when the capture names the address the order holds', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
      await payerAction(server, orderId);
      expect((await server.capture(orderId, captureBody('product'))).status).toBe(200);
      expect(await atPayPal(orderId)).toMatchObject({
        patchCount: 0,
        shippingAtCapture: AT_PAYPAL,
      });
    });

    it('an order created without an address (the spec’s own call) gets it patched in before the capture', async () => {
      const orderId = await createOrder(server);
      expect(await atPayPal(orderId)).toMatchObject({
        shipping: null,
        shippingPreference: 'GET_FROM_FILE',
      });
      await payerAction(server, orderId);
      expect((await server.capture(orderId, captureBody('product'))).status).toBe(200);
      expect(await atPayPal(orderId)).toMatchObject({
        patchCount: 1,
        shippingAtCapture: AT_PAYPAL,
      });
    });

    it('captures nothing while PayPal cannot take the new address, and pays once it can', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
      await payerAction(server, orderId);
      await server.post('/__paypal/__test/fail-next', {
        status: 503,
        operation: 'update',
        count: 3,
      });
      const refused = await server.capture(orderId, captureBody('product', ELSEWHERE));
      expect(refused.status).toBe(502);
      expect(await refused.json()).toMatchObject({ error: 'PAYPAL_UNAVAILABLE' });
      expect(await atPayPal(orderId)).toMatchObject({ captureCount: 0, patchCount: 0 });
      expect((await storedOrder(orderId))?.address).toEqual(ADDRESS);

      const paid = await server.capture(orderId, captureBody('product', ELSEWHERE));
      expect(paid.status).toBe(200);
      expect(await atPayPal(orderId)).toMatchObject({
        captureCount: 1,
        shippingAtCapture: ELSEWHERE_AT_PAYPAL,
      });
    });

    it('keeps the address PayPal captured with when PayPal was captured before the change reached it', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
      await payerAction(server, orderId);
      // PayPal captures it first (as if the shop's webhook capture had run), the shop unaware.
      const issued = await fetch(`${server.url}/__paypal/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      const { access_token } = (await issued.json()) as { access_token: string };
      const direct = await fetch(`${server.url}/__paypal/v2/checkout/orders/${orderId}/capture`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(direct.status).toBe(201);

      const response = await server.capture(orderId, captureBody('product', ELSEWHERE));
      expect(response.status).toBe(200);
      expect(await atPayPal(orderId)).toMatchObject({
        captureCount: 1,
        shippingAtCapture: AT_PAYPAL,
      });
      expect((await pagoOf(server.app.payments?.store, orderId))?.address).toEqual(ADDRESS);
    });
  });

  describe('POST /api/capture-order/:id', () => {
    it.each(BROKEN)(
      'refuses %s with 400 ADDRESS_INVALID naming the field, before any money moves',
      async (_what, address, field) => {
        const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
        await payerAction(server, orderId);
        const response = await server.capture(orderId, captureBody('product', address));
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'ADDRESS_INVALID', field });
        expect((await standInOrder(server, orderId)).captureCount).toBe(0);
        // The order stays payable: the buyer fixes the address and pays.
        const fixed = await server.capture(orderId, captureBody('product'));
        expect(fixed.status).toBe(200);
      },
    );

    it('records the address as the rules write it', async () => {
      const orderId = await createOrder(server);
      await payerAction(server, orderId);
      const response = await server.capture(
        orderId,
        captureBody('product', { ...ADDRESS, state: 'mx-cmx', zip: ' 06700 ' }),
      );
      expect(response.status).toBe(200);
      expect((await pagoOf(server.app.payments?.store, orderId))?.address).toEqual(ADDRESS);
    });

    it('still captures an order stored before codes with the free-text address it holds', async () => {
      const orderId = await createOrder(server, [OCTAHEDRON], { address: ADDRESS });
      const old = { ...ADDRESS, state: 'CDMX', country: 'México' };
      await database.query('UPDATE orders SET address = $2::jsonb WHERE id = $1', [
        orderId,
        JSON.stringify(old),
      ]);
      await payerAction(server, orderId);
      const response = await server.capture(orderId, captureBody('product', null));
      expect(response.status).toBe(200);
      expect((await pagoOf(server.app.payments?.store, orderId))?.address).toEqual(old);
    });
  });
});
