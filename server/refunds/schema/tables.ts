/**
 * The tables this area owns. Every refund asked of PayPal, reserved before PayPal is asked. Only
 * this area's SQL names them; another area asks this area's service (server/table-ownership.test.ts
 * checks every statement of the server).
 */
export const TABLES = ['refunds'] as const;
