/**
 * The employees' availability's own tables (migrations/*_employee-availability.sql) as the store sees
 * them: an availability is a row of `employee_availability` with its day requests, its most shifts per
 * shift and its forbidden successions in rows of their own. A write's new or changed availability is
 * upserted by its employee (a new one numbered by the table) and its lists replaced, in the store write's
 * transaction; the readers read it through the shift employees repository.
 */
import type { EmployeeAvailabilityRecord } from '../types';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias a) as the API's record, its lists in order. */
export const AVAILABILITY_DOC = `json_build_object('id', a.id, 'app_id', a.app_id, 'emd', a.emd,
  'unavailable_dates', (SELECT coalesce(json_agg(to_char(d, 'YYYY-MM-DD') ORDER BY d), '[]'::json)
    FROM unnest(a.unavailable_dates) AS d),
  'unavailable_days', to_json(a.unavailable_days),
  'requests', coalesce((SELECT json_agg(json_build_object('entry_date', to_char(r.entry_date, 'YYYY-MM-DD'),
    'work', r.work, 'weight', r.weight, 'sftd', r.sftd) ORDER BY r.seq)
    FROM availability_requests r WHERE r.app_id = a.app_id AND r.emd = a.emd), '[]'::json),
  'min_hours', a.min_hours, 'max_hours', a.max_hours, 'max_weekends', a.max_weekends,
  'min_consecutive_days', a.min_consecutive_days, 'min_consecutive_days_off', a.min_consecutive_days_off,
  'max_shifts', coalesce((SELECT json_object_agg(l.sftd, l.most ORDER BY l.sftd)
    FROM availability_shift_limits l WHERE l.app_id = a.app_id AND l.emd = a.emd), '{}'::json),
  'forbidden_successions', coalesce((SELECT json_agg(json_build_object('first_sftd', p.first_sftd,
    'next_sftd', p.next_sftd) ORDER BY p.seq)
    FROM availability_successions p WHERE p.app_id = a.app_id AND p.emd = a.emd), '[]'::json))`;

/** The employees ($1: [app_id, emd] pairs as json) whose lists a write replaces. */
const EMPLOYEES_OF = `SELECT e->>0 AS app_id, e->>1 AS emd FROM jsonb_array_elements($1::jsonb) AS e`;

const LIMIT_COLUMNS = [
  'min_hours',
  'max_hours',
  'max_weekends',
  'min_consecutive_days',
  'min_consecutive_days_off',
] as const;

const AVAILABILITIES: JsonUpsert = {
  table: 'employee_availability',
  columns: {
    app_id: 'text',
    emd: 'text',
    unavailable_dates: 'date[]',
    unavailable_days: 'text[]',
    ...Object.fromEntries(LIMIT_COLUMNS.map((name) => [name, 'integer'])),
  },
  conflict: '(app_id, emd)',
  update: ['unavailable_dates', 'unavailable_days', ...LIMIT_COLUMNS],
};

/**
 * Upserts availabilities by (app, employee) and replaces their lists. `withIds`: the records' own ids (a
 * test's snapshot), the sequence moved past them; otherwise a new one is numbered by the table.
 */
export async function writeAvailabilities(
  client: Queryable,
  given: readonly EmployeeAvailabilityRecord[],
  withIds = false,
): Promise<void> {
  if (given.length === 0) return;
  // One availability per employee: of two in one write, the last (what the write left).
  const records = [...new Map(given.map((record) => [`${record.app_id}\u0000${record.emd}`, record])).values()];
  const rows = records.map((record) => ({
    id: withIds ? record.id : null,
    app_id: record.app_id,
    emd: record.emd,
    unavailable_dates: record.unavailable_dates,
    unavailable_days: record.unavailable_days,
    ...Object.fromEntries(LIMIT_COLUMNS.map((name) => [name, record[name] ?? null])),
  }));
  await upsertJson(client, AVAILABILITIES, rows);
  await replaceLists(client, records);
}

/** The records' day requests, most shifts and forbidden successions, in place of the ones stored. */
async function replaceLists(client: Queryable, records: readonly EmployeeAvailabilityRecord[]): Promise<void> {
  const employees = JSON.stringify(records.map((record) => [record.app_id, record.emd]));
  for (const table of ['availability_requests', 'availability_shift_limits', 'availability_successions'])
    await client.query(
      `DELETE FROM ${table} t USING (${EMPLOYEES_OF}) AS e WHERE t.app_id = e.app_id AND t.emd = e.emd`,
      [employees],
    );
  const owner = (record: EmployeeAvailabilityRecord) => ({ app_id: record.app_id, emd: record.emd });
  const requests = records.flatMap((record) =>
    record.requests.map((request, seq) => ({ ...owner(record), seq, ...request })),
  );
  const limits = records.flatMap((record) =>
    Object.entries(record.max_shifts ?? {}).map(([sftd, most]) => ({ ...owner(record), sftd, most })),
  );
  const successions = records.flatMap((record) =>
    (record.forbidden_successions ?? []).map((pair, seq) => ({ ...owner(record), seq, ...pair })),
  );
  if (requests.length > 0)
    await client.query(
      `INSERT INTO availability_requests (app_id, emd, seq, entry_date, work, weight, sftd)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS n (app_id text, emd text, seq smallint, entry_date date,
         work smallint, weight integer, sftd text)`,
      [JSON.stringify(requests)],
    );
  if (limits.length > 0)
    await client.query(
      `INSERT INTO availability_shift_limits (app_id, emd, sftd, most)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS n (app_id text, emd text, sftd text, most integer)`,
      [JSON.stringify(limits)],
    );
  if (successions.length > 0)
    await client.query(
      `INSERT INTO availability_successions (app_id, emd, seq, first_sftd, next_sftd)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS n (app_id text, emd text, seq smallint, first_sftd text,
         next_sftd text)`,
      [JSON.stringify(successions)],
    );
}

/** The availability's table as the store sees it (typedTables.ts). */
export const employeeAvailability: TypedTable = {
  collection: 'employee_availability',
  table: 'employee_availability',
  docs: `SELECT ${AVAILABILITY_DOC} AS doc FROM employee_availability a ORDER BY a.id`,
  write: (client, changes) =>
    writeAvailabilities(client, recordsOf<EmployeeAvailabilityRecord>(employeeAvailability, changes)),
  restore: (client, records) => writeAvailabilities(client, records as EmployeeAvailabilityRecord[], true),
};

/** The app's ($1) employee's ($2) availability, locked for the write that replaces it. */
export const LOCK_AVAILABILITY = `SELECT ${AVAILABILITY_DOC} AS doc FROM employee_availability a
  WHERE a.app_id = $1 AND a.emd = $2 FOR UPDATE OF a`;
