/**
 * The tables this area owns. The units on sale, the units each order holds, the operators' changes.
 * Only this area's SQL names them; another area asks this area's service
 * (server/table-ownership.test.ts checks every statement of the server).
 */
export const TABLES = ['stock', 'stock_holds', 'stock_changes'] as const;
