/** Stops the run's PostgreSQL (globalSetup.ts). */
import { runServer } from './runServer';

export default async function globalTeardown(): Promise<void> {
  await runServer.stop?.();
}
