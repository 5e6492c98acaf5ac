import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline/promises';

/**
 * `npm run paypal:sandbox-check`: asks PayPal's sandbox what it really answers where the shop's
 * stand-in (dev/paypal-stand-in) makes assumptions, so they can be checked whenever sandbox
 * credentials exist. Run by hand (it needs the network and PayPal), never in CI:
 *
 *   PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… npm run paypal:sandbox-check
 *
 * It creates one order for the Octahedron and prints PayPal's answers to a capture with each
 * negative-testing mock (`PayPal-Mock-Response: {"mock_application_codes": …}`): before approval,
 * and, after you approve the order in a browser with a sandbox buyer (the link is printed; press
 * Enter once approved, or run with --no-approve), after approval, each followed by the order's
 * status. What the stand-in assumes, to compare: a declined order stays APPROVED (it does not go
 * back to CREATED), two captures with one PayPal-Request-Id at once may fail the second (409
 * here), and each mocked issue comes back as 422 with that issue. First, the shipping address:
 * SET_PROVIDED_ADDRESS without an address is 422 MISSING_SHIPPING_ADDRESS; a PATCH `add` of an
 * address the order holds, and a `replace` of one it does not, are 400 INVALID_PATCH_OPERATION;
 * the right one is 204, and the order then shows the new address.
 */

const API = process.env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com';
const MOCKS = [
  'INSTRUMENT_DECLINED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACTION_REQUIRED',
] as const;

async function main() {
  const clientId = process.env.PAYPAL_CLIENT_ID;
  const secret = process.env.PAYPAL_CLIENT_SECRET;
  if (!clientId || !secret) {
    console.error('Set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (a sandbox REST app).');
    process.exit(1);
  }
  if (API.includes('api-m.paypal.com')) {
    console.error('This check runs against the sandbox only, never live PayPal.');
    process.exit(1);
  }
  const token = await accessToken(clientId, secret);
  const call = async (method: string, path: string, body?: unknown, headers = {}) => {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  const orderStatus = async (id: string) =>
    ((await call('GET', `/v2/checkout/orders/${id}`)).body as { status?: string })?.status;

  await checkShipping(call);

  const created = await call(
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'USD', value: '391.00' },
          description: 'ELY Holographic Octahedron (sandbox check)',
        },
      ],
    },
    { 'paypal-request-id': `sandbox-check-${randomUUID()}` },
  );
  const order = created.body as { id: string; links?: { rel: string; href: string }[] };
  print('create', created);

  for (const phase of ['before approval', 'after approval'] as const) {
    if (phase === 'after approval') {
      if (process.argv.includes('--no-approve')) break;
      const approve = order.links?.find(
        (link) => link.rel === 'approve' || link.rel === 'payer-action',
      );
      const prompt = createInterface({ input: process.stdin, output: process.stdout });
      await prompt.question(
        `\nApprove the order as a sandbox buyer: ${approve?.href}\nPress Enter once approved. `,
      );
      prompt.close();
    }
    console.log(`\n— ${phase}: order ${order.id} is ${await orderStatus(order.id)}`);
    for (const code of MOCKS) {
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${order.id}/capture`,
        {},
        {
          'paypal-request-id': `sandbox-check-${code}-${randomUUID()}`,
          'paypal-mock-response': JSON.stringify({ mock_application_codes: code }),
        },
      );
      print(`capture mocking ${code}`, answer);
      console.log(`  then the order is ${await orderStatus(order.id)}`);
    }
  }
  if (!process.argv.includes('--no-approve')) {
    // Two real captures with one request id, at once: does PayPal fail the second?
    const requestId = `sandbox-check-twice-${randomUUID()}`;
    const both = await Promise.all(
      [1, 2].map(() =>
        call(
          'POST',
          `/v2/checkout/orders/${order.id}/capture`,
          {},
          {
            'paypal-request-id': requestId,
          },
        ),
      ),
    );
    for (const [index, answer] of both.entries())
      print(`simultaneous capture ${index + 1}`, answer);
    console.log(`  then the order is ${await orderStatus(order.id)}`);
  }
}

type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; body: unknown }>;

const UNIT = "/purchase_units/@reference_id=='default'";
const ADDRESS = {
  address_line_1: 'Av. Álvaro Obregón 121',
  address_line_2: 'Col. Roma Norte',
  admin_area_2: 'Ciudad de México',
  admin_area_1: 'CMX',
  postal_code: '06700',
  country_code: 'MX',
};
const MOVED = { ...ADDRESS, address_line_1: 'Calle Durango 263' };

/** The shipping address at create and by PATCH, as the shop sends them (the gateway's shapes). */
async function checkShipping(call: Call) {
  const create = (shipping: boolean, preference: string) =>
    call(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        payment_source: { paypal: { experience_context: { shipping_preference: preference } } },
        purchase_units: [
          {
            reference_id: 'default',
            amount: { currency_code: 'USD', value: '391.00' },
            ...(shipping
              ? { shipping: { name: { full_name: 'Ana López' }, address: ADDRESS } }
              : {}),
          },
        ],
      },
      { 'paypal-request-id': `sandbox-check-shipping-${randomUUID()}` },
    );
  const patch = (id: string, op: 'add' | 'replace') =>
    call('PATCH', `/v2/checkout/orders/${id}`, [
      { op, path: `${UNIT}/shipping/address`, value: MOVED },
    ]);
  const shippedTo = async (id: string) => {
    const order = (await call('GET', `/v2/checkout/orders/${id}`)).body as {
      purchase_units?: { shipping?: { address?: { address_line_1?: string } } }[];
    };
    return order.purchase_units?.[0]?.shipping?.address?.address_line_1 ?? 'no address';
  };

  print(
    'create, SET_PROVIDED_ADDRESS without an address',
    await create(false, 'SET_PROVIDED_ADDRESS'),
  );
  const provided = await create(true, 'SET_PROVIDED_ADDRESS');
  print('create, SET_PROVIDED_ADDRESS with an address', provided);
  const providedId = (provided.body as { id?: string }).id ?? '';
  print('  PATCH add of the address it holds', await patch(providedId, 'add'));
  print('  PATCH replace of the address', await patch(providedId, 'replace'));
  console.log(`  then it ships to ${await shippedTo(providedId)}`);
  const fromFile = await create(false, 'GET_FROM_FILE');
  print('create, GET_FROM_FILE without an address', fromFile);
  const fromFileId = (fromFile.body as { id?: string }).id ?? '';
  print('  PATCH replace of an address it does not hold', await patch(fromFileId, 'replace'));
  print('  PATCH add of the address', await patch(fromFileId, 'add'));
  console.log(`  then it ships to ${await shippedTo(fromFileId)}`);
}

async function accessToken(clientId: string, secret: string): Promise<string> {
  const response = await fetch(`${API}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!response.ok) throw new Error(`PayPal refused the credentials (${response.status})`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One answer, as much as the comparison needs: status, PayPal's error name and issue. */
function print(label: string, answer: { status: number; body: unknown }) {
  const body = (answer.body ?? {}) as {
    id?: string;
    status?: string;
    name?: string;
    details?: { issue?: string }[];
    purchase_units?: { payments?: { captures?: { status?: string }[] } }[];
  };
  const capture = body.purchase_units?.[0]?.payments?.captures?.[0]?.status;
  const summary = [
    `HTTP ${answer.status}`,
    body.status ? `order ${body.status}` : null,
    capture ? `capture ${capture}` : null,
    body.name ? `${body.name}` : null,
    body.details?.[0]?.issue ? `issue ${body.details[0].issue}` : null,
  ].filter(Boolean);
  console.log(`${label}: ${summary.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
