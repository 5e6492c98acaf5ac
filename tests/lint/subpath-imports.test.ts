import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import tsconfig from '../../tsconfig.json' with { type: 'json' };

/**
 * Imports say where they go (docs/architecture.md): an import that leaves its top-level folder
 * names the folder it reaches by its Node subpath import (`#domain/money`, `#site/pages`), never
 * by climbing (`'../../../domain/money'`); within one folder, imports stay relative. The subpath
 * imports are declared once per folder in package.json (Node, tsx, Vite, Vitest, Playwright) and
 * mirrored in tsconfig.json's `paths` (TypeScript, dependency-cruiser).
 */

const ROOTS = ['app', 'server', 'domain', 'site', 'dev', 'tests', 'bench'];
const SPECIFIER =
  /(?:\bfrom|\bimport|vi\.mock|vi\.importActual|vi\.doMock)\s*\(?\s*(['"])(\.\.?\/[^'"]+)\1/g;

/** Every relative import in a source file that resolves outside the file's top-level folder. */
function climbingImports(file: string, text: string): string[] {
  const top = file.split('/')[0];
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[2] ?? '')
    .filter((specifier) => {
      const reached = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const [first = '', ...rest] = reached.split('/');
      // A file at the repository's root (package.json) is no folder's: it has no subpath import.
      return first !== top && rest.length > 0 && ROOTS.includes(first);
    });
}

/** This file, whose examples below are climbing imports written as text. */
const SELF = 'tests/lint/subpath-imports.test.ts';

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => ROOTS.includes(file.split('/')[0] ?? '') && file !== SELF);

describe('subpath imports', () => {
  it('are declared for every top-level folder, alike in package.json and tsconfig.json', () => {
    const imports = packageJson.imports as Record<string, string>;
    const paths = tsconfig.compilerOptions.paths as Record<string, string[]>;
    for (const root of ROOTS) {
      expect(imports[`#${root}/*`], root).toBe(`./${root}/*`);
      expect(paths[`#${root}/*`], root).toEqual([`./${root}/*`]);
    }
    expect(Object.keys(imports).sort()).toEqual(Object.keys(paths).sort());
  });

  it('finds an import that climbs out of its folder, and leaves those that stay in it', () => {
    const text = [
      "import { a } from '../../../domain/money';",
      "import { b } from '../cart/cart-line';",
      "import { c } from '#site/pages';",
      "const d = await import('../../../server/config');",
      "vi.mock('../../app/lib/cn');",
    ].join('\n');
    expect(climbingImports('app/features/checkout/x.ts', text)).toEqual([
      '../../../domain/money',
      '../../../server/config',
    ]);
    expect(
      climbingImports('app/features/checkout/x.test.ts', "vi.mock('../../../dev/x');"),
    ).toEqual(['../../../dev/x']);
  });

  it('are used by every import that leaves its top-level folder', () => {
    const climbing = sources.flatMap((file) =>
      climbingImports(file, readFileSync(file, 'utf8')).map((specifier) => `${file}: ${specifier}`),
    );
    expect(climbing).toEqual([]);
  });
});
