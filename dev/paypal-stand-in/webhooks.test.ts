import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhookSender } from './webhooks';

const base = () => 'http://127.0.0.1:9/__paypal';
const pem = (sender: WebhookSender) => sender.publicKey.export({ type: 'spki', format: 'pem' });

describe("the stand-in's webhook signatures", () => {
  const closing: (() => void)[] = [];
  afterEach(() => {
    for (const close of closing.splice(0)) close();
  });

  /** A shop that takes one webhook and keeps its headers and bytes. */
  async function receiver() {
    let delivered: (value: { headers: IncomingHttpHeaders; body: string }) => void = () => {};
    const received = new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve) => {
      delivered = resolve;
    });
    const server = createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      response.end();
      delivered({ headers: request.headers, body });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    closing.push(() => server.close());
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/api/paypal/webhook`, received };
  }

  it('signs the bytes it sends, which its verify accepts and nothing else', async () => {
    const shop = await receiver();
    const sender = new WebhookSender({ target: shop.url, webhookId: 'WH-SHOP', base });
    closing.push(() => sender.close());
    sender.send('CHECKOUT.ORDER.APPROVED', 'checkout-order', 'An order was approved', {
      id: 'ORDER-1',
      note: 'café/1',
    });
    const { headers, body } = await shop.received;
    const signed = {
      transmissionId: String(headers['paypal-transmission-id']),
      transmissionTime: String(headers['paypal-transmission-time']),
      webhookId: 'WH-SHOP',
      signature: String(headers['paypal-transmission-sig']),
      eventText: body,
    };
    expect(headers['paypal-auth-algo']).toBe('SHA256withRSA');
    expect(sender.verify(signed)).toBe(true);
    expect(sender.verify({ ...signed, eventText: body.replace('ORDER-1', 'ORDER-2') })).toBe(false);
    expect(sender.verify({ ...signed, webhookId: 'WH-OTHER' })).toBe(false);
    expect(sender.verify({ ...signed, transmissionId: 'another' })).toBe(false);
    // The bytes as PayPal writes them: a re-serialisation (unescaped) would not verify.
    expect(body).toContain('caf\\u00e9\\/1');
    expect(sender.verify({ ...signed, eventText: JSON.stringify(JSON.parse(body)) })).toBe(false);
  });

  it('shows one certificate for every stand-in of a process, as PayPal signs with one', () => {
    const first = new WebhookSender({ target: null, webhookId: 'WH-A', base });
    const second = new WebhookSender({ target: null, webhookId: 'WH-B', base });
    expect(pem(second)).toEqual(pem(first));
    expect(String(pem(first))).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('keeps that certificate when its module is loaded again in the same process', async () => {
    const before = pem(new WebhookSender({ target: null, webhookId: 'WH-A', base }));
    vi.resetModules();
    const again = await import('./webhooks');
    expect(again.WebhookSender).not.toBe(WebhookSender);
    expect(pem(new again.WebhookSender({ target: null, webhookId: 'WH-B', base }))).toEqual(before);
  });
});
