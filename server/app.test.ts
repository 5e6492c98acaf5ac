import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { inlineScriptHashes } from './platform/csp';

const page = (heading: string) =>
  `<!DOCTYPE html><html><head><title>${heading}</title></head><body><h1>${heading}</h1>` +
  `<script>window.__ctx = ${JSON.stringify(heading)};</script>` +
  `<script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

describe('the HTTP application', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ely-site-'));
    await mkdir(path.join(root, 'ely'), { recursive: true });
    await mkdir(path.join(root, '404'), { recursive: true });
    await mkdir(path.join(root, 'assets'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), page('Home'));
    await writeFile(path.join(root, 'ely', 'index.html'), page('ELY'));
    await writeFile(path.join(root, '404', 'index.html'), page('Not found'));
    await mkdir(path.join(root, 'orders'), { recursive: true });
    await mkdir(path.join(root, 'es', 'orders'), { recursive: true });
    await mkdir(path.join(root, 'es', '404'), { recursive: true });
    await writeFile(path.join(root, 'orders', 'index.html'), page('Your order'));
    await writeFile(path.join(root, 'orders.data'), '[{"receipt":1}]');
    await writeFile(path.join(root, 'es', 'orders', 'index.html'), page('Tu pedido'));
    await writeFile(path.join(root, 'es', 'orders.data'), '[{"receipt.es":1}]');
    await writeFile(path.join(root, 'es', '404', 'index.html'), page('Página no encontrada'));
    await writeFile(path.join(root, 'assets', 'entry-abc123.js'), 'console.log(1);'.repeat(200));
    await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({ PAYPAL_MODE: 'stand-in', STATIC_DIR: root, LOG_LEVEL: 'silent' });
    app = await buildApp({ config, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers the health check', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('denies pages and the API the devices and sensors the site never uses', async () => {
    for (const url of ['/ely', '/api/health']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'payment']) {
        const denied = policy.includes(`${feature}=()`);
        // PayPal's buttons may use the Payment Request API: that one is left as it is.
        expect(denied).toBe(feature !== 'payment');
      }
    }
  });

  it('is ready without a database to wait for', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('serves each page under its clean URL, revalidated, with a CSP naming its inline scripts', async () => {
    for (const url of ['/ely', '/ely/']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>ELY</h1>');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const csp = String(response.headers['content-security-policy']);
      const [hash] = inlineScriptHashes(page('ELY'));
      expect(csp).toContain(`script-src 'self' ${hash}`);
      expect(csp).not.toContain("'unsafe-inline' ;");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('answers an unknown URL with the 404 page of its language and status 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>Not found</h1>');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const spanish = await app.inject({ method: 'GET', url: '/es/no/such/page' });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.body).toContain('<h1>Página no encontrada</h1>');
  });

  it('does not serve HTML files under their file names', async () => {
    for (const url of ['/ely/index.html', '/orders/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers every order’s page, in each language, with the page prerendered once, noindex', async () => {
    for (const [url, heading] of [
      ['/orders/ELY-7K3M9Q', 'Your order'],
      ['/orders/ELY-7K3M9Q/', 'Your order'],
      ['/es/orders/ELY-7K3M9Q', 'Tu pedido'],
      // Links made with PayPal's id, before order numbers: without a database to say which
      // number, the page itself asks the API and moves to the number's address.
      ['/orders/5O190127TN364715T', 'Your order'],
      ['/es/orders/5O190127TN364715T', 'Tu pedido'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<h1>${heading}</h1>`);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const [hash] = inlineScriptHashes(page(heading));
      expect(String(response.headers['content-security-policy'])).toContain(
        `script-src 'self' ${hash}`,
      );
    }
    // A client-side navigation to another order asks for the page's data by its own address.
    const data = await app.inject({ method: 'GET', url: '/es/orders/ELY-7K3M9Q.data' });
    expect(data.statusCode).toBe(200);
    expect(data.body).toBe('[{"receipt.es":1}]');
    // An address that cannot name an order answers 404: the order page, which says so itself.
    const malformed = await app.inject({ method: 'GET', url: '/orders/not-an-order' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('<h1>Your order</h1>');
    const deeper = await app.inject({ method: 'GET', url: '/orders/5O190127TN364715T/more' });
    expect(deeper.statusCode).toBe(404);
    expect(deeper.body).toContain('<h1>Not found</h1>');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('request logging', () => {
  it('writes one line per answer: errors and slow answers at info, the rest at debug', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildApp({
      config: loadConfig({ PAYPAL_MODE: 'stand-in', LOG_LEVEL: 'info' }),
      serveSite: false,
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
      },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(lines).toEqual([]);
      await app.inject({ method: 'GET', url: '/api/nope?token=x' });
      expect(lines).toEqual([
        expect.objectContaining({ level: 30, msg: 'answered', status: 404, path: '/api/nope' }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('token=x');
    } finally {
      await app.close();
    }
  });
});

describe('closing', () => {
  it('is false while the app runs and true from the start of close(), for its close hooks', async () => {
    const app = await buildApp({
      config: loadConfig({ PAYPAL_MODE: 'stand-in' }),
      serveSite: false,
      logger: false,
    });
    const seen: boolean[] = [];
    app.addHook('onClose', async () => {
      seen.push(app.closing);
    });
    await app.ready();
    expect(app.closing).toBe(false);
    await app.close();
    expect(seen).toEqual([true]);
  });
});
