/**
 * The tables this area owns. Operators' internal notes on an order. Only this area's SQL names
 * them; another area asks this area's service (server/table-ownership.test.ts checks every
 * statement of the server).
 */
export const TABLES = ['order_notes'] as const;
