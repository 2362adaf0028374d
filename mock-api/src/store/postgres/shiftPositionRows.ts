/**
 * The shift positions' table (migrations/*_shift-positions.sql) as the store sees it: a write's new or changed shift
 * position is upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a
 * removed one deleted; each moves its app's counter of the table.
 */
import { SHIFT_DAYS } from '@times/shared-sdk/schemas';
import type { ShiftPositionRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

/** The whole-number fields a change may set, named alike in the record and the row. */
const FIELDS = ['monthly_hours', 'weekly_hours', 'dailly_hours', 'priority_level', ...SHIFT_DAYS] as const;

/** The row (alias p) as the API's record. */
export const SHIFT_POSITION_DOC = (p = 'p'): string => `json_build_object('id', ${p}.id, 'sftrld', ${p}.sftrld,
  'app_id', ${p}.app_id, 'std', ${p}.std, 'sftd', ${p}.sftd, 'rld', ${p}.rld,
  ${FIELDS.map((field) => `'${field}', ${p}.${field}`).join(', ')})`;

const SHIFT_POSITIONS: JsonUpsert = {
  table: 'shift_positions',
  columns: {
    app_id: 'text',
    sftrld: 'text',
    std: 'text',
    sftd: 'text',
    rld: 'text',
    ...Object.fromEntries(FIELDS.map((field) => [field, 'integer'])),
  },
  conflict: '(id)',
  update: [...FIELDS],
};

const shiftPositionRow = (record: ShiftPositionRecord): Record<string, unknown> & { id: number } => ({
  id: record.id,
  app_id: record.app_id,
  sftrld: record.sftrld,
  std: record.std,
  sftd: record.sftd,
  rld: record.rld,
  ...Object.fromEntries(FIELDS.map((field) => [field, record[field] ?? 0])),
});

/** The shift positions' table as the store sees it (typedTables.ts). */
export const shiftPositions = idKeyedTable(
  'shift_positions',
  SHIFT_POSITIONS,
  `SELECT ${SHIFT_POSITION_DOC()} AS doc FROM shift_positions p ORDER BY p.id`,
  shiftPositionRow,
);
