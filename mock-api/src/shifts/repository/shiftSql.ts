/**
 * The SQL of the shifts repository on PostgreSQL: reads of the store_records rows by the columns
 * the migrations compute when a row is written (app_id, rank: the record's id; client_cntd: the
 * client a site names) and by the shift's own fields, each on an index made for it
 * (migrations/*_shift-position-reads.sql). The parameter $1 is always the app's public id; a
 * removed record has no app, so `app_id = $1` also leaves removed records out.
 */

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/**
 * The name of the app's site with this sd, as shifts.ts finds it: the first written ('' when there
 * is none; a LEFT JOIN LATERAL of it keeps the shift).
 */
const SITE_NAME = (sd: string): string => `SELECT coalesce(s.doc->>'name', '') AS name FROM store_records s
  WHERE ${live('sites', 's')} AND s.doc->>'sd' = ${sd}
  ORDER BY s.ord LIMIT 1`;

/** The shift of the app with this sftd ($2), deleted or not, with its site's name (the first written). */
export const ONE = `SELECT r.doc, coalesce(s.name, '') AS site_name FROM store_records r
  LEFT JOIN LATERAL (${SITE_NAME(`r.doc->>'std'`)}) s ON true
  WHERE ${live('shifts')} AND r.doc->>'sftd' = $2
  ORDER BY r.ord LIMIT 1`;

/**
 * The shifts of the app's site with this sd ($2), deleted ones included, newest first (created_at,
 * then id): one row with the site's name and no shift for a site without shifts, no row for a
 * site the app does not have. created_at is compared as text (byte order), which orders as time
 * because the one write path stores toISOString().
 */
export const OF_SITE = `SELECT site.name AS site_name, r.doc FROM (${SITE_NAME('$2')}) site
  LEFT JOIN store_records r ON ${live('shifts')} AND r.doc->>'std' = $2
  ORDER BY (r.doc->>'created_at') COLLATE "C" DESC, r.rank DESC`;

/**
 * The app's sites with a live shift (times_shift_live: deleted is not the number 1), by name in
 * any case and accent, as localeCompare at base strength, then id: with $2 (sds), only those
 * sites; with $3 (a cntd), only the sites of that client, as `===` compares it (client_cntd is
 * the site's clnt when it is a string).
 */
export const ROSTER_SITES = (scoped: boolean, ofClient: boolean): string => `SELECT r.doc FROM store_records r
  WHERE ${live('sites')}
    ${scoped ? `AND r.doc->>'sd' = ANY($2::text[])` : 'AND $2::text[] IS NULL'}
    ${ofClient ? 'AND r.client_cntd = $3' : 'AND $3::text IS NULL'}
    AND EXISTS (
      SELECT 1 FROM store_records f
      WHERE ${live('shifts', 'f')} AND f.doc->>'std' = r.doc->>'sd' AND times_shift_live(f.doc)
    )
  ORDER BY r.doc->>'name' COLLATE times_name_order, r.rank`;
