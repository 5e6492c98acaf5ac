import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '#domain/order/order-number';
import { MIGRATION_LOCK, MIGRATIONS, migrate } from './migrations';
import type { Database, Queryable } from './sql';

/**
 * Migrations that change data, tried on a database holding orders made before them: the schema
 * as it was (the migrations before), rows written then, and the migration under test applied as
 * a start would. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

/**
 * One session on a database, whose schemas each test takes one of (PGlite takes seconds to
 * create, so one serves every test): `searchPath` says where its names resolve.
 */
interface Session {
  database: Database;
  searchPath(path: string): Promise<void>;
}

async function pgliteSession(): Promise<Session> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <Row>(text: string, params?: unknown[]) => {
      const result = await target.query<Row>(text, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    exec: async (text) => {
      await target.exec(text);
    },
  });
  // Made once, where every test's schema finds it (migration 5 then finds it made).
  await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  return {
    database: {
      kind: 'pglite',
      ...on(db),
      transaction: (work) => db.transaction((tx) => work(on(tx))),
      close: () => db.close(),
    },
    searchPath: async (path) => {
      await db.exec(`SET search_path = ${path}`);
    },
  };
}

/** One connection, so that its session's search path holds for every statement. */
async function postgresSession(url: string): Promise<Session> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Extensions belong to the whole database: made once in public, as the other tests do.
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
  await client.query('COMMIT');
  const on: Queryable = {
    query: async <Row>(text: string, params?: unknown[]) => {
      const result = await client.query(text, params);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    exec: async (text) => {
      await client.query(text);
    },
  };
  return {
    database: {
      kind: 'postgres',
      ...on,
      async transaction(work) {
        await client.query('BEGIN');
        try {
          const result = await work(on);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
      close: () => client.end(),
    },
    searchPath: async (path) => {
      await client.query(`SET search_path = ${path}`);
    },
  };
}

/**
 * One session per backend for the whole file, opened by the first block that asks and closed after
 * the last: every block works in schemas of its own, so none sees another's tables, and PGlite's
 * initdb (seconds of CPU) runs once rather than once per block.
 */
const opened: Promise<Session>[] = [];
function shared(open: () => Promise<Session>): () => Promise<Session> {
  let session: Promise<Session> | undefined;
  return () => {
    if (!session) {
      session = open();
      opened.push(session);
    }
    return session;
  };
}
afterAll(async () => {
  for (const session of opened) await (await session).database.close();
});

const BACKENDS = [
  { name: 'PGlite', open: shared(pgliteSession) },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          open: shared(() => postgresSession(process.env.DATABASE_URL ?? '')),
        },
      ]
    : []),
];

const before = (id: number) => MIGRATIONS.filter((migration) => migration.id < id);

describe.each(BACKENDS)('migration 11, order numbers, on $name', ({ open }) => {
  let session: Session;
  let database: Database;
  /** This test's schema: a database of its own, as good as empty. */
  let schema: string;

  beforeAll(async () => {
    session = await open();
    database = session.database;
  }, 120_000);

  beforeEach(async () => {
    schema = `migrations_${randomBytes(4).toString('hex')}`;
    await database.exec(`CREATE SCHEMA ${schema}`);
    await session.searchPath(`${schema}, public`);
  });

  afterEach(async () => {
    await session.searchPath('public');
    await database.exec(`DROP SCHEMA ${schema} CASCADE`);
  });

  /** `count` orders made before order numbers, each paid (a payment record). */
  async function ordersMadeBefore(count: number) {
    await migrate(database, before(11));
    await database.query(
      `INSERT INTO orders (id, total_cents, items, type, ships_goods, receipt_token, state)
       SELECT 'PAYPAL' || lpad(i::text, 11, '0'), 39100, '[]', 'product', true,
              md5(i::text), 'captured'
       FROM generate_series(1, $1) AS i`,
      [count],
    );
    await database.query(
      `INSERT INTO pagos (order_id, total, items, type, payer, status, tipo)
       SELECT id, 391, '[]', 'product',
              jsonb_build_object('email_address', 'buyer' || id || '@example.com', 'name', 'Ana'),
              'COMPLETED', 'producto'
       FROM orders`,
    );
  }

  const numbers = async () =>
    (
      await database.query<{ id: string; order_number: string; paid_as: string | null }>(
        `SELECT o.id, o.order_number, p.order_number AS paid_as
         FROM orders o LEFT JOIN pagos p ON p.order_id = o.id ORDER BY o.id`,
      )
    ).rows;

  it('gives every order made before it a number of its own, random, beside its payment too', async () => {
    await ordersMadeBefore(300);
    expect(await migrate(database, before(12))).toEqual([11]);

    const rows = await numbers();
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row.order_number).toMatch(ORDER_NUMBER_PATTERN);
      expect(row.paid_as).toBe(row.order_number);
    }
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(300);
    // Drawn, not counted: the numbers do not follow the orders' order.
    const inOrderOfOrders = rows.map((row) => row.order_number);
    expect(inOrderOfOrders).not.toEqual([...inOrderOfOrders].sort());

    // The console's search looks in the number, in any case.
    const [first] = rows;
    const found = await database.query<{ order_id: string }>(
      'SELECT order_id FROM pagos WHERE search_text LIKE lower($1)',
      [`%${first?.order_number.slice(0, 7)}%`],
    );
    expect(found.rows.map((row) => row.order_id)).toContain(first?.id);
  });

  it('draws again a number drawn twice, until every order’s is its own', async () => {
    await ordersMadeBefore(40);
    // A random source that gives the same bytes for the first 40 draws, then real ones: found
    // before PostgreSQL's own, which the search path names after it.
    await database.exec(`
      CREATE SEQUENCE ${schema}.draws;
      CREATE FUNCTION ${schema}.gen_random_uuid() RETURNS uuid LANGUAGE sql VOLATILE AS $$
        SELECT CASE WHEN nextval('${schema}.draws') <= 40
                    THEN '7e57ab1e-0000-4000-8000-000000000000'::uuid
                    ELSE pg_catalog.gen_random_uuid() END
      $$;`);
    await session.searchPath(`${schema}, pg_catalog, public`);
    expect(await migrate(database, before(12))).toEqual([11]);
    const drawn = await database.query<{ draws: string }>(
      `SELECT last_value::text AS draws FROM ${schema}.draws`,
    );
    // 40 identical draws, then one more for each of the 39 orders that lost: all distinct.
    expect(Number(drawn.rows[0]?.draws)).toBe(79);
    const rows = await numbers();
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(40);
    for (const row of rows) expect(row.order_number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('keeps numbers unique and well formed from then on', async () => {
    await ordersMadeBefore(2);
    await migrate(database);
    const [first, second] = await numbers();
    const renumber = (id: string | undefined, number: string | undefined) =>
      database.query('UPDATE orders SET order_number = $2 WHERE id = $1', [id, number]);
    await expect(renumber(second?.id, first?.order_number)).rejects.toMatchObject({
      constraint: 'orders_order_number_key',
    });
    for (const malformed of ['ELY-0OI1AB', 'ely-7k3m9q', 'SYN-7K3M9Q', 'ELY-7K3M9']) {
      await expect(renumber(second?.id, malformed)).rejects.toMatchObject({
        constraint: 'orders_order_number_format',
      });
    }
  });
});

/**
 * A schema of its own for the describe block it is called in, made before its tests and dropped
 * after them: `database()` is the session's database, its names resolving there first.
 */
function ownSchema(open: () => Promise<Session>): () => Database {
  let session: Session | undefined;
  let schema = '';
  beforeAll(async () => {
    session = await open();
    schema = `migrations_${randomBytes(4).toString('hex')}`;
    await session.database.exec(`CREATE SCHEMA ${schema}`);
    await session.searchPath(`${schema}, public`);
  }, 120_000);
  afterAll(async () => {
    await session?.searchPath('public');
    await session?.database.exec(`DROP SCHEMA ${schema} CASCADE`);
  });
  return () => {
    if (!session) throw new Error('the schema is made before the tests');
    return session.database;
  };
}

describe.each(BACKENDS)('migration 22, the address book, on $name', ({ open }) => {
  const schemaDatabase = ownSchema(open);

  it('makes the one saved address the default of the book, its recipient the account’s name and phone', async () => {
    const database = schemaDatabase();
    await migrate(database, before(22));
    const address = {
      street: 'Av. Ámsterdam 12',
      city: 'CDMX',
      state: 'CMX',
      zip: '06700',
      country: 'MX',
    };
    await database.query(
      `INSERT INTO saved_addresses (uid, name, phone, address) VALUES
         ('uid-ana', 'Ana López', '+525512345678', $1), ('uid-bo', 'Bo', '+15125550100', $1)`,
      [JSON.stringify(address)],
    );
    expect(await migrate(database, before(23))).toEqual([22]);

    const profiles = await database.query<{
      uid: string;
      name: string;
      phone: string;
      email_locale: string | null;
    }>('SELECT uid, name, phone, email_locale FROM account_profiles ORDER BY uid');
    expect(profiles.rows).toEqual([
      { uid: 'uid-ana', name: 'Ana López', phone: '+525512345678', email_locale: null },
      { uid: 'uid-bo', name: 'Bo', phone: '+15125550100', email_locale: null },
    ]);
    const book = await database.query<{
      uid: string;
      address: unknown;
      is_default: boolean;
      id: string;
    }>('SELECT id, uid, address, is_default FROM account_addresses ORDER BY uid');
    expect(book.rows.map(({ uid, address, is_default }) => ({ uid, address, is_default }))).toEqual(
      [
        { uid: 'uid-ana', address, is_default: true },
        { uid: 'uid-bo', address, is_default: true },
      ],
    );
    expect(book.rows[0]?.id).toMatch(/^[0-9a-f]{32}$/);
    // One default per account, kept by the database.
    await expect(
      database.query(
        `INSERT INTO account_addresses (uid, address, is_default) VALUES ('uid-ana', '{}', true)`,
      ),
    ).rejects.toThrow();
  });
});

describe.each(BACKENDS)('migration 24, the payment record in cents, on $name', ({ open }) => {
  const schemaDatabase = ownSchema(open);

  it('keeps every amount to the cent, and the specification’s total in dollars beside it', async () => {
    const database = schemaDatabase();
    await migrate(database, before(24));
    // Dollars as they were stored: a whole price, cents that binary floating point cannot hold
    // (0.29), a partial refund and a full one.
    await database.query(
      `INSERT INTO pagos (order_id, total, refunded, items, type, payer, status, tipo) VALUES
         ('A', 391.00, 0, '[]', 'product', '{}', 'COMPLETED', 'producto'),
         ('B', 1173.29, 100.15, '[]', 'product', '{}', 'PARTIALLY_REFUNDED', 'producto'),
         ('C', 0.29, 0.29, '[]', 'product', '{}', 'REFUNDED', 'producto')`,
    );
    expect(await migrate(database, before(25))).toEqual([24]);

    const rows = await database.query<{
      order_id: string;
      total_cents: number;
      refunded_cents: number;
      total: string;
    }>('SELECT order_id, total_cents, refunded_cents, total::text FROM pagos ORDER BY order_id');
    expect(rows.rows).toEqual([
      { order_id: 'A', total_cents: 39100, refunded_cents: 0, total: '391.00' },
      { order_id: 'B', total_cents: 117329, refunded_cents: 10015, total: '1173.29' },
      { order_id: 'C', total_cents: 29, refunded_cents: 29, total: '0.29' },
    ]);
    // The dollars follow the cents and are never written by hand; the database keeps the rules.
    await database.query(`UPDATE pagos SET total_cents = 39200 WHERE order_id = 'A'`);
    const moved = await database.query<{ total: string }>(
      `SELECT total::text FROM pagos WHERE order_id = 'A'`,
    );
    expect(moved.rows).toEqual([{ total: '392.00' }]);
    await expect(
      database.query(`UPDATE pagos SET total = 1 WHERE order_id = 'A'`),
    ).rejects.toThrow();
    await expect(
      database.query(`UPDATE pagos SET refunded_cents = total_cents + 1 WHERE order_id = 'A'`),
    ).rejects.toThrow();
    await expect(
      database.query(`UPDATE pagos SET total_cents = 0 WHERE order_id = 'A'`),
    ).rejects.toThrow();
  });
});
