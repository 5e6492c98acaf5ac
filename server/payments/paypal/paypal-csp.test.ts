import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config';
import { PAYPAL_SDK_HOSTS, paypalCspSources } from './paypal-csp';

const REAL = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'secret' };

describe('paypalCspSources', () => {
  it.each(['sandbox', 'live'] as const)(
    "gives PAYPAL_MODE=%s PayPal's own hosts for each directive, and asks for a nonce",
    (mode) => {
      const sources = paypalCspSources(loadConfig({ PAYPAL_MODE: mode, ...REAL }).paypal);
      expect(sources).toEqual({
        script: PAYPAL_SDK_HOSTS,
        style: PAYPAL_SDK_HOSTS,
        connect: PAYPAL_SDK_HOSTS,
        frame: PAYPAL_SDK_HOSTS,
        img: PAYPAL_SDK_HOSTS,
        scriptNonce: true,
      });
      // PayPal's published list, less Venmo, which the buttons turn off.
      expect(PAYPAL_SDK_HOSTS).toEqual(['https://*.paypal.com', 'https://*.paypalobjects.com']);
    },
  );

  it('adds nothing for a stand-in mounted on the shop itself, its origin for one of its own', () => {
    expect(paypalCspSources(loadConfig({ PAYPAL_MODE: 'stand-in' }).paypal)).toEqual({});
    const apart = loadConfig({
      PAYPAL_MODE: 'stand-in',
      PAYPAL_API_BASE: 'http://127.0.0.1:3002/__paypal',
    });
    expect(paypalCspSources(apart.paypal)).toEqual({
      script: ['http://127.0.0.1:3002'],
      connect: ['http://127.0.0.1:3002'],
    });
  });
});
