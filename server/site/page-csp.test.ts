import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { inlineScriptHashes } from '../platform/csp';

/**
 * The policy each page is served with, in each PAYPAL_MODE, as a browser receives it: with real
 * PayPal (sandbox or live) exactly the hosts PayPal's SDK needs, and a nonce per answer that the
 * page carries for the SDK; with the stand-in, the page's own origin and nothing of PayPal's.
 */

const page = (heading: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>${heading}</title></head>` +
  `<body><h1>${heading}</h1><p>${'Words a visitor reads. '.repeat(60)}</p><script>window.__ctx = ${JSON.stringify(heading)};</script>` +
  `<script type="module" src="/assets/entry-abc123.js"></script></body></html>`;

const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** The policy as directive → sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const NONCE_CARRIER = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/]{22}==)">/;

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ely-csp-'));
  for (const [dir, heading] of [
    ['', 'Home'],
    ['checkout', 'Checkout'],
    ['404', 'Not found'],
    ['orders', 'Your order'],
    [path.join('es', 'orders'), 'Tu pedido'],
    [path.join('es', '404'), 'Página no encontrada'],
  ] as const) {
    await mkdir(path.join(root, dir), { recursive: true });
    await writeFile(path.join(root, dir, 'index.html'), page(heading));
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function appIn(mode: 'sandbox' | 'live' | 'stand-in'): Promise<FastifyInstance> {
  const credentials =
    mode === 'stand-in' ? {} : { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'secret' };
  const config = loadConfig({
    PAYPAL_MODE: mode,
    ...credentials,
    STATIC_DIR: root,
    LOG_LEVEL: 'silent',
  });
  return buildApp({ config, logger: false });
}

describe.each(['sandbox', 'live'] as const)('pages with real PayPal (PAYPAL_MODE=%s)', (mode) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appIn(mode);
  });
  afterAll(async () => {
    await app.close();
  });

  it("allows exactly PayPal's hosts, and a nonce the page carries for PayPal's SDK", async () => {
    const [hash] = inlineScriptHashes(page('Checkout'));
    const response = await app.inject({ method: 'GET', url: '/checkout' });
    expect(response.statusCode).toBe(200);
    const nonce = NONCE_CARRIER.exec(response.body)?.[1];
    expect(nonce, 'the nonce carrier in the page').toBeDefined();
    // Inside <head>, before anything else of the page.
    expect(response.body).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta property="csp-nonce"/,
    );

    const policy = directivesOf(String(response.headers['content-security-policy']));
    expect(policy.get('script-src')).toEqual(["'self'", hash, `'nonce-${nonce}'`, ...PAYPAL]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...PAYPAL]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...PAYPAL]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAYPAL]);
    expect(policy.get('frame-src')).toEqual(["'self'", ...PAYPAL]);
    expect(policy.get('child-src')).toEqual(["'self'", ...PAYPAL]);
    // Venmo is turned off in the buttons, so none of its hosts is allowed; nor is inline script.
    expect(String(response.headers['content-security-policy'])).not.toContain('venmo');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('gives every answer, on every page, a nonce of its own that no shared cache keeps', async () => {
    const nonces = new Set<string>();
    for (const url of [
      '/checkout',
      '/checkout',
      '/',
      '/orders/5O190127TN364715T',
      '/no/such/page',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      const nonce = NONCE_CARRIER.exec(response.body)?.[1] ?? '';
      expect(String(response.headers['content-security-policy']), url).toContain(
        `'nonce-${nonce}'`,
      );
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.headers.etag, url).toBeUndefined();
      expect(response.headers['last-modified'], url).toBeUndefined();
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('still compresses the page it writes for each answer', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/checkout',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = gunzipSync(response.rawPayload).toString('utf8');
    expect(html).toMatch(NONCE_CARRIER);
    expect(html).toContain('<h1>Checkout</h1>');
  });
});

describe('pages with the PayPal stand-in (PAYPAL_MODE=stand-in)', () => {
  it('are the files as built, allowing nothing of PayPal and no nonce', async () => {
    const app = await appIn('stand-in');
    const response = await app.inject({ method: 'GET', url: '/checkout' });
    expect(response.body).toBe(page('Checkout'));
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).not.toMatch(/paypal|nonce-/);
    const [hash] = inlineScriptHashes(page('Checkout'));
    expect(directivesOf(policy).get('script-src')).toEqual(["'self'", hash]);
    expect(directivesOf(policy).get('frame-src')).toEqual(["'self'"]);
    await app.close();
  });
});
