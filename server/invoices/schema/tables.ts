/**
 * The tables this area owns. Invoice (CFDI) requests and their stamped files. Only this area's SQL
 * names them; another area asks this area's service (server/table-ownership.test.ts checks every
 * statement of the server).
 */
export const TABLES = ['invoice_requests'] as const;
