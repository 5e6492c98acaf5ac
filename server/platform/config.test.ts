import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const STAND_IN = { PAYPAL_MODE: 'stand-in' };
const SANDBOX = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret' };

describe('configuration', () => {
  it('applies defaults', () => {
    const config = loadConfig(STAND_IN);
    expect(config.port).toBe(3000);
    // Unset is production: server/main.ts tells React so before it is first loaded.
    expect(config.nodeEnv).toBe('production');
    expect(loadConfig({ ...STAND_IN, NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.paypal.maxConnections).toBe(32);
    expect(loadConfig({ ...STAND_IN, PAYPAL_MAX_CONNECTIONS: '8' }).paypal.maxConnections).toBe(8);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...STAND_IN, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...STAND_IN, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ ...STAND_IN, PAYPAL_MAX_CONNECTIONS: '0' })).toThrow(
      /PAYPAL_MAX_CONNECTIONS/,
    );
    expect(() => loadConfig({ PAYPAL_MODE: 'fake' })).toThrow(/PAYPAL_MODE/);
  });
});

describe('the database deadlines', () => {
  it('gives up on an answer 1 s after the statement timeout, and on a connection after 3 s', () => {
    expect(loadConfig(STAND_IN).database).toMatchObject({
      statementTimeoutMs: 5_000,
      queryTimeoutMs: 6_000,
      connectTimeoutMs: 3_000,
    });
    const tuned = loadConfig({
      ...STAND_IN,
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    expect(tuned.database).toMatchObject({ queryTimeoutMs: 2_000, connectTimeoutMs: 500 });
  });

  it('refuses a client deadline the server would not beat (the server must cancel first)', () => {
    expect(() =>
      loadConfig({
        ...STAND_IN,
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
        DATABASE_QUERY_TIMEOUT_MS: '5000',
      }),
    ).toThrow(
      /DATABASE_QUERY_TIMEOUT_MS \(5000\) must be longer than DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(
      loadConfig({ ...STAND_IN, DATABASE_QUERY_TIMEOUT_MS: '5001' }).database.queryTimeoutMs,
    ).toBe(5_001);
  });
});

describe('PAYPAL_MODE', () => {
  it('never falls back to the stand-in: without credentials it must be asked for', () => {
    expect(() => loadConfig({})).toThrow(/PAYPAL_CLIENT_ID is not set/);
    expect(() => loadConfig({ PAYPAL_MODE: 'live' })).toThrow(/PAYPAL_CLIENT_ID is not set/);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });

  it('stand-in: mounted on this server, or another process when PAYPAL_API_BASE says where', () => {
    expect(loadConfig(STAND_IN).paypal).toMatchObject({ mode: 'stand-in', apiBase: null });
    expect(
      loadConfig({ ...STAND_IN, PAYPAL_API_BASE: 'http://127.0.0.1:3002/__paypal' }).paypal,
    ).toMatchObject({ mode: 'stand-in', apiBase: 'http://127.0.0.1:3002/__paypal' });
  });

  it('stand-in refuses real credentials rather than ignore them', () => {
    expect(() => loadConfig({ ...STAND_IN, ...SANDBOX })).toThrow(/stand-in takes no credentials/);
  });

  it('with credentials: sandbox unless live is asked for, each with its own API', () => {
    expect(loadConfig(SANDBOX).paypal).toMatchObject({
      mode: 'sandbox',
      apiBase: 'https://api-m.sandbox.paypal.com',
      credentials: { clientId: 'client-id', clientSecret: 'client-secret' },
    });
    expect(loadConfig({ ...SANDBOX, PAYPAL_MODE: 'live' }).paypal).toMatchObject({
      mode: 'live',
      apiBase: 'https://api-m.paypal.com',
    });
  });
});

describe('FIREBASE_AUTH_EMULATOR_HOST', () => {
  const EMULATOR = { ...STAND_IN, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

  it('is refused in production unless `npm start` started the emulator', () => {
    expect(() => loadConfig(EMULATOR)).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set in production/);
    expect(loadConfig({ ...EMULATOR, ALLOW_AUTH_EMULATOR: '1' }).firebase?.emulatorHost).toBe(
      '127.0.0.1:9099',
    );
  });

  it('is accepted outside production (npm run dev, tests)', () => {
    expect(loadConfig({ ...EMULATOR, NODE_ENV: 'development' }).firebase?.emulatorHost).toBe(
      '127.0.0.1:9099',
    );
  });
});

describe('order emails: PUBLIC_URL, SMTP_URL, MAIL_FROM', () => {
  it('defaults to the local origin, no SMTP server and the shop as sender', () => {
    const config = loadConfig({ ...STAND_IN, PORT: '3400' });
    expect(config.publicUrl).toBe('http://localhost:3400');
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: 'SynthAmour <orders@synthamour.com>',
      pollIntervalS: 5,
    });
  });

  it('keeps only the origin of PUBLIC_URL (links add their own paths)', () => {
    expect(loadConfig({ ...STAND_IN, PUBLIC_URL: 'https://synthamour.com/' }).publicUrl).toBe(
      'https://synthamour.com',
    );
  });

  it('takes an SMTP URL with credentials and a named sender', () => {
    const config = loadConfig({
      ...STAND_IN,
      SMTP_URL: 'smtps://orders%40synthamour.com:secret@smtp.example.com:465',
      MAIL_FROM: 'SynthAmour Orders <orders@synthamour.com>',
    });
    expect(config.mail.smtpUrl).toBe('smtps://orders%40synthamour.com:secret@smtp.example.com:465');
    expect(config.mail.from).toBe('SynthAmour Orders <orders@synthamour.com>');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ ...STAND_IN, PUBLIC_URL: 'synthamour.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...STAND_IN, PUBLIC_URL: 'ftp://synthamour.com' })).toThrow(
      /PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...STAND_IN, SMTP_URL: 'http://mail:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...STAND_IN, MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });
});
