/**
 * The tables this area owns. The buyer's data-rights events, profile and address book. Only this
 * area's SQL names them; another area asks this area's service (server/table-ownership.test.ts
 * checks every statement of the server).
 */
export const TABLES = ['account_events', 'account_profiles', 'account_addresses'] as const;
