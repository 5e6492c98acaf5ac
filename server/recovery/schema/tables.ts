/**
 * The tables this area owns. The recovery links of abandoned checkouts, and the purges' runs. Only
 * this area's SQL names them; another area asks this area's service (server/table-ownership.test.ts
 * checks every statement of the server).
 */
export const TABLES = ['checkout_recoveries', 'abandoned_purges'] as const;
