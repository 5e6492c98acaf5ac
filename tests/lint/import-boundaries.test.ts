import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries (.dependency-cruiser.cjs, docs/architecture.md), checked by running
 * dependency-cruiser, with the project's own configuration, on small files placed where the rules
 * apply: each forbidden import must be reported, each allowed one must not. The rules judge the
 * file an import reaches, so the bypasses an import's text allows (a `.js` suffix, a longer way
 * round, the composition root reaching into a store) are cases too.
 */

interface Case {
  /** Where the importing file sits, as in the repository. */
  file: string;
  specifier: string;
  allowed: boolean;
}

const CASES: Case[] = [
  // server/ never imports app/, dev/ or tests/ (its tests may use dev/'s stand-ins and
  // tests/support); site/ and domain/ it may.
  { file: 'server/console/a.ts', specifier: '../../app/config/build-flags', allowed: false },
  { file: 'server/payments/b.ts', specifier: '../../dev/paypal-stand-in/rest', allowed: false },
  { file: 'server/c.ts', specifier: '../app/routes/home/route', allowed: false },
  { file: 'server/orders/d.ts', specifier: '../../site/pages', allowed: true },
  { file: 'server/orders/e.ts', specifier: '../../domain/order/lifecycle', allowed: true },
  { file: 'server/f.ts', specifier: './app', allowed: true },
  { file: 'server/platform/auth/g.ts', specifier: 'firebase-admin/app', allowed: true },
  {
    file: 'server/platform/auth/h.test.ts',
    specifier: '../../../dev/firebase-emulator',
    allowed: true,
  },
  {
    file: 'server/payments/i.ts',
    specifier: '../../tests/support/payments-server',
    allowed: false,
  },
  {
    file: 'server/payments/j.test.ts',
    specifier: '../../tests/support/payments-server',
    allowed: true,
  },
  // An area never uses another area's store; its own, other areas' services and platform/ it may.
  { file: 'server/console/k.ts', specifier: '../payments/postgres-store', allowed: false },
  { file: 'server/console/l.ts', specifier: '../refunds/store', allowed: false },
  { file: 'server/payments/paypal/m.ts', specifier: '../../orders/store', allowed: false },
  { file: 'server/console/n.ts', specifier: '../refunds/service', allowed: true },
  { file: 'server/console/o.ts', specifier: './postgres-store', allowed: true },
  // The orders' ledger is how any area writes an order's moves, events and their emails.
  { file: 'server/refunds/p.ts', specifier: '../orders/ledger', allowed: true },
  // An area's SQL fragments (sql/) import nothing of the server: every area composes them.
  { file: 'server/payments/sql/a.ts', specifier: '../../orders/ledger', allowed: false },
  { file: 'server/mail/sql/b.ts', specifier: '../../platform/database', allowed: false },
  { file: 'server/mail/sql/c.ts', specifier: '../../../domain/order/emails', allowed: true },
  { file: 'server/orders/sql/d.ts', specifier: '#server/orders/ledger', allowed: false },
  { file: 'server/orders/e2.ts', specifier: '../payments/sql/pagos-ctes', allowed: true },
  // platform/ is shared infrastructure: it imports no area.
  { file: 'server/platform/q.ts', specifier: '../payments/service', allowed: false },
  { file: 'server/platform/auth/r.ts', specifier: '../../orders/routes', allowed: false },
  { file: 'server/platform/s.ts', specifier: './database', allowed: true },
  { file: 'server/platform/t.ts', specifier: '../../domain/money', allowed: true },
  { file: 'server/platform/auth/u.ts', specifier: '../config', allowed: true },
  // domain/ and site/ import nothing outside themselves.
  { file: 'domain/a.ts', specifier: '../app/content/products', allowed: false },
  { file: 'domain/b.ts', specifier: '../server/config', allowed: false },
  { file: 'domain/c.ts', specifier: '../dev/start', allowed: false },
  { file: 'domain/d.ts', specifier: './money', allowed: true },
  { file: 'domain/order/e.ts', specifier: '../money', allowed: true },
  { file: 'domain/order/f.ts', specifier: '../../site/site', allowed: false },
  { file: 'site/a.ts', specifier: '../domain/catalog', allowed: false },
  { file: 'site/b.ts', specifier: './site', allowed: true },
  // Features do not import one another, nor pages or the shell.
  { file: 'app/features/checkout/a.ts', specifier: '../cart/cart-store', allowed: false },
  { file: 'app/features/checkout/b.ts', specifier: '../../routes/home/route', allowed: false },
  { file: 'app/features/checkout/c.ts', specifier: '../../shell/navbar', allowed: false },
  { file: 'app/features/checkout/d.ts', specifier: './order-input', allowed: true },
  { file: 'app/features/checkout/e.ts', specifier: '../../components/ui/button', allowed: true },
  { file: 'app/features/checkout/f.ts', specifier: '../../../domain/cart', allowed: true },
  { file: 'app/features/cart/parts/a.ts', specifier: '../../auth/auth-store', allowed: false },
  { file: 'app/features/cart/parts/b.ts', specifier: '../cart-store', allowed: true },
  { file: 'app/features/cart/g.ts', specifier: '../../../server/config', allowed: false },
  // ui/ (and all shared code) imports no feature, page or shell module.
  { file: 'app/components/ui/a.tsx', specifier: '../../features/cart/cart-store', allowed: false },
  { file: 'app/components/ui/b.tsx', specifier: '../../shell/navbar', allowed: false },
  { file: 'app/components/ui/c.tsx', specifier: '../../lib/cn', allowed: true },
  { file: 'app/lib/a.ts', specifier: '../routes/home/featured-products', allowed: false },
  { file: 'app/content/a.ts', specifier: '../features/news/news-speed', allowed: false },
  { file: 'app/content/b.ts', specifier: '../../domain/catalog', allowed: true },
  // A page's sections are its own; the front end never reaches into server/ or dev/.
  { file: 'app/routes/home/a.tsx', specifier: '../products/product-card', allowed: false },
  { file: 'app/routes/home/b.tsx', specifier: '../../features/cart/cart-store', allowed: true },
  { file: 'app/routes/home/c.tsx', specifier: './hero-video', allowed: true },
  { file: 'app/shell/a.tsx', specifier: '../../server/config', allowed: false },
  { file: 'app/shell/b.tsx', specifier: '../features/auth/account-button', allowed: true },
  { file: 'app/root.tsx', specifier: '../dev/screenshot', allowed: false },
  { file: 'app/routes.ts', specifier: '@react-router/dev/routes', allowed: true },
  { file: 'app/config/a.ts', specifier: '../../server/config', allowed: false },
  { file: 'bench/b.ts', specifier: '../site/pages', allowed: true },
  { file: 'tests/e2e/b.spec.ts', specifier: '../../app/content/en/ely', allowed: true },
  // The same boundaries, however the import is written.
  { file: 'server/console/v.ts', specifier: '../refunds/postgres-store.js', allowed: false },
  {
    file: 'server/console/w.ts',
    specifier: '../../server/refunds/postgres-store',
    allowed: false,
  },
  { file: 'server/console/x.ts', specifier: '../console/../stock/store', allowed: false },
  {
    file: 'app/features/checkout/g.ts',
    specifier: '../../features/cart/cart-store',
    allowed: false,
  },
  {
    file: 'app/features/checkout/h.ts',
    specifier: '../checkout/../cart/cart-line',
    allowed: false,
  },
  { file: 'app/lib/b.ts', specifier: '../../app/features/cart/cart-store.js', allowed: false },
  { file: 'domain/order/g.ts', specifier: '../../domain/../site/pages', allowed: false },
  // Node subpath imports (#server/…) reach the same files, and are judged by them.
  { file: 'server/console/y.ts', specifier: '#server/refunds/postgres-store', allowed: false },
  {
    file: 'app/features/checkout/i.ts',
    specifier: '#app/features/cart/cart-store',
    allowed: false,
  },
  { file: 'site/c.ts', specifier: '#domain/money', allowed: false },
  { file: 'server/console/z.ts', specifier: '#domain/order/lifecycle', allowed: true },
  // The composition root reaches an area through its plugin, never its store.
  { file: 'server/app.ts', specifier: './orders/postgres-store', allowed: false },
  { file: 'server/main.ts', specifier: './orders/plugin', allowed: true },
];

/** Folders that import each other in a circle, though no file does: app/lib → app/content → app/lib. */
const FOLDER_CIRCLE: Case[] = [
  { file: 'app/lib/circle-a.ts', specifier: '../content/circle-b', allowed: false },
  { file: 'app/content/circle-b.ts', specifier: '../lib/circle-c', allowed: false },
];

// The package exports no path to its command: the tests run from the repository's root.
const depcruise = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  from: string;
  rule: { name: string };
}

/** Writes each case's file and the file it imports into a fresh folder; answers the folder. */
function workspace(cases: Case[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ely-boundaries-'));
  for (const config of ['.dependency-cruiser.cjs', '.dependency-cruiser.folders.cjs']) {
    copyFileSync(config, path.join(dir, config));
  }
  // The project's subpath imports, as package.json and tsconfig.json declare them.
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
  const tsconfig = JSON.parse(readFileSync('tsconfig.json', 'utf8'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ type: 'module', imports: packageJson.imports }),
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'ESNext',
        moduleResolution: 'bundler',
        paths: tsconfig.compilerOptions.paths,
      },
    }),
  );
  // Imports of packages resolve as in the repository.
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  const write = (file: string, text: string) => {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const { file, specifier } of cases) {
    if (!/^[.#]/.test(specifier)) continue;
    const target = (
      specifier.startsWith('#') ? specifier.slice(1) : path.join(path.dirname(file), specifier)
    ).replace(/\.js$/, '');
    write(`${target}.ts`, 'export const value = 1;\n');
  }
  for (const { file, specifier } of cases) {
    write(file, `import { value } from '${specifier}';\n\nexport const used = value;\n`);
  }
  return dir;
}

/** Runs dependency-cruiser with one of the project's configurations; answers its violations. */
function violations(dir: string, config: string, folders: string[]): Violation[] {
  const run = spawnSync(
    process.execPath,
    [depcruise, ...folders, '--config', config, '--output-type', 'json'],
    { cwd: dir, encoding: 'utf8' },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('reports every forbidden import and no allowed one, however it is written', () => {
    const dir = workspace(CASES);
    dirs.push(dir);
    const found = violations(dir, '.dependency-cruiser.cjs', [
      'app',
      'server',
      'domain',
      'site',
      'dev',
      'bench',
      'tests',
    ]);
    // Every case resolved: a typo in a case would otherwise pass as "allowed".
    expect(found.filter((v) => v.rule.name === 'not-to-unresolvable')).toEqual([]);
    const reported = new Set(found.map((v) => v.from));
    const key = (c: Case) => `${c.file} → ${c.specifier}`;
    const expected = Object.fromEntries(
      CASES.map((c) => [key(c), c.allowed ? 'allowed' : 'reported']),
    );
    const actual = Object.fromEntries(
      CASES.map((c) => [key(c), reported.has(c.file) ? 'reported' : 'allowed']),
    );
    expect(actual).toEqual(expected);
  });

  it('reports folders that import each other in a circle (.dependency-cruiser.folders.cjs)', () => {
    const dir = workspace(FOLDER_CIRCLE);
    dirs.push(dir);
    const found = violations(dir, '.dependency-cruiser.folders.cjs', ['app']);
    expect(found.map((v) => v.rule.name)).toContain('no-circular-folders');
    expect(new Set(found.map((v) => v.from))).toEqual(new Set(['app/lib', 'app/content']));
  });
});
