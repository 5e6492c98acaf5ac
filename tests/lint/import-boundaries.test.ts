import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of biome.json (docs/architecture.md), checked by running Biome, with the
 * project's own configuration, on small files placed where the rules apply: each forbidden import
 * must be reported, each allowed one must not.
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
  { file: 'server/refunds/p.ts', specifier: '../platform/order-ledger', allowed: true },
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
];

const require = createRequire(import.meta.url);
let workDir = '';

/** Runs Biome on every case file and answers the files it reported a restricted import in. */
function reportedFiles(): Set<string> {
  const biome = require.resolve('@biomejs/biome/bin/biome');
  const run = spawnSync(process.execPath, [biome, 'lint', '--reporter=json', '.'], {
    cwd: workDir,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  return new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => diagnostic.location.path),
  );
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'ely-lint-'));
  // The project's configuration as it is, outside the repository (so without its git ignores).
  const config = JSON.parse(readFileSync('biome.json', 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(path.join(workDir, 'biome.json'), JSON.stringify(config));
  for (const { file, specifier } of CASES) {
    mkdirSync(path.join(workDir, path.dirname(file)), { recursive: true });
    writeFileSync(
      path.join(workDir, file),
      `import { value } from '${specifier}';\n\nexport const used = value;\n`,
    );
  }
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('import boundaries (biome.json)', () => {
  it('reports every forbidden import and no allowed one', () => {
    const reported = reportedFiles();
    const outcome = (file: string) => (reported.has(file) ? 'reported' : 'allowed');
    const expected = Object.fromEntries(
      CASES.map((c) => [`${c.file} → ${c.specifier}`, c.allowed ? 'allowed' : 'reported']),
    );
    const actual = Object.fromEntries(
      CASES.map((c) => [`${c.file} → ${c.specifier}`, outcome(c.file)]),
    );
    expect(actual).toEqual(expected);
  });
});
