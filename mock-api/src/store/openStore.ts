/**
 * Which store the API uses: PostgreSQL when DATABASE_URL is set (the database's pool, shared with
 * the throttles' counters), otherwise the JSON file (npm start's default, nothing else to run).
 */
import { maskedUrl } from '../config';
import type { Database } from '../database/database';
import type { DataStore } from './dataStore';
import { FileStore } from './fileStore';
import { PostgresStore } from './postgres/postgresStore';
import { loadSeed } from './seed';

export interface StorePlace {
  dbFile: string;
  seedDir: string;
  database: Database | null;
  databaseUrl: string;
}

export function openStore({ dbFile, seedDir, database, databaseUrl }: StorePlace): DataStore {
  if (!database) return new FileStore({ dbFile, seedDir });
  return new PostgresStore({ pool: database.pool, seed: () => loadSeed(seedDir), where: maskedUrl(databaseUrl) });
}
