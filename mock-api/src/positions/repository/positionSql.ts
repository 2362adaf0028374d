/**
 * The SQL of the positions repository on PostgreSQL: reads of the store_records rows by the
 * columns the migrations compute when a row is written (app_id, rank: the record's id), each on an
 * index made for it (migrations/*_shift-position-reads.sql). The parameter $1 is always the app's
 * public id; a removed record has no app, so `app_id = $1` also leaves removed records out.
 */

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/** The positions, by name in any case and accent (apps.ts byName: localeCompare at base strength), then id. */
export const LIST = `SELECT r.doc FROM store_records r WHERE ${live('positions')}
  ORDER BY r.doc->>'name' COLLATE times_name_order, r.rank`;

/** The position of the app with this rld ($2): the first written, as positions.ts finds it. */
export const ONE = `SELECT r.doc FROM store_records r WHERE ${live('positions')} AND r.doc->>'rld' = $2
  ORDER BY r.ord LIMIT 1`;
