/**
 * A private PostgreSQL (localPostgres.ts) with the schema applied the way a deployment applies it:
 * `npm run migrate`'s own command (node-pg-migrate up over mock-api/migrations).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../database/migrations';
import { startLocalPostgres } from './localPostgres';
import type { LocalService } from './localPostgres';

const MIGRATE_BIN = path.resolve(__dirname, '../../../../node_modules/.bin/node-pg-migrate');

/** Runs node-pg-migrate (`up` or `down`, with its other arguments) against the database. */
export function migrate(url: string, ...args: string[]): string {
  return execFileSync(MIGRATE_BIN, [...args, '-m', MIGRATIONS_DIR], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
    stdio: 'pipe',
  });
}

export async function startMigratedPostgres(): Promise<LocalService> {
  const database = await startLocalPostgres();
  try {
    migrate(database.url, 'up');
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
