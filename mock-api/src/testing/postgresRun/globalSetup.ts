/**
 * jest's global setup of the mock-api-postgres project (jest.config.cjs): one private PostgreSQL
 * for the run, migrated as `npm run migrate` does; every test server then gets its own database
 * copied from that one (testing/testDatabase.ts). Its URL reaches the test workers by the environment.
 */
import { startMigratedPostgres } from '../services/migratedPostgres';
import { TEMPLATE_URL_VARIABLE, runServer } from './runServer';

export default async function globalSetup(): Promise<void> {
  const postgres = await startMigratedPostgres();
  runServer.stop = postgres.stop;
  process.env[TEMPLATE_URL_VARIABLE] = postgres.url;
}
