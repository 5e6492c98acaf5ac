import type { FastifyInstance } from 'fastify';
import type { LedgerOptions } from '../orders/ledger';
import type { Config } from '../platform/config';
import type { Database } from '../platform/database';
import { PostgresRecoveryStore } from './postgres-store';
import { AbandonedPurgeJob } from './purge-job';
import { registerRestoreRoute } from './routes';
import { RecoveryService } from './service';

/**
 * Abandoned checkouts: the service the console's routes use (the list, the recovery email), the
 * public restore route of the recovery link, and the purge job server/main.ts starts.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when the app was built with a database; started by server/main.ts. */
    abandonedPurge?: AbandonedPurgeJob;
  }
}

export async function registerRecovery(
  app: FastifyInstance,
  options: { config: Config; database: Database; ledger?: LedgerOptions | undefined },
): Promise<RecoveryService> {
  const recovery = new RecoveryService(
    new PostgresRecoveryStore(options.database, options.ledger),
    { abandonedAfterS: options.config.abandoned.afterS },
  );
  await app.register(registerRestoreRoute, { prefix: '/api', recovery });
  const job = new AbandonedPurgeJob(recovery, {
    intervalS: options.config.abandoned.purgeIntervalS,
    log: app.log,
  });
  app.decorate('abandonedPurge', job);
  app.addHook('onClose', async () => job.stop());
  return recovery;
}
