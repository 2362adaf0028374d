/**
 * For a migration's test (issue 33's typed tables): a bare database migrated up to just before the
 * migration and filled as the code before it filled it, every record a row of store_records; the
 * employees the records belong to; an app's change counter of a table.
 */
import type pg from 'pg';
import { migrationNames } from '../../database/migrations';
import type { RecordChange } from '../../store/mutation';
import { insertEmployees } from '../../store/postgres/employeeRows';
import { writeRecords } from '../../store/postgres/recordRows';
import type { EmployeeRecord } from '../../store/types';
import { testEmployee } from '../testEmployee';
import { migrate } from './migratedPostgres';

type Stored = { id: number };

/** Migrates `url` up to just before `migration` and writes `records` (by collection) as store_records rows. */
export async function fillBefore(
  database: { url: () => string; pool: () => pg.Pool },
  migration: string,
  records: Record<string, readonly Stored[]>,
): Promise<void> {
  const before = migrationNames().indexOf(migration);
  if (before < 1) throw new Error(`no migration ${migration} after the first`);
  migrate(database.url(), 'up', String(before));
  const changes: RecordChange[] = Object.entries(records).flatMap(([collection, stored]) =>
    stored.map((record) => ({ collection, key: String(record.id), record: { ...record } })),
  );
  const client = await database.pool().connect();
  try {
    await writeRecords(client, changes, 1);
  } finally {
    client.release();
  }
}

/**
 * Runs `read` (the code's reads, which know every later migration's columns) on the database migrated up to the
 * last migration, then takes it back down to just after `migration`, where its test goes on.
 */
export async function readAtLatest<T>(url: string, migration: string, read: () => Promise<T>): Promise<T> {
  const names = migrationNames();
  const later = names.length - 1 - names.indexOf(migration);
  if (later <= 0) return read();
  migrate(url, 'up');
  try {
    return await read();
  } finally {
    migrate(url, 'down', String(later));
  }
}

/** An employee as a record of the store (what the removal trigger is tested with). */
export const storedEmployee = (id: number, app: string, emd: string): EmployeeRecord =>
  ({ id, emd, app_id: app, name: `N${id}`, surname: 'S', created_at: '2026-01-01T00:00:00.000Z' }) as EmployeeRecord;

/** Employees 1 (appA e1), 2 (appA e2) and 3 (appB e1). */
export const STORED_EMPLOYEES = [
  storedEmployee(1, 'appA', 'e1'),
  storedEmployee(2, 'appA', 'e2'),
  storedEmployee(3, 'appB', 'e1'),
];

/** The app's change counter of `table` (0 without a row). */
export async function changeCounter(pool: pg.Pool, app: string, table: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>('SELECT n FROM app_changes WHERE app_id = $1 AND tbl = $2', [
    app,
    table,
  ]);
  return Number(rows[0]?.n ?? 0);
}

/** The records of `collection` still in store_records (as the code before a migration wrote them), in order. */
export async function storedDocs(pool: pg.Pool, collection: string): Promise<unknown[]> {
  const { rows } = await pool.query<{ doc: unknown }>(
    'SELECT doc FROM store_records WHERE collection = $1 AND doc IS NOT NULL ORDER BY ord',
    [collection],
  );
  return rows.map((row) => row.doc);
}

/** Employees 1 (appA e1), 2 (appA e2) and 3 (appB e1) in their own table (the migrations after issue 33's employees). */
export async function insertTestEmployees(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await insertEmployees(
      client,
      [testEmployee(1, 'appA', 'e1'), testEmployee(2, 'appA', 'e2'), testEmployee(3, 'appB', 'e1')],
      true,
    );
  } finally {
    client.release();
  }
}
