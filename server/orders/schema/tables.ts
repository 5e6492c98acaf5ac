/**
 * The tables this area owns. An order and its history: written through the ledger (ledger.ts), read
 * by the receipts. Only this area's SQL names them; another area asks this area's service
 * (server/table-ownership.test.ts checks every statement of the server).
 */
export const TABLES = ['orders', 'order_events'] as const;
