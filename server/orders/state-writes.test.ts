import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every change of an order's state goes through `stateMove` (orders/ledger.ts), which checks it
 * against the lifecycle's table before any SQL runs. This reads every statement of the server
 * that updates `orders` and fails on one whose SET list writes `state` itself. (The migrations, each
 * area's migrations.ts, are history, and an order's insert starts it in 'created': neither is a move.)
 */

/** The SET lists of the `UPDATE orders` statements in a source text that write `state`. */
function rawStateWrites(source: string): string[] {
  const statements = source.matchAll(/UPDATE\s+orders\b([\s\S]*?)(?=\bWHERE\b|\bRETURNING\b|`)/g);
  return [...statements]
    .map((match) => match[1] ?? '')
    .filter((setList) => /(?:^|[\s,])(?:\w+\.)?state\s*=/.test(setList))
    .map((setList) => `UPDATE orders${setList.replace(/\s+/g, ' ').trimEnd()}`);
}

function serverSources(): string[] {
  return readdirSync('server', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join('server', file))
    .filter((file) => path.basename(file) !== 'migrations.ts');
}

describe('writes of an order’s state', () => {
  it('finds a raw write, wherever it sits in the SET list, and only on orders', () => {
    expect(rawStateWrites("UPDATE orders SET state = 'created' WHERE id = $1")).toHaveLength(1);
    expect(
      rawStateWrites('UPDATE orders SET capture_attempt = capture_attempt + 1, state = $2 WHERE'),
    ).toHaveLength(1);
    expect(rawStateWrites('UPDATE orders o SET o.state = $2 RETURNING id')).toHaveLength(1);
    // Through the checked move, compared in WHERE, or another table's `state`: none is raw.
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template, as read
      rawStateWrites('UPDATE orders SET ${move.set}, updated_at = now() WHERE ${move.where}'),
    ).toEqual([]);
    expect(
      rawStateWrites("UPDATE orders SET next_check_at = now() WHERE state = 'capturing'"),
    ).toEqual([]);
    expect(
      rawStateWrites("UPDATE stock_holds h SET state = 'sold' WHERE h.order_id = m.id"),
    ).toEqual([]);
  });

  it('go through stateMove in every statement of the server', () => {
    const sources = serverSources();
    expect(sources.length).toBeGreaterThan(50);
    const raw = sources.flatMap((file) =>
      rawStateWrites(readFileSync(file, 'utf8')).map((statement) => `${file}: ${statement}`),
    );
    expect(raw).toEqual([]);
  });
});
