import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInForTests, standInForTests } from './for-tests';

/**
 * The shipping address as PayPal's Orders v2 takes it (checkout_orders_v2.json): at create, in
 * `purchase_units[].shipping` with `payment_source.paypal.experience_context.shipping_preference`,
 * and later by `PATCH /v2/checkout/orders/{id}` (JSON Patch), with PayPal's own refusals.
 */

const UNIT_PATH = "/purchase_units/@reference_id=='default'";
const ADDRESS = {
  address_line_1: 'Av. Álvaro Obregón 121',
  address_line_2: 'Col. Roma Norte',
  admin_area_2: 'Ciudad de México',
  admin_area_1: 'CMX',
  postal_code: '06700',
  country_code: 'MX',
};
const SHIPPING = { name: { full_name: 'Ana López' }, address: ADDRESS };

let standIn: StandInForTests;

beforeAll(async () => {
  standIn = await standInForTests();
});

afterAll(async () => {
  await standIn.app.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
  standIn.call(method, path, payload);

function orderBody(shipping: unknown, preference?: string) {
  return {
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        amount: { currency_code: 'USD', value: '391.00' },
        ...(shipping === null ? {} : { shipping }),
      },
    ],
    ...(preference
      ? { payment_source: { paypal: { experience_context: { shipping_preference: preference } } } }
      : {}),
  };
}

/** An order at PayPal; `null` ships nowhere PayPal was told of. */
async function created(shipping: unknown = SHIPPING, preference = 'SET_PROVIDED_ADDRESS') {
  const response = await call('POST', '/v2/checkout/orders', orderBody(shipping, preference));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const issueOf = (response: { json: () => unknown }) =>
  (response.json() as { details?: { issue: string; field?: string }[] }).details?.[0];

describe('create with a shipping address', () => {
  it('keeps the address and the preference, and shows them', async () => {
    const id = await created();
    const order = (await call('GET', `/v2/checkout/orders/${id}`)).json<{
      purchase_units: { shipping: unknown }[];
    }>();
    expect(order.purchase_units[0]?.shipping).toEqual(SHIPPING);
    const view = (await call('GET', `/__test/orders/${id}`)).json();
    expect(view).toMatchObject({ shipping: SHIPPING, shippingPreference: 'SET_PROVIDED_ADDRESS' });
  });

  it('refuses SET_PROVIDED_ADDRESS without an address: 422 MISSING_SHIPPING_ADDRESS', async () => {
    const response = await call(
      'POST',
      '/v2/checkout/orders',
      orderBody(null, 'SET_PROVIDED_ADDRESS'),
    );
    expect(response.statusCode).toBe(422);
    expect(issueOf(response)).toMatchObject({
      issue: 'MISSING_SHIPPING_ADDRESS',
      field: `${UNIT_PATH}/shipping/address`,
    });
  });

  it.each([
    ['a country name', { ...ADDRESS, country_code: 'México' }, 400, 'INVALID_PARAMETER_SYNTAX'],
    ['a lower-case code', { ...ADDRESS, country_code: 'mx' }, 400, 'INVALID_PARAMETER_SYNTAX'],
    ['a code ISO does not assign', { ...ADDRESS, country_code: 'ZZ' }, 400, 'INVALID_COUNTRY_CODE'],
    ['no country', { ...ADDRESS, country_code: undefined }, 400, 'MISSING_REQUIRED_PARAMETER'],
    [
      'a city of 121 characters',
      { ...ADDRESS, admin_area_2: 'x'.repeat(121) },
      400,
      'INVALID_STRING_LENGTH',
    ],
    ['no city', { ...ADDRESS, admin_area_2: undefined }, 422, 'CITY_REQUIRED'],
    [
      'no postal code in Mexico',
      { ...ADDRESS, postal_code: undefined },
      422,
      'POSTAL_CODE_REQUIRED',
    ],
  ])('refuses %s as PayPal does', async (_what, address, status, issue) => {
    const response = await call(
      'POST',
      '/v2/checkout/orders',
      orderBody({ ...SHIPPING, address }, 'SET_PROVIDED_ADDRESS'),
    );
    expect(response.statusCode).toBe(status);
    expect(issueOf(response)?.issue).toBe(issue);
  });

  it('refuses a shipping preference PayPal does not know', async () => {
    const response = await call('POST', '/v2/checkout/orders', orderBody(SHIPPING, 'SHIP_IT'));
    expect(response.statusCode).toBe(400);
    expect(issueOf(response)?.issue).toBe('INVALID_PARAMETER_VALUE');
  });

  it('takes NO_SHIPPING without an address, and an order that says nothing (GET_FROM_FILE)', async () => {
    const none = await created(null, 'NO_SHIPPING');
    expect((await call('GET', `/__test/orders/${none}`)).json()).toMatchObject({
      shipping: null,
      shippingPreference: 'NO_SHIPPING',
    });
    const response = await call('POST', '/v2/checkout/orders', orderBody(null));
    const fromFile = response.json<{ id: string }>().id;
    expect((await call('GET', `/__test/orders/${fromFile}`)).json()).toMatchObject({
      shippingPreference: 'GET_FROM_FILE',
    });
  });
});

describe('PATCH /v2/checkout/orders/{id}', () => {
  const moved = { ...ADDRESS, address_line_1: 'Calle Durango 263', postal_code: '06700' };

  it('replaces the address and the name: 204, and the order shows them', async () => {
    const id = await created();
    const response = await call('PATCH', `/v2/checkout/orders/${id}`, [
      { op: 'replace', path: `${UNIT_PATH}/shipping/address`, value: moved },
      { op: 'replace', path: `${UNIT_PATH}/shipping/name`, value: { full_name: 'Ana L. Pérez' } },
    ]);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const order = (await call('GET', `/v2/checkout/orders/${id}`)).json<{
      purchase_units: { shipping: unknown }[];
    }>();
    expect(order.purchase_units[0]?.shipping).toEqual({
      name: { full_name: 'Ana L. Pérez' },
      address: moved,
    });
    expect((await call('GET', `/__test/orders/${id}`)).json()).toMatchObject({ patchCount: 1 });
  });

  it('adds an address to an order that had none', async () => {
    const response = await call('POST', '/v2/checkout/orders', orderBody(null));
    const id = response.json<{ id: string }>().id;
    const added = await call('PATCH', `/v2/checkout/orders/${id}`, [
      { op: 'add', path: `${UNIT_PATH}/shipping/address`, value: moved },
    ]);
    expect(added.statusCode).toBe(204);
    expect((await call('GET', `/__test/orders/${id}`)).json()).toMatchObject({
      shipping: { address: moved },
    });
  });

  it.each([
    [
      'a replace of what is not there',
      'none',
      [{ op: 'replace', path: `${UNIT_PATH}/shipping/address`, value: ADDRESS }],
      400,
      'INVALID_PATCH_OPERATION',
    ],
    [
      'an add of what is there',
      'set',
      [{ op: 'add', path: `${UNIT_PATH}/shipping/address`, value: ADDRESS }],
      400,
      'INVALID_PATCH_OPERATION',
    ],
    [
      'a remove of the address',
      'set',
      [{ op: 'remove', path: `${UNIT_PATH}/shipping/address` }],
      400,
      'INVALID_PATCH_OPERATION',
    ],
    [
      'an operation without a path',
      'set',
      [{ op: 'replace', value: ADDRESS }],
      422,
      'PATCH_PATH_REQUIRED',
    ],
    [
      'a replace without a value',
      'set',
      [{ op: 'replace', path: `${UNIT_PATH}/shipping/address` }],
      422,
      'PATCH_VALUE_REQUIRED',
    ],
    [
      'a path that is no JSON Pointer',
      'set',
      [{ op: 'replace', path: 'shipping.address', value: ADDRESS }],
      422,
      'INVALID_JSON_POINTER_FORMAT',
    ],
    [
      'another purchase unit',
      'set',
      [
        {
          op: 'replace',
          path: "/purchase_units/@reference_id=='other'/shipping/address",
          value: ADDRESS,
        },
      ],
      422,
      'REFERENCE_ID_NOT_FOUND',
    ],
    [
      'a field PayPal does not patch',
      'set',
      [{ op: 'replace', path: '/id', value: 'X' }],
      400,
      'FIELD_NOT_PATCHABLE',
    ],
    [
      'a country name',
      'set',
      [
        {
          op: 'replace',
          path: `${UNIT_PATH}/shipping/address`,
          value: { ...ADDRESS, country_code: 'Mexico' },
        },
      ],
      400,
      'INVALID_PARAMETER_SYNTAX',
    ],
    [
      'an address without its city',
      'set',
      [
        {
          op: 'replace',
          path: `${UNIT_PATH}/shipping/address`,
          value: { ...ADDRESS, admin_area_2: undefined },
        },
      ],
      422,
      'CITY_REQUIRED',
    ],
    ['a body that is no patch', 'set', { op: 'replace' }, 400, 'MALFORMED_REQUEST_JSON'],
  ])('refuses %s', async (_what, start, patch, status, issue) => {
    const id = start === 'set' ? await created() : await created(null, 'GET_FROM_FILE');
    const response = await call('PATCH', `/v2/checkout/orders/${id}`, patch);
    expect(response.statusCode).toBe(status);
    expect(issueOf(response)?.issue).toBe(issue);
    // A refused patch changes nothing, not even part of it.
    const view = (await call('GET', `/__test/orders/${id}`)).json();
    expect(view).toMatchObject({ patchCount: 0 });
  });

  it('refuses to patch a captured order: 422 ORDER_ALREADY_COMPLETED', async () => {
    const id = await created();
    expect((await call('POST', `/sdk/orders/${id}/approve`, {})).statusCode).toBe(200);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, {})).statusCode).toBe(201);
    const response = await call('PATCH', `/v2/checkout/orders/${id}`, [
      { op: 'replace', path: `${UNIT_PATH}/shipping/address`, value: moved },
    ]);
    expect(response.statusCode).toBe(422);
    expect(issueOf(response)?.issue).toBe('ORDER_ALREADY_COMPLETED');
    expect((await call('GET', `/__test/orders/${id}`)).json()).toMatchObject({
      shippingAtCapture: ADDRESS,
    });
  });

  it('answers 404 for an order it does not know, and fails when a test asks', async () => {
    const unknown = await call('PATCH', '/v2/checkout/orders/NOSUCHORDER0000', []);
    expect(unknown.statusCode).toBe(404);
    const id = await created();
    await call('POST', '/__test/fail-next', { status: 503, operation: 'update' });
    const failed = await call('PATCH', `/v2/checkout/orders/${id}`, [
      { op: 'replace', path: `${UNIT_PATH}/shipping/address`, value: moved },
    ]);
    expect(failed.statusCode).toBe(503);
  });
});
