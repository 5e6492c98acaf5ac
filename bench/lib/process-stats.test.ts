import { describe, expect, it } from 'vitest';
import { isClientBackendTitle } from './process-stats';

describe('isClientBackendTitle', () => {
  it("is a client's backend, on a Unix socket or TCP, whatever it is doing", () => {
    expect(isClientBackendTitle('postgres: nobody postgres [local] idle')).toBe(true);
    expect(
      isClientBackendTitle('postgres: ely ely_test 127.0.0.1(51234) idle in transaction'),
    ).toBe(true);
    expect(isClientBackendTitle('postgres: ely ely_test [local] INSERT')).toBe(true);
    // Debian's clusters name themselves in their processes' titles.
    expect(isClientBackendTitle('postgres: 15/main: ely ely_test 127.0.0.1(51234) idle')).toBe(
      true,
    );
  });

  it('is not the postmaster or one of its workers', () => {
    for (const title of [
      'postgres -D /tmp/data -k /tmp/socket',
      '/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main',
      'postgres: checkpointer',
      'postgres: background writer',
      'postgres: walwriter',
      'postgres: autovacuum launcher',
      'postgres: autovacuum worker ely',
      'postgres: io worker 0',
      'postgres: logical replication launcher',
      'postgres: 15/main: checkpointer',
    ]) {
      expect(isClientBackendTitle(title), title).toBe(false);
    }
  });
});
