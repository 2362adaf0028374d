/**
 * The positions' table (migrations/*_positions.sql) as the store sees it: a write's new or changed position is
 * upserted by id (a new one's id taken from the table's sequence in its prepare: store/reservedIds.ts), a removed one
 * deleted; each moves its app's counter of the table.
 */
import type { PositionRecord } from '../types';
import { idKeyedTable } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';

const FIELDS = ['m_hrs', 'w_hrs', 'd_hrs', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'hld'] as const;

/** The row (alias p) as the API's record. */
export const POSITION_DOC = (p = 'p'): string => `json_build_object('id', ${p}.id, 'rld', ${p}.rld,
  'app_id', ${p}.app_id, 'name', ${p}.name, 'abbr', ${p}.abbr,
  ${FIELDS.map((field) => `'${field}', ${p}.${field}`).join(', ')})`;

const POSITIONS: JsonUpsert = {
  table: 'positions',
  columns: {
    app_id: 'text',
    rld: 'text',
    name: 'text',
    abbr: 'text',
    ...Object.fromEntries(FIELDS.map((field) => [field, field.endsWith('hrs') ? 'integer' : 'smallint'])),
  },
  conflict: '(id)',
  update: ['name', 'abbr', ...FIELDS],
};

const positionRow = (position: PositionRecord): Record<string, unknown> & { id: number } => ({
  id: position.id,
  app_id: position.app_id,
  rld: position.rld,
  name: position.name,
  abbr: position.abbr ?? '',
  ...Object.fromEntries(FIELDS.map((field) => [field, position[field] ?? 0])),
});

/** The positions' table as the store sees it (typedTables.ts). */
export const positions = idKeyedTable(
  'positions',
  POSITIONS,
  `SELECT ${POSITION_DOC()} AS doc FROM positions p ORDER BY p.id`,
  positionRow,
);
