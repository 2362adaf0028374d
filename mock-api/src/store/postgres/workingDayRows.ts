/**
 * The shifts' working days' table (migrations/*_shift-working-days.sql) as the store sees it: a save's new record is
 * inserted with an id taken from the table's sequence in its prepare (store/reservedIds.ts), a saved one updated in
 * place; each moves its app's counter of the table.
 */
import { SHIFT_DAYS } from '@times/shared-sdk/schemas';
import type { ShiftWorkingDaysRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The whole-number fields, named alike in the record and the row. */
const COUNTS = [
  'max_cons_days',
  'min_rest_days',
  'min_rest_hours',
  'roster_start_day',
  'period_type',
  ...SHIFT_DAYS,
  ...SHIFT_DAYS.map((day) => `overtime_${day}` as const),
] as const;

/** The row (alias w) as the API's record. */
export const WORKING_DAYS_DOC = (w = 'w'): string => `json_build_object('id', ${w}.id, 'app_id', ${w}.app_id,
  'std', ${w}.std, 'sftd', ${w}.sftd, 'hasOvertime', ${w}.has_overtime,
  ${COUNTS.map((field) => `'${field}', ${w}.${field}`).join(', ')})`;

const WORKING_DAYS: JsonUpsert = {
  table: 'shift_working_days',
  columns: {
    app_id: 'text',
    std: 'text',
    sftd: 'text',
    has_overtime: 'smallint',
    ...Object.fromEntries(COUNTS.map((field) => [field, 'integer'])),
  },
  conflict: '(id)',
  update: ['std', 'has_overtime', ...COUNTS],
};

const workingDaysRow = (record: ShiftWorkingDaysRecord): Record<string, unknown> & { id: number } => ({
  id: record.id,
  app_id: record.app_id,
  std: record.std,
  sftd: record.sftd,
  has_overtime: record.hasOvertime === 1 ? 1 : 0,
  ...Object.fromEntries(COUNTS.map((field) => [field, record[field] ?? 0])),
});

/** The shifts' working days' table as the store sees it (typedTables.ts). */
export const shiftWorkingDays = idKeyedTable(
  'shift_working_days',
  WORKING_DAYS,
  `SELECT ${WORKING_DAYS_DOC()} AS doc FROM shift_working_days w ORDER BY w.id`,
  workingDaysRow,
);
