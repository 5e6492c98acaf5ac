/** The operator token of the test server, for reading payment records in the browser tests. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
