/**
 * The SQL of the positions repository on PostgreSQL: reads of the positions' table (migrations/*_positions.sql) on
 * its key and its index by name. The parameter $1 is always the app's public id.
 */
import { POSITION_DOC } from '../../store/postgres/positionRows';

/** The positions, by name in any case and accent (apps.ts byName: localeCompare at base strength), then id. */
export const LIST = `SELECT ${POSITION_DOC()} AS doc FROM positions p WHERE p.app_id = $1
  ORDER BY p.name COLLATE times_name_order, p.id`;

/** The position of the app with this rld ($2). */
export const ONE = `SELECT ${POSITION_DOC()} AS doc FROM positions p WHERE p.app_id = $1 AND p.rld = $2`;
