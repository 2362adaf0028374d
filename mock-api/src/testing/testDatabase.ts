/**
 * The route tests run twice (jest.config.cjs): on the file store (project mock-api) and on
 * PostgreSQL (project mock-api-postgres, whose globals set TIMES_TEST_STORE). On PostgreSQL every
 * test server gets a database of its own, copied from the run's migrated one, dropped when the
 * server closes; readDatabase() reads what it holds with psql, as the file store's test reads the file.
 * The tests of the PostgreSQL repositories and of the migrations (project mock-api) take databases of their own
 * on the same server (postgresProcesses.ts, barePostgres.ts).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir } from './services/localPostgres';
import { TEMPLATE_URL_VARIABLE } from './postgresRun/runServer';
import { emptyState } from '../store/types';
import type { DbState } from '../store/types';
import { TYPED_TABLES } from '../store/postgres/typedTables';

export const onPostgres = (): boolean => (globalThis as { TIMES_TEST_STORE?: string }).TIMES_TEST_STORE === 'postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function onTemplateServer(template: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own on the run's PostgreSQL: a copy of the migrated one (the default), or an empty one with no
 * migration applied (`bare`: a test of the migrations themselves). Far cheaper than a server of its own (a copy
 * takes about 0.35 s, a new cluster with its migrations 2 s).
 */
export async function createTestDatabase({ bare = false }: { bare?: boolean } = {}): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_URL_VARIABLE];
  if (!template) throw new Error(`${TEMPLATE_URL_VARIABLE} is not set: run the mock-api-postgres jest project`);
  const templateName = new URL(template).pathname.slice(1);
  const name = `test_${randomBytes(6).toString('hex')}`;
  // Copies are made one at a time per template: retry while another worker's copy holds it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await onTemplateServer(template, `CREATE DATABASE ${name} TEMPLATE ${bare ? 'template0' : templateName}`);
      break;
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: withDatabase(template, name),
    drop: () => onTemplateServer(template, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Every collection the database holds (its live records in order, the typed tables' too), read by psql. */
export function readDatabase(url: string): DbState {
  const text = execFileSync(
    path.join(postgresBinDir(), 'psql'),
    [
      url,
      '-AtX',
      '-c',
      // The store's records, and the typed tables' rows as the API's records.
      `SELECT coalesce(json_object_agg(collection, docs), '{}') FROM (
         SELECT collection, json_agg(doc ORDER BY ord) AS docs FROM store_records WHERE doc IS NOT NULL GROUP BY collection
         ${TYPED_TABLES.map(
           (table) =>
             `UNION ALL SELECT '${table.collection}', coalesce(json_agg(t.doc), '[]') FROM (${table.docs}) AS t`,
         ).join('\n')}
       ) AS collections`,
    ],
    { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  return { ...emptyState(), ...(JSON.parse(text) as Partial<DbState>) };
}
