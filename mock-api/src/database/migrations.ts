/**
 * The schema's migrations (mock-api/migrations, applied by `npm run migrate` with node-pg-migrate,
 * which records each in pgmigrations). The API refuses to start on a database that lacks one,
 * rather than fail on its first query.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
/** node-pg-migrate's default table of applied migrations. */
const APPLIED_TABLE = 'pgmigrations';

/** Every migration's name (its file name without the extension), oldest first. */
export const migrationNames = (dir = MIGRATIONS_DIR): string[] =>
  fs
    .readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();

/** The migrations the database has not had yet. */
export async function pendingMigrations(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const table = await pool.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [
    APPLIED_TABLE,
  ]);
  const applied = table.rows[0]?.present
    ? new Set((await pool.query<{ name: string }>(`SELECT name FROM ${APPLIED_TABLE}`)).rows.map((row) => row.name))
    : new Set<string>();
  return migrationNames(dir).filter((name) => !applied.has(name));
}

/** Throws, naming what is missing and what to run, unless every migration is applied. */
export async function requireMigrated(pool: pg.Pool): Promise<void> {
  const pending = await pendingMigrations(pool);
  if (pending.length > 0)
    throw new Error(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run DATABASE_URL=… npm run migrate`,
    );
}
