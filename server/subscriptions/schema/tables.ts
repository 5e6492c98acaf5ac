/**
 * The tables this area owns. Custom ELY subscriptions, which payment is whose, and the subscribers'
 * emails. Only this area's SQL names them; another area asks this area's service
 * (server/table-ownership.test.ts checks every statement of the server).
 */
export const TABLES = ['subscriptions', 'subscription_payments', 'subscription_mail'] as const;
