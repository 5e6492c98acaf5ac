/**
 * The tables this area owns. The schema's history as applied (migrations.ts). Only this area's SQL
 * names them; another area asks this area's service (server/table-ownership.test.ts checks every
 * statement of the server).
 */
export const TABLES = ['schema_migrations', 'rate_limit_hits'] as const;
