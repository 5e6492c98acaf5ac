import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPayPalSetup } from './paypal-config';

/** What the checkout hands PayPal's script loader, from the server's answer and the page. */

function serverSays(config: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config), { status: 200 })),
  );
}

const SANDBOX = {
  mode: 'sandbox',
  clientId: 'client-id',
  currency: 'USD',
  intent: 'capture',
  sdkBaseUrl: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
});

describe('loadPayPalSetup', () => {
  it('offers the wallet and cards only: Venmo, Pay Later and Credit are turned off', async () => {
    serverSays(SANDBOX);
    const { options, testMode } = await loadPayPalSetup();
    expect(testMode).toBe(false);
    expect(options).toMatchObject({
      clientId: 'client-id',
      environment: 'sandbox',
      disableFunding: 'venmo,paylater,credit',
    });
  });

  it("hands PayPal's SDK the nonce the server gave this page", async () => {
    const carrier = document.createElement('meta');
    carrier.setAttribute('property', 'csp-nonce');
    carrier.setAttribute('nonce', 'c2FuZGJveC1ub25jZQ==');
    document.head.append(carrier);
    serverSays({ ...SANDBOX, mode: 'live' });
    const { options } = await loadPayPalSetup();
    expect(options).toMatchObject({
      environment: 'production',
      dataCspNonce: 'c2FuZGJveC1ub25jZQ==',
    });
  });

  it('gives no nonce where the page has none (the stand-in), and loads the stand-in', async () => {
    serverSays({ ...SANDBOX, mode: 'stand-in', sdkBaseUrl: '/__paypal/sdk/js' });
    const { options, testMode } = await loadPayPalSetup();
    expect(testMode).toBe(true);
    expect(options.sdkBaseUrl).toBe('/__paypal/sdk/js');
    expect(options).not.toHaveProperty('dataCspNonce');
    expect(options).not.toHaveProperty('environment');
  });
});
