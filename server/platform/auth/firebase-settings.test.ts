import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../config';

/** What every configuration here needs besides what the test is about. */
const BASE = { PAYPAL_MODE: 'stand-in', ALLOW_AUTH_EMULATOR: '1' };

import { firebaseCspSources } from './firebase-csp';

describe('Firebase settings from the environment', () => {
  it('uses the emulator and the demo project when the emulator host is set', () => {
    const config = loadConfig({ ...BASE, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9130' });
    expect(config.firebase).toEqual({
      projectId: 'demo-synthamour',
      authDomain: null,
      emulatorHost: '127.0.0.1:9130',
    });
  });

  it('uses the real project of the browser build when no emulator is set', () => {
    const config = loadConfig({ ...BASE, VITE_FIREBASE_PROJECT_ID: 'ely-prod' });
    expect(config.firebase).toEqual({
      projectId: 'ely-prod',
      authDomain: 'ely-prod.firebaseapp.com',
      emulatorHost: null,
    });
    expect(loadConfig(BASE).firebase).toBeNull();
  });

  it('refuses an emulator host that is not host:port', () => {
    expect(() => loadConfig({ ...BASE, FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('turns the site off with SERVE_SITE=0', () => {
    expect(loadConfig({ ...BASE, SERVE_SITE: '0' }).serveSite).toBe(false);
    expect(loadConfig(BASE).serveSite).toBe(true);
  });
});

describe('firebaseCspSources', () => {
  it('lets pages reach the emulator and the gapi loader in emulator mode', () => {
    const sources = firebaseCspSources({
      projectId: 'demo-synthamour',
      authDomain: null,
      emulatorHost: '127.0.0.1:9130',
    });
    expect(sources.connect).toEqual(['http://127.0.0.1:9130']);
    expect(sources.frame).toEqual(['http://127.0.0.1:9130']);
    expect(sources.script).toEqual(['https://apis.google.com']);
  });

  it("lets pages reach Google's sign-in origins with a real project", () => {
    const sources = firebaseCspSources({
      projectId: 'ely-prod',
      authDomain: 'login.example.com',
      emulatorHost: null,
    });
    expect(sources.script).toContain('https://www.google.com/recaptcha/');
    expect(sources.connect).toEqual(['https://*.googleapis.com']);
    expect(sources.frame).toEqual([
      'https://login.example.com',
      'https://www.google.com',
      'https://recaptcha.google.com',
    ]);
  });

  it('adds nothing when sign-in is not configured', () => {
    expect(firebaseCspSources(null)).toEqual({});
  });
});

describe('GET /api/auth/emulator', () => {
  it('tells the browser where the emulator is, only in emulator mode', async () => {
    const emulated = await buildApp({
      config: loadConfig({
        ...BASE,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9130',
        LOG_LEVEL: 'silent',
      }),
      serveSite: false,
      logger: false,
    });
    const response = await emulated.inject('/api/auth/emulator');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'http://127.0.0.1:9130', projectId: 'demo-synthamour' });
    await emulated.close();

    const real = await buildApp({
      config: loadConfig({ ...BASE, VITE_FIREBASE_PROJECT_ID: 'ely-prod', LOG_LEVEL: 'silent' }),
      serveSite: false,
      logger: false,
    });
    expect((await real.inject('/api/auth/emulator')).statusCode).toBe(404);
    await real.close();
  });
});
