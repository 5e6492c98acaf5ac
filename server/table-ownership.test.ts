import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './platform/migrations';

/**
 * Each table belongs to one area of the server (its `schema/tables.ts` says which), and only that area's
 * SQL names it: another area asks the owner's service (docs/architecture.md, "Each area owns its
 * tables"). This reads every string of the server's code (not its tests, not the migrations, which
 * are history), finds the tables each statement names (after FROM, JOIN, UPDATE, INTO, TABLE,
 * REFERENCES) and fails on one another area owns. There is no list of exceptions any more (it held
 * 38, then 28): another area's rows are reached through the owner's sub-select, CTE or function.
 *
 * A table named by an expression (`DELETE FROM ${table}`) is not seen: name each table in its
 * statement's text.
 */

type Use = { file: string; table: string };

const TABLE_AFTER_KEYWORD =
  /\b(?:FROM|JOIN|UPDATE|INTO|TABLE|REFERENCES)\s+(?:ONLY\s+|IF\s+(?:NOT\s+)?EXISTS\s+)?([a-z_][a-z0-9_]*)/g;

/** The tables the SQL in `source` names: every string and template's text, `${…}` left out. */
function tablesNamed(source: string, known: ReadonlySet<string>): string[] {
  const file = ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, false);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const tables = texts.flatMap((text) =>
    [...text.matchAll(TABLE_AFTER_KEYWORD)].map((match) => match[1] ?? ''),
  );
  return [...new Set(tables.filter((table) => known.has(table)))];
}

/** Every area's tables, from server/<area>/schema/tables.ts. */
async function owners(): Promise<Map<string, string>> {
  const owner = new Map<string, string>();
  for (const area of readdirSync('server', { withFileTypes: true })) {
    const tablesFile = path.join('server', area.name, 'schema', 'tables.ts');
    if (!area.isDirectory() || !existsSync(tablesFile)) continue;
    const { TABLES } = (await import(`./${area.name}/schema/tables.ts`)) as {
      TABLES: readonly string[];
    };
    for (const table of TABLES) {
      expect(owner.get(table), `${table} is claimed by two areas`).toBeUndefined();
      owner.set(table, area.name);
    }
  }
  return owner;
}

/** The server's code: every .ts file but the tests and the migrations. */
function serverSources(): string[] {
  return readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => path.basename(file) !== 'migrations.ts')
    .map((file) => path.join('server', file));
}

/** The area a file of the server belongs to; `server/app.ts` and `main.ts` belong to none. */
function areaOf(file: string): string {
  const [, area, rest] = file.split(path.sep);
  return rest === undefined ? '(root)' : (area ?? '');
}

/** Every table the server's code names, with the area of the file and the table's owner. */
async function tableUses(): Promise<(Use & { area: string; owner: string })[]> {
  const owner = await owners();
  const known = new Set(owner.keys());
  return serverSources().flatMap((file) =>
    tablesNamed(readFileSync(file, 'utf8'), known).map((table) => ({
      file: file.split(path.sep).join('/'),
      table,
      area: areaOf(file),
      owner: owner.get(table) ?? '',
    })),
  );
}

describe('the tables each area owns', () => {
  it('finds the tables a statement names, in strings and templates, and nothing else', () => {
    const known = new Set(['orders', 'pagos', 'refunds', 'mail_outbox']);
    expect(tablesNamed("db.query('SELECT * FROM orders WHERE id = $1')", known)).toEqual([
      'orders',
    ]);
    expect(
      tablesNamed(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, as read
        'sql(`WITH x AS (UPDATE pagos SET a = 1) SELECT 1 FROM x JOIN refunds r ON ${on}`)',
        known,
      ),
    ).toEqual(['pagos', 'refunds']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, as read
    expect(tablesNamed("q(`INSERT INTO mail_outbox (id) VALUES (${'1'})`)", known)).toEqual([
      'mail_outbox',
    ]);
    // Words in prose, lower-case SQL comments, identifiers and unknown names are not tables.
    expect(
      tablesNamed(
        "const orders = 1; // SELECT * FROM orders\nlog('refunds from the orders'); q('FROM claimed')",
        known,
      ),
    ).toEqual([]);
  });

  it('gives every table of the schema one owning area, and every owned table exists', async () => {
    const schema = new Set<string>(['schema_migrations']);
    for (const { sql } of MIGRATIONS) {
      for (const [, verb, table] of sql.matchAll(/\b(CREATE|DROP) TABLE ([a-z_]+)/g)) {
        if (verb === 'CREATE') schema.add(table ?? '');
        else schema.delete(table ?? '');
      }
    }
    expect([...(await owners()).keys()].sort()).toEqual([...schema].sort());
  });

  it("are named by no other area's SQL", async () => {
    const uses = await tableUses();
    // The reader finds each area's own statements (it is not blind): every area that owns a
    // table but the platform names one of them in its own code.
    const areasNamingTheirOwn = new Set(
      uses.filter(({ area, owner }) => area === owner).map(({ area }) => area),
    );
    const owningAreas = new Set([...(await owners()).values()]);
    owningAreas.delete('platform');
    expect([...owningAreas].filter((area) => !areasNamingTheirOwn.has(area))).toEqual([]);
    expect(
      uses
        .filter(({ area, owner }) => area !== owner)
        .map(({ file, table, owner }) => `${file}: ${table} (${owner}'s)`),
      "SQL on another area's table: use the owner's sub-select, CTE or function",
    ).toEqual([]);
  });
});
