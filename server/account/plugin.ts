import type { FastifyInstance } from 'fastify';
import type { OrderMailer } from '../mail/mailer';
import type { AccountDirectory } from '../platform/auth/accounts';
import type { IdTokenVerifier } from '../platform/auth/id-token';
import type { Database } from '../platform/database';
import { PostgresAccountStore } from './postgres-store';
import { registerAccountRoutes } from './routes';
import { AccountService } from './service';

/** The account area's service, for the other areas (built before them: the mailers ask it). */
export function accountService(database: Database): AccountService {
  return new AccountService(new PostgresAccountStore(database));
}

/** The buyer's account area: their data rights, download and delete (routes.ts). */
export async function registerAccount(
  app: FastifyInstance,
  options: {
    database: Database;
    /** The mail area: the emails about the buyer's orders, for their data download. */
    emails: Pick<OrderMailer, 'emailsOfBuyer'>;
    idTokenVerifier?: IdTokenVerifier | undefined;
    directory?: AccountDirectory | undefined;
  },
) {
  await app.register(registerAccountRoutes, {
    prefix: '/api',
    store: new PostgresAccountStore(options.database),
    emails: options.emails,
    idTokenVerifier: options.idTokenVerifier,
    directory: options.directory,
  });
}
