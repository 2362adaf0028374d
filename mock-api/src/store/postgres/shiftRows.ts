/**
 * The shifts' table (migrations/*_shifts.sql) as the store sees it: a write's new or changed shift is upserted by id
 * (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed one (its site's
 * removal) deleted; each moves its app's counter of the table.
 */
import type { ShiftRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText } from './typedTable';

/** The row (alias f) as the API's record. */
export const SHIFT_DOC = (f = 'f'): string => `json_build_object('id', ${f}.id, 'sftd', ${f}.sftd,
  'app_id', ${f}.app_id, 'std', ${f}.std, 'name', ${f}.name, 'start_time', ${f}.start_time,
  'end_time', ${f}.end_time, 'deleted', ${f}.deleted, 'created_at', ${isoText(`${f}.created_at`)},
  'deleted_at', ${isoText(`${f}.deleted_at`)})`;

const SHIFTS: JsonUpsert = {
  table: 'shifts',
  columns: {
    app_id: 'text',
    sftd: 'text',
    std: 'text',
    name: 'text',
    start_time: 'text',
    end_time: 'text',
    deleted: 'smallint',
    created_at: 'timestamptz',
    deleted_at: 'timestamptz',
  },
  conflict: '(id)',
  update: ['name', 'start_time', 'end_time', 'deleted', 'deleted_at'],
};

const shiftRow = (shift: ShiftRecord): Record<string, unknown> & { id: number } => ({
  id: shift.id,
  app_id: shift.app_id,
  sftd: shift.sftd,
  std: shift.std,
  name: shift.name,
  start_time: shift.start_time,
  end_time: shift.end_time,
  deleted: shift.deleted === 1 ? 1 : 0,
  created_at: shift.created_at,
  deleted_at: shift.deleted_at ?? null,
});

/** The shifts' table as the store sees it (typedTables.ts). */
export const shifts = idKeyedTable(
  'shifts',
  SHIFTS,
  `SELECT ${SHIFT_DOC()} AS doc FROM shifts f ORDER BY f.id`,
  shiftRow,
);
