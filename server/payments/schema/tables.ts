/**
 * The tables this area owns. The payment record of every capture (the specification's pagos) and
 * the PayPal webhook events already applied. Only this area's SQL names them; another area asks
 * this area's service (server/table-ownership.test.ts checks every statement of the server).
 */
export const TABLES = ['pagos', 'webhook_events'] as const;
