import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { mountsStandIn, type PayPalStandInPlugin } from './payments/plugin';
import { createFirebaseAccounts } from './platform/auth/accounts';
import { createFirebaseVerifier } from './platform/auth/firebase-verifier';
import { type Config, ConfigError, loadServerConfig } from './platform/config';
import { DataDirError, holdDataDir, prepareDataDir } from './platform/data-dir';
import { openConfiguredDatabase } from './platform/database';

/** Entry point of the production server: read the environment, listen, stop cleanly on signals. */
async function main() {
  let config: Config;
  try {
    // With the rules for the process real visitors reach: no stand-in or PayPal by omission, the
    // Firebase project the site was built for (loadServerConfig).
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The packages that read NODE_ENV themselves when first loaded are told what the configuration
  // decided: unset is production. React and React DOM's server renderer (the emails, loaded on the
  // first one) otherwise load their development builds, which render some 2.7 times slower.
  process.env.NODE_ENV = config.nodeEnv;

  try {
    prepareDataDir(config.dataDir);
    if (config.database.url) await holdDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const database = await openConfiguredDatabase(config);
  const idTokenVerifier = config.firebase ? createFirebaseVerifier(config.firebase) : undefined;
  const app = await buildApp({
    config,
    database,
    serveSite: config.serveSite,
    idTokenVerifier,
    accountDirectory: config.firebase ? createFirebaseAccounts(config.firebase) : undefined,
    paypalStandIn: mountsStandIn(config) ? await loadStandIn(config) : undefined,
  });
  if (idTokenVerifier && !idTokenVerifier.checksRevocation) {
    app.log.warn(
      'GOOGLE_APPLICATION_CREDENTIALS is not set: the operator console cannot check whether an ID token was revoked, so a revoked operator keeps access until the token expires (at most an hour)',
    );
  }

  // A terminal's Ctrl-C reaches every process of the group, and `npm start` forwards it too: the
  // first signal starts one shutdown, later ones wait for it instead of killing the process
  // mid-close (which left PGlite's lock file behind).
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  if (config.stopWithParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown('SIGHUP');
    }, 500).unref();
  }

  await app.listen({ host: config.host, port: config.port });
  if (database.fallback) app.log.warn(database.fallback);
  app.log.info({ store: database.store }, 'payments database ready');
  // Payment records a failed database write left in the outbox go in now; then every order
  // still open (a crash mid-capture, a payer who left) is finished with PayPal, and again on
  // every RECONCILE_INTERVAL_S.
  await app.payments?.replayOutbox();
  void app.reconciler?.start();
  // Order emails owed from before this start (a crash, SMTP down) go out now, and then as due.
  app.mailer?.start();
  // Abandoned checkouts older than 30 days are deleted now, then every ABANDONED_PURGE_INTERVAL_S.
  app.abandonedPurge?.start();
}

/**
 * The stand-in is not part of the server's code: the bundle carries it as a file of its own
 * (build/server-api/paypal-stand-in.js), loaded only in stand-in mode; `npm run dev` points
 * PAYPAL_STAND_IN_MODULE at its source instead.
 */
async function loadStandIn(config: Config): Promise<PayPalStandInPlugin> {
  const specifier = config.paypal.standInModule
    ? pathToFileURL(config.paypal.standInModule).href
    : new URL('./paypal-stand-in.js', import.meta.url).href;
  const module = (await import(/* @vite-ignore */ specifier)) as {
    registerPayPalStandIn?: PayPalStandInPlugin;
  };
  if (typeof module.registerPayPalStandIn !== 'function') {
    throw new Error(`${specifier} does not export registerPayPalStandIn`);
  }
  return module.registerPayPalStandIn;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
