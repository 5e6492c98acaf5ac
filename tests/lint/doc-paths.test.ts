import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs cannot name a file that does not exist. A path in backticks that starts at one of the
 * repository's folders (`server/orders/routes.ts`), and every relative Markdown link, must lead to a
 * file or folder. `<locale>` stands for each language (`app/content/<locale>/products.ts`),
 * `{en,es}` for each listed name; a `*` glob or a `:line` suffix is read up to where it starts.
 */

const ROOTS = ['app', 'server', 'domain', 'site', 'dev', 'bench', 'tests', 'docs', 'public', '.ci'];
const LOCALES = ['en', 'es'];

const DOCS = [
  'README.md',
  'bench/README.md',
  'dev/media/README.md',
  ...['docs', 'docs/decisions'].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => path.join(folder, name)),
  ),
];

/** Every concrete path a documented one stands for. */
function expand(documented: string): string[] {
  const [braces, names] = /\{([^}]+)\}/.exec(documented) ?? [];
  if (braces && names) {
    return names.split(',').flatMap((name) => expand(documented.replace(braces, name.trim())));
  }
  if (documented.includes('<locale>')) {
    return LOCALES.flatMap((locale) => expand(documented.replaceAll('<locale>', locale)));
  }
  // Read up to a placeholder, a glob or a line number: what comes before must exist.
  const cut = documented.search(/<|\*|:\d|#/);
  const head = cut === -1 ? documented : documented.slice(0, cut);
  return [head.replace(/\/$/, '')];
}

/** The paths a Markdown file names: backticked repository paths and relative links. */
function namedPaths(doc: string): string[] {
  const text = readFileSync(doc, 'utf8');
  const roots = ROOTS.map((root) => root.replace('.', '\\.')).join('|');
  const backticked = [...text.matchAll(new RegExp(`\`((?:${roots})/[^\`\\s]*)\``, 'g'))].map(
    (match) => match[1] ?? '',
  );
  const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target))
    .map((target) => path.join(path.dirname(doc), target.replace(/#.*$/, '')));
  return [...backticked, ...linked];
}

describe('paths named in the docs', () => {
  it('expands placeholders into every file they stand for', () => {
    expect(expand('app/content/<locale>/products.ts')).toEqual([
      'app/content/en/products.ts',
      'app/content/es/products.ts',
    ]);
    expect(expand('app/content/{en,es}/orders.ts')).toEqual([
      'app/content/en/orders.ts',
      'app/content/es/orders.ts',
    ]);
    expect(expand('app/routes/<page>/route.tsx')).toEqual(['app/routes']);
    expect(expand('server/orders/routes.ts:42')).toEqual(['server/orders/routes.ts']);
  });

  for (const doc of DOCS) {
    it(`${doc} names only files that exist`, () => {
      const paths = namedPaths(doc).flatMap(expand);
      const missing = [...new Set(paths.filter((file) => file !== '' && !existsSync(file)))];
      expect(missing, `paths named in ${doc} that do not exist`).toEqual([]);
    });
  }
});
