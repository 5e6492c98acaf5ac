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
 * REFERENCES) and fails on one another area owns, unless the use is listed below.
 *
 * A table named by an expression (`DELETE FROM ${table}`) is not seen: name each table in its
 * statement's text.
 *
 * KNOWN_CROSS_AREA is a ratchet: it may only shrink. A new statement on another area's table
 * fails; a listed use that is gone fails too, until its entry is deleted.
 */
const KNOWN_CROSS_AREA: readonly { file: string; table: string; why: string }[] = [
  {
    file: 'server/account/postgres-store.ts',
    table: 'orders',
    why: "The data download reads the buyer's orders, and deleting the account detaches them (uid cleared) in the one transaction that deletes the account.",
  },
  {
    file: 'server/account/postgres-store.ts',
    table: 'order_events',
    why: "Deleting the account writes each detached order's 'detached-from-account' event in the same statement.",
  },
  {
    file: 'server/account/postgres-store.ts',
    table: 'pagos',
    why: "The data download reads the buyer's payment records; deleting the account clears their uid in the same transaction.",
  },
  {
    file: 'server/console/postgres-store.ts',
    table: 'orders',
    why: "The console's lists, detail, ship, deliver and cancellation decisions read and move the order (through the ledger's statements) beside its payment record.",
  },
  {
    file: 'server/console/postgres-store.ts',
    table: 'pagos',
    why: "The console's lists, totals and filters read the payment records' covering indexes (migrations 5 and 24); shipping writes pagos.shipped_at in the statement that ships the order.",
  },
  {
    file: 'server/console/postgres-store.ts',
    table: 'order_events',
    why: "The order's history and the operators' audit trail.",
  },
  {
    file: 'server/invoices/postgres-store.ts',
    table: 'orders',
    why: "An invoice request is of a paid order: its number and locale are read with the request, and the request's event is written with it.",
  },
  {
    file: 'server/invoices/postgres-store.ts',
    table: 'pagos',
    why: "Only a paid order may be invoiced, and the request shows the payment's amounts.",
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'orders',
    why: 'Abandoned checkouts are unpaid orders: listed, and purged after 30 days.',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'order_events',
    why: 'The purge deletes the history of the abandoned orders it removes (one transaction).',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'mail_outbox',
    why: 'The purge deletes the owed emails of the abandoned orders it removes.',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'order_notes',
    why: "The purge deletes the operators' notes on the abandoned orders it removes.",
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'pagos',
    why: 'An abandoned checkout is an order with no payment record.',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'stock_holds',
    why: 'The purge keeps an order whose units are still held.',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'refunds',
    why: 'The purge keeps an order with a refund.',
  },
  {
    file: 'server/recovery/postgres-store.ts',
    table: 'webhook_events',
    why: 'The purge deletes the webhook events of the orders it removes.',
  },
  {
    file: 'server/refunds/postgres-store.ts',
    table: 'orders',
    why: "A refund is of an order's payment: the order is read, and the refund's event written, in the refund's transaction.",
  },
  {
    file: 'server/refunds/postgres-store.ts',
    table: 'order_events',
    why: "The 'refund-requested' event is written with the refund's reservation.",
  },
  {
    file: 'server/refunds/postgres-store.ts',
    table: 'pagos',
    why: "A refund is reserved against its payment record's row (locked), never beyond what was captured.",
  },
  {
    file: 'server/subscriptions/postgres-store.ts',
    table: 'pagos',
    why: "A subscription's payments are payment records (tipo 'suscripción'), written with their subscription_payments row.",
  },
];

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

async function crossAreaUses(): Promise<Use[]> {
  const owner = await owners();
  const known = new Set(owner.keys());
  return serverSources().flatMap((file) =>
    tablesNamed(readFileSync(file, 'utf8'), known)
      .filter((table) => owner.get(table) !== areaOf(file))
      .map((table) => ({ file: file.split(path.sep).join('/'), table })),
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

  it("are named by no other area's SQL, but for the uses listed (which only shrink)", async () => {
    const uses = await crossAreaUses();
    const key = ({ file, table }: Use) => `${file}: ${table}`;
    const listed = new Set(KNOWN_CROSS_AREA.map(key));
    const found = new Set(uses.map(key));
    expect(uses.length).toBeGreaterThan(0);
    expect(
      [...found].filter((use) => !listed.has(use)),
      "new SQL on another area's table: ask the owning area's service instead",
    ).toEqual([]);
    expect(
      [...listed].filter((use) => !found.has(use)),
      'a listed use is gone: delete its entry from KNOWN_CROSS_AREA',
    ).toEqual([]);
    expect(listed.size, 'each use is listed once').toBe(KNOWN_CROSS_AREA.length);
  });
});
