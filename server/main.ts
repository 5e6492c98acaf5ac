import { buildApp } from './app';
import { createFirebaseVerifier } from './auth/firebase-verifier';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/database';

/** Entry point of the production server: read the environment, listen, stop cleanly on signals. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openConfiguredDatabase(config);
  const app = await buildApp({
    config,
    database,
    serveSite: config.serveSite,
    idTokenVerifier: config.firebase ? createFirebaseVerifier(config.firebase) : undefined,
  });
  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { store: database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite under DATA_DIR' },
    'payments database ready',
  );
  // Payment records a failed database write left in the outbox go in now.
  await app.payments?.replayOutbox();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
