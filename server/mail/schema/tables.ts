/**
 * The tables this area owns. The order emails owed, the outbox the mailer claims. Only this area's
 * SQL names them; another area asks this area's service (server/table-ownership.test.ts checks
 * every statement of the server).
 */
export const TABLES = ['mail_outbox'] as const;
