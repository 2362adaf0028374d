/** What the global setup and teardown of the mock-api-postgres project share (one jest process). */
export const TEMPLATE_URL_VARIABLE = 'TIMES_TEST_POSTGRES_TEMPLATE_URL';

export const runServer: { stop?: () => Promise<void> } = {};
