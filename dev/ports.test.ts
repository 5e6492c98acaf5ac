import { describe, expect, it } from 'vitest';
import { boundPorts, localHost, localPayPalEnv, localPorts, testPorts } from './ports';

describe('local and test ports', () => {
  it('never overlap with the defaults, so `npm start` and `npm test` run side by side', () => {
    const local = new Set(boundPorts(localPorts({})));
    const test = boundPorts(testPorts({}));
    expect(test.filter((port) => local.has(port))).toEqual([]);
    // The emulator binds three ports: the test one must clear all of the default one's.
    expect(local.has(9101)).toBe(true);
    expect(test).toContain(9200);
  });

  it('move together with E2E_PORT, so parallel test runs do not collide either', () => {
    const a = boundPorts(testPorts({ E2E_PORT: '3100' }));
    const b = boundPorts(testPorts({ E2E_PORT: '3300' }));
    expect(a.filter((port) => b.includes(port))).toEqual([]);
  });

  it('refuse a value that is not a port, naming the variable', () => {
    expect(() => localPorts({ MAILDEV_SMTP_PORT: 'smtp' })).toThrow(/MAILDEV_SMTP_PORT/);
    expect(() => testPorts({ E2E_PORT: '70000' })).toThrow(/E2E_PORT/);
  });
});

describe('localHost', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(localHost({})).toBe('127.0.0.1');
    expect(localHost({ HOST: '' })).toBe('127.0.0.1');
    expect(localHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('localPayPalEnv', () => {
  it('mounts the stand-in without credentials, allowed because it is on this machine only', () => {
    expect(localPayPalEnv({})).toEqual({ PAYPAL_MODE: 'stand-in', ALLOW_PAYPAL_STAND_IN: '1' });
    expect(localPayPalEnv({ HOST: '127.0.0.1', PAYPAL_MODE: 'stand-in' })).toEqual({
      ALLOW_PAYPAL_STAND_IN: '1',
    });
  });

  it('leaves a stand-in on the network for the person running it to allow', () => {
    expect(localPayPalEnv({ HOST: '0.0.0.0' })).toEqual({ PAYPAL_MODE: 'stand-in' });
    expect(localPayPalEnv({ HOST: '0.0.0.0', ALLOW_PAYPAL_STAND_IN: '1' })).toEqual({
      PAYPAL_MODE: 'stand-in',
    });
  });

  it('allows nothing with PayPal, or a stand-in running as its own process', () => {
    expect(localPayPalEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toEqual({});
    expect(localPayPalEnv({ PAYPAL_MODE: 'sandbox' })).toEqual({});
    expect(
      localPayPalEnv({
        PAYPAL_MODE: 'stand-in',
        PAYPAL_API_BASE: 'http://127.0.0.1:3002/__paypal',
      }),
    ).toEqual({});
  });
});
