import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyCspSources } from '../platform/csp';
import { registerStaticSite } from './static-site';

/**
 * The order page's addresses as the server answers them, with the database's word on each order
 * played by a table: a paid order's number opens its page, a link made with PayPal's order id
 * (emails and bookmarks from before order numbers) moves to the number's address, anything else
 * is the page with status 404.
 */

const PAID = { paypalId: '5O190127TN364715T', orderNumber: 'ELY-7K3M9Q' };
const UNPAID = { paypalId: '8AB12345CD678901E', orderNumber: 'ELY-W4XP2N' };
/** An order the database is asked about just as it stops answering. */
const DATABASE_DOWN = 'ELY-DBD2WN';

const page = (heading: string) =>
  `<!DOCTYPE html><html><head><title>${heading}</title></head><body><h1>${heading}</h1></body></html>`;

/** What the database says: the number of a paid order named by its number or PayPal's id. */
async function orderPage(orderRef: string): Promise<string | null> {
  if (orderRef === DATABASE_DOWN) throw new Error('connection refused');
  return orderRef === PAID.orderNumber || orderRef === PAID.paypalId ? PAID.orderNumber : null;
}

describe('the order page’s addresses', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ely-orders-'));
    for (const [folder, heading] of [
      ['orders', 'Your order'],
      ['es/orders', 'Tu pedido'],
      ['404', 'Not found'],
      ['es/404', 'Página no encontrada'],
    ] as const) {
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, 'index.html'), page(heading));
    }
    app = Fastify({ logger: false });
    await registerStaticSite(app, { root, csp: emptyCspSources(), orderPage });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('opens a paid order’s page by its number, in each language', async () => {
    for (const [url, heading] of [
      [`/orders/${PAID.orderNumber}`, 'Your order'],
      [`/orders/${PAID.orderNumber}/`, 'Your order'],
      [`/es/orders/${PAID.orderNumber}`, 'Tu pedido'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('moves a link made with PayPal’s order id to the number’s address, query and language kept', async () => {
    for (const [url, location] of [
      [`/orders/${PAID.paypalId}`, `/orders/${PAID.orderNumber}`],
      [`/orders/${PAID.paypalId}/`, `/orders/${PAID.orderNumber}`],
      [`/es/orders/${PAID.paypalId}`, `/es/orders/${PAID.orderNumber}`],
      [`/orders/${PAID.paypalId}?utm_source=email`, `/orders/${PAID.orderNumber}?utm_source=email`],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      // No fragment here: the browser carries the link's own (#token=…) to the new address.
      expect(response.headers.location, url).toBe(location);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('answers 404, with the page that says so, for an order never paid, unknown or malformed', async () => {
    for (const url of [
      `/orders/${UNPAID.orderNumber}`,
      `/orders/${UNPAID.paypalId}`,
      '/es/orders/ELY-222222',
      '/orders/ely-7k3m9q',
      '/orders/ELY-7K3M0Q',
      '/orders/not-an-order',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain(url.startsWith('/es/') ? 'Tu pedido' : 'Your order');
    }
  });

  it('answers with the page when the database cannot say: the page asks the API itself', async () => {
    const response = await get(`/orders/${DATABASE_DOWN}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Your order</h1>');
  });
});
