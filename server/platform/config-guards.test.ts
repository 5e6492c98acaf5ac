import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirebaseBuild } from './auth/firebase-build';
import { type FirebaseBuildReader, isLoopbackHost, loadConfig, loadServerConfig } from './config';

/**
 * What no server starts with (loadConfig), and what a production server about to listen meets
 * too (loadServerConfig): the stand-in and the Auth Emulator's tokens kept to this machine, PayPal
 * never chosen by omission, and the site's Firebase build matching the server's settings.
 */

const STAND_IN = { PAYPAL_MODE: 'stand-in' };
const CREDENTIALS = {
  PAYPAL_CLIENT_ID: 'client-id',
  PAYPAL_CLIENT_SECRET: 'client-secret',
  PAYPAL_PLAN_CUSTOM_ELY: 'P-5ML4271244454362WXNWU5NQ',
};
const LIVE = { ...CREDENTIALS, PAYPAL_MODE: 'live' };
const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', ALLOW_AUTH_EMULATOR: '1' };
/** A production server that serves no site: nothing to compare with a build. */
const API_ONLY = { NODE_ENV: 'production', SERVE_SITE: '0' };

describe('isLoopbackHost', () => {
  it('is this machine only: localhost, 127.0.0.0/8, ::1', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.20', 'shop.example.com', '']) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('HOST', () => {
  it('defaults to every interface, but to this machine only with a local double', () => {
    expect(loadConfig({ ...LIVE }).host).toBe('0.0.0.0');
    expect(loadConfig(STAND_IN).host).toBe('127.0.0.1');
    expect(loadConfig({ ...CREDENTIALS, ...EMULATOR }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...LIVE, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});

describe('the PayPal stand-in', () => {
  it('is refused on a HOST beyond this machine, in any mode, unless ALLOW_PAYPAL_STAND_IN=1', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(() => loadConfig({ ...STAND_IN, NODE_ENV, HOST: '0.0.0.0' })).toThrow(
        /HOST: 0\.0\.0\.0 is not a loopback address, and PAYPAL_MODE=stand-in/,
      );
    }
    expect(() => loadConfig({ ...STAND_IN, HOST: '::' })).toThrow(/HOST: ::/);
    expect(loadConfig({ ...STAND_IN, HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ ...STAND_IN, HOST: '0.0.0.0', ALLOW_PAYPAL_STAND_IN: '1' }).host).toBe(
      '0.0.0.0',
    );
  });

  it('is refused at a PAYPAL_API_BASE beyond this machine, where the pages would load it', () => {
    expect(() =>
      loadConfig({ ...STAND_IN, PAYPAL_API_BASE: 'http://10.0.0.5:3002/__paypal' }),
    ).toThrow(/PAYPAL_API_BASE: http:\/\/10\.0\.0\.5:3002\/__paypal is not a loopback address/);
    for (const base of ['http://127.0.0.1:3002/__paypal', 'http://[::1]:3002/__paypal']) {
      expect(loadConfig({ ...STAND_IN, PAYPAL_API_BASE: base }).paypal.apiBase).toBe(base);
    }
  });

  it('mounted on a production server, needs ALLOW_PAYPAL_STAND_IN=1 (as `npm start` sets)', () => {
    expect(() => loadServerConfig({ ...API_ONLY, ...STAND_IN })).toThrow(
      /PAYPAL_MODE: stand-in in production/,
    );
    expect(() => loadServerConfig({ ...STAND_IN, SERVE_SITE: '0' })).toThrow(
      /stand-in in production/,
    );
    expect(
      loadServerConfig({ ...API_ONLY, ...STAND_IN, ALLOW_PAYPAL_STAND_IN: '1' }).paypal.mode,
    ).toBe('stand-in');
    // Outside production (npm run dev, the tests' own servers) it stays on 127.0.0.1 by itself.
    expect(loadServerConfig({ ...STAND_IN, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
  });

  it('as its own process on this machine, serves no visitor: no flag (the crash tests)', () => {
    const config = loadServerConfig({
      ...API_ONLY,
      ...STAND_IN,
      HOST: '127.0.0.1',
      PAYPAL_API_BASE: 'http://127.0.0.1:3002/__paypal',
    });
    expect(config.paypal).toMatchObject({
      mode: 'stand-in',
      apiBase: 'http://127.0.0.1:3002/__paypal',
    });
  });
});

describe('PAYPAL_MODE on a production server', () => {
  it('must say which PayPal the credentials are for', () => {
    expect(() => loadServerConfig({ ...API_ONLY, ...CREDENTIALS })).toThrow(
      /PAYPAL_MODE: not set: a production server/,
    );
    expect(loadServerConfig({ ...API_ONLY, ...LIVE }).paypal.mode).toBe('live');
    expect(
      loadServerConfig({ ...API_ONLY, ...CREDENTIALS, PAYPAL_MODE: 'sandbox' }).paypal.mode,
    ).toBe('sandbox');
  });

  it('still names PAYPAL_CLIENT_ID when there is no PayPal at all', () => {
    expect(() => loadServerConfig(API_ONLY)).toThrow(/PAYPAL_CLIENT_ID is not set/);
  });

  it('defaults to sandbox outside production', () => {
    const config = loadServerConfig({ ...CREDENTIALS, NODE_ENV: 'development' });
    expect(config.paypal.mode).toBe('sandbox');
  });
});

describe('PAYPAL_API_BASE', () => {
  it('is refused beside sandbox or live credentials: they go to PayPal only', () => {
    const base = { PAYPAL_API_BASE: 'https://paypal.example.com' };
    expect(() => loadConfig({ ...LIVE, ...base })).toThrow(
      /PAYPAL_API_BASE: set with PAYPAL_MODE=live/,
    );
    expect(() => loadConfig({ ...CREDENTIALS, PAYPAL_MODE: 'sandbox', ...base })).toThrow(
      /PAYPAL_API_BASE: set with PAYPAL_MODE=sandbox/,
    );
    expect(() => loadConfig({ ...CREDENTIALS, NODE_ENV: 'development', ...base })).toThrow(
      /PAYPAL_API_BASE: set with no PAYPAL_MODE/,
    );
  });
});

describe("the Auth Emulator's unsigned tokens", () => {
  it('are refused beside live PayPal, whatever else says so', () => {
    for (const env of [
      { ...LIVE, ...EMULATOR },
      { ...LIVE, ...EMULATOR, NODE_ENV: 'development' },
      { ...LIVE, ...EMULATOR, HOST: '127.0.0.1' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        /PAYPAL_MODE: live with FIREBASE_AUTH_EMULATOR_HOST set/,
      );
    }
  });

  it('are taken beside sandbox on this machine (npm start with sandbox credentials)', () => {
    const config = loadConfig({ ...CREDENTIALS, PAYPAL_MODE: 'sandbox', ...EMULATOR });
    expect(config.firebase?.emulatorHost).toBe('127.0.0.1:9099');
    expect(config.host).toBe('127.0.0.1');
  });

  it('are refused on a HOST beyond this machine, even with ALLOW_AUTH_EMULATOR=1', () => {
    for (const HOST of ['0.0.0.0', '192.168.1.20']) {
      expect(() =>
        loadConfig({ ...STAND_IN, ...EMULATOR, HOST, ALLOW_PAYPAL_STAND_IN: '1' }),
      ).toThrow(
        new RegExp(
          `HOST: ${HOST.replaceAll('.', '\\.')} is not a loopback address, and FIREBASE_AUTH_EMULATOR_HOST is set`,
        ),
      );
    }
    expect(() =>
      loadConfig({ ...STAND_IN, ...EMULATOR, NODE_ENV: 'development', HOST: '0.0.0.0' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST is set/);
  });
});

describe("a production server's site and its Firebase build", () => {
  const ELY_PROD = {
    apiKey: 'AIza-test-key',
    projectId: 'ely-prod',
    authDomain: 'ely-prod.firebaseapp.com',
    appId: '1:123:web:abc',
  };
  const SITE = { NODE_ENV: 'production', ...LIVE, STATIC_DIR: 'build/client' };
  const builtWith =
    (project: FirebaseBuild['project']): FirebaseBuildReader =>
    (clientDir) => {
      expect(clientDir).toBe(path.resolve('build/client'));
      return { project };
    };

  it('starts when the server verifies the project the pages were built for', () => {
    const config = loadServerConfig(
      { ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' },
      builtWith(ELY_PROD),
    );
    expect(config.firebase).toEqual({
      projectId: 'ely-prod',
      authDomain: 'ely-prod.firebaseapp.com',
      emulatorHost: null,
    });
    // The build's own variables at run time are the same settings.
    expect(
      loadServerConfig({ ...SITE, VITE_FIREBASE_PROJECT_ID: 'ely-prod' }, builtWith(ELY_PROD))
        .firebase?.projectId,
    ).toBe('ely-prod');
  });

  it('starts with the emulator for a build without a project (`npm start`)', () => {
    const config = loadServerConfig(
      {
        NODE_ENV: 'production',
        STATIC_DIR: 'build/client',
        ...STAND_IN,
        ALLOW_PAYPAL_STAND_IN: '1',
        ...EMULATOR,
      },
      builtWith(null),
    );
    expect(config.firebase?.emulatorHost).toBe('127.0.0.1:9099');
  });

  it('refuses a site without recorded Firebase settings, naming STATIC_DIR', () => {
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' }, () => null),
    ).toThrow(
      /STATIC_DIR: .*build\/client has no firebase-settings\.json beside it \(.*build\/firebase-settings\.json\)/,
    );
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' }, () => {
        throw new Error('build/firebase-settings.json is not JSON');
      }),
    ).toThrow(/STATIC_DIR: build\/firebase-settings\.json is not JSON/);
  });

  it('refuses a server without the project id the pages were built for', () => {
    expect(() => loadServerConfig(SITE, builtWith(ELY_PROD))).toThrow(
      /\bFIREBASE_PROJECT_ID: not set, but the site in .* was built for the Firebase project ely-prod/,
    );
  });

  it('refuses a server verifying another project, naming the variable it was given', () => {
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-staging' }, builtWith(ELY_PROD)),
    ).toThrow(/\bFIREBASE_PROJECT_ID: ely-staging, but the site .* ely-prod/);
    expect(() =>
      loadServerConfig({ ...SITE, VITE_FIREBASE_PROJECT_ID: 'ely-staging' }, builtWith(ELY_PROD)),
    ).toThrow(/VITE_FIREBASE_PROJECT_ID: ely-staging, but the site .* ely-prod/);
  });

  it("refuses the emulator's tokens for pages built for a real project", () => {
    expect(() =>
      loadServerConfig(
        { ...SITE, ...CREDENTIALS, PAYPAL_MODE: 'sandbox', ...EMULATOR },
        builtWith(ELY_PROD),
      ),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: set, but the site .* ely-prod/);
  });

  it('refuses pages built without a project, which look for an emulator the server lacks', () => {
    expect(() => loadServerConfig(SITE, builtWith(null))).toThrow(
      /\bFIREBASE_PROJECT_ID: not set, and the site .* was built without a Firebase project/,
    );
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' }, builtWith(null)),
    ).toThrow(
      /\bFIREBASE_PROJECT_ID: ely-prod, but the site .* was built without a Firebase project/,
    );
  });

  it("refuses another auth domain than the pages' (the CSP would block their sign-in)", () => {
    const custom = { ...ELY_PROD, authDomain: 'login.synthamour.com' };
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' }, builtWith(custom)),
    ).toThrow(
      /VITE_FIREBASE_AUTH_DOMAIN: not set \(so ely-prod\.firebaseapp\.com\), but .* VITE_FIREBASE_AUTH_DOMAIN=login\.synthamour\.com/,
    );
    const config = loadServerConfig(
      {
        ...SITE,
        FIREBASE_PROJECT_ID: 'ely-prod',
        VITE_FIREBASE_AUTH_DOMAIN: 'login.synthamour.com',
      },
      builtWith(custom),
    );
    expect(config.firebase?.authDomain).toBe('login.synthamour.com');
  });

  it('refuses pages built with an API key but no project id', () => {
    const { projectId: _, ...withoutProject } = ELY_PROD;
    expect(() =>
      loadServerConfig({ ...SITE, FIREBASE_PROJECT_ID: 'ely-prod' }, builtWith(withoutProject)),
    ).toThrow(/VITE_FIREBASE_PROJECT_ID: not set when the site .* was built/);
  });

  it('compares nothing when the server serves no site, or outside production', () => {
    const unread: FirebaseBuildReader = () => {
      throw new Error('the build was read');
    };
    expect(loadServerConfig({ ...SITE, SERVE_SITE: '0' }, unread).firebase).toBeNull();
    expect(loadServerConfig({ ...SITE, NODE_ENV: 'test' }, unread).firebase).toBeNull();
    expect(loadConfig(SITE).firebase).toBeNull();
  });
});
