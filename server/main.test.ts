import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSpecifiers } from '#bench/lib/first-paint-js';
import { serverEntry } from '#tests/support/processes';
import { copyMigratedPglite } from '#tests/support/test-database';

/**
 * The real entry point, started as a host starts it, with configurations it must refuse: each
 * exits 1 before it listens, naming the variable on stderr. One it must accept shows that a
 * refusal is this rule's, not any start-up failure.
 */

const LIVE = {
  PAYPAL_MODE: 'live',
  PAYPAL_CLIENT_ID: 'live-client-id',
  PAYPAL_CLIENT_SECRET: 'live-client-secret',
  PAYPAL_PLAN_CUSTOM_ELY: 'P-5ML4271244454362WXNWU5NQ',
};
/** What `npm start` hands its server when no Firebase project is configured. */
const NPM_START_EMULATOR = {
  NODE_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_PROJECT_ID: 'demo-synthamour',
  ALLOW_AUTH_EMULATOR: '1',
};

interface Outcome {
  code: number | null;
  stderr: string;
  /** It started listening (and was then stopped): it did not refuse. */
  listened: boolean;
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ely-main-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * Starts server/main.ts, bundled as production runs it (the run's build: serverEntry); resolves
 * once it exits, stopping it first should it start listening.
 * `accepted`: a start expected to listen finds a migrated PGlite in its DATA_DIR (a copy of the
 * run's template), as a restarted server does, instead of creating one (initdb and every
 * migration, seconds of CPU this test is not about). A refusal exits before it opens any database.
 */
async function start(env: Record<string, string>, accepted = false): Promise<Outcome> {
  const dataDir = await mkdtemp(path.join(root, 'data-'));
  if (accepted) await copyMigratedPglite(path.join(dataDir, 'pglite'));
  const server = spawn(process.execPath, ['--enable-source-maps', serverEntry()], {
    // Only what the case says (and PATH): nothing from the test runner's environment.
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      SERVE_SITE: '0',
      LOG_LEVEL: 'info',
      // The unit tests never start the embedded PostgreSQL (decision 016).
      EMBEDDED_DATABASE: 'pglite',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let listened = false;
  server.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!listened && stdout.includes('Server listening')) {
      listened = true;
      server.kill('SIGTERM');
    }
  });
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { code, stderr, listened };
}

/** A client build as dev/build.ts leaves it: the pages' folder, its Firebase settings beside it. */
async function siteBuiltWith(project: Record<string, string> | null): Promise<string> {
  const build = await mkdtemp(path.join(root, 'build-'));
  await mkdir(path.join(build, 'client'));
  await writeFile(path.join(build, 'firebase-settings.json'), JSON.stringify({ project }));
  return path.join(build, 'client');
}

const ELY_PROD = {
  apiKey: 'AIza-test-key',
  authDomain: 'ely-prod.firebaseapp.com',
  projectId: 'ely-prod',
  appId: '1:123:web:abc',
};

// Each start loads the whole server (one bundle): seconds on a machine busy with other work.
const patiently = 120_000;

describe('server/main.ts refuses to start', () => {
  it(
    'the stand-in mounted on a production server, unless ALLOW_PAYPAL_STAND_IN=1',
    async () => {
      const env = { NODE_ENV: 'production', HOST: '127.0.0.1', PAYPAL_MODE: 'stand-in' };
      const refused = await start(env);
      expect(refused).toMatchObject({ code: 1, listened: false });
      expect(refused.stderr).toContain('PAYPAL_MODE: stand-in in production');
      expect(refused.stderr).toContain('ALLOW_PAYPAL_STAND_IN=1');

      // What `npm start` runs: the same server, told the stand-in is its own.
      const allowed = await start(
        {
          ...env,
          ALLOW_PAYPAL_STAND_IN: '1',
        },
        true,
      );
      expect(allowed).toMatchObject({ listened: true });
    },
    patiently,
  );

  it(
    "npm start's Auth Emulator beside live PayPal",
    async () => {
      const refused = await start({ ...NPM_START_EMULATOR, HOST: '127.0.0.1', ...LIVE });
      expect(refused).toMatchObject({ code: 1, listened: false });
      expect(refused.stderr).toContain('PAYPAL_MODE: live with FIREBASE_AUTH_EMULATOR_HOST set');
    },
    patiently,
  );

  it(
    "npm start's Auth Emulator on an address beyond this machine",
    async () => {
      const refused = await start({
        ...NPM_START_EMULATOR,
        HOST: '0.0.0.0',
        PAYPAL_MODE: 'stand-in',
        ALLOW_PAYPAL_STAND_IN: '1',
      });
      expect(refused).toMatchObject({ code: 1, listened: false });
      expect(refused.stderr).toContain('HOST: 0.0.0.0 is not a loopback address');
      expect(refused.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST is set');
    },
    patiently,
  );

  it(
    'a production site built for a Firebase project the server was not given',
    async () => {
      const env = {
        NODE_ENV: 'production',
        ...LIVE,
        SERVE_SITE: '1',
        STATIC_DIR: await siteBuiltWith(ELY_PROD),
      };
      const missing = await start(env);
      expect(missing).toMatchObject({ code: 1, listened: false });
      expect(missing.stderr).toContain(
        'Invalid environment: FIREBASE_PROJECT_ID: not set, but the site in',
      );
      expect(missing.stderr).toContain('was built for the Firebase project ely-prod');

      const another = await start({ ...env, FIREBASE_PROJECT_ID: 'ely-staging' });
      expect(another).toMatchObject({ code: 1, listened: false });
      expect(another.stderr).toContain(
        'Invalid environment: FIREBASE_PROJECT_ID: ely-staging, but the site in',
      );
    },
    patiently,
  );
});

/**
 * The packages a bundle file imports statically (re-exports and side-effect imports too), and its
 * own files.
 */
async function staticImports(file: string): Promise<{ packages: string[]; files: string[] }> {
  const specifiers = importSpecifiers(await readFile(file, 'utf8'), { dynamic: false });
  return {
    packages: specifiers.filter((specifier) => !specifier.startsWith('.')),
    files: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.resolve(path.dirname(file), specifier)),
  };
}

describe('the server bundle', () => {
  it('keeps of React Email only the components its emails use (no Tailwind, Prism or Markdown)', async () => {
    const assets = path.join(path.dirname(serverEntry()), 'assets');
    const chunks = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    const imports = new Set<string>();
    for (const file of [serverEntry(), ...chunks.map((chunk) => path.join(assets, chunk))]) {
      for (const name of (await staticImports(file)).packages) imports.add(name);
    }
    // The renderer stays a package; the components are in the bundle, the entry's other parts not.
    expect(imports).toContain('@react-email/render');
    for (const left of ['react-email', 'tailwindcss', 'prismjs', 'marked']) {
      expect(imports, left).not.toContain(left);
    }
    expect(chunks.filter((name) => name.startsWith('render-')).length).toBeGreaterThanOrEqual(2);
  });

  it('loads React only after main.ts has told it NODE_ENV (no static import of it at start)', async () => {
    // What main.js imports statically, and what those of its own chunks import, before it runs.
    const packages = new Set<string>();
    const seen = new Set<string>();
    const follow = async (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const imports = await staticImports(file);
      for (const name of imports.packages) packages.add(name);
      for (const own of imports.files) await follow(own);
    };
    await follow(serverEntry());
    expect(packages).toContain('fastify');
    expect([...packages].filter((name) => /^(react|react-dom|@react-email)\b/.test(name))).toEqual(
      [],
    );
  });
});
