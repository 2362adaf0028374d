/**
 * The SQL of the shifts repository on PostgreSQL: the shifts' table (issue 33) and the sites, store_records rows
 * read by the columns the migrations compute when a row is written (app_id, rank: the record's id; client_cntd: the
 * client a site names). The parameter $1 is always the app's public id; a removed record has no app, so
 * `app_id = $1` also leaves removed records out.
 */
import { SHIFT_DOC } from '../../store/postgres/shiftRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/**
 * The name of the app's site with this sd, as shifts.ts finds it: the first written ('' when there
 * is none; a LEFT JOIN LATERAL of it keeps the shift).
 */
const SITE_NAME = (sd: string): string => `SELECT coalesce(s.name, '') AS name FROM ${SITE_ROWS} s
  WHERE s.app_id = $1 AND s.sd = ${sd}
  ORDER BY s.ord LIMIT 1`;

/** The shift of the app with this sftd ($2), deleted or not, with its site's name (the first written). */
export const ONE = `SELECT ${SHIFT_DOC()} AS doc, coalesce(s.name, '') AS site_name FROM shifts f
  LEFT JOIN LATERAL (${SITE_NAME('f.std')}) s ON true
  WHERE f.app_id = $1 AND f.sftd = $2`;

/**
 * The shifts of the app's site with this sd ($2), deleted ones included, newest first (created_at,
 * then id): one row with the site's name and no shift for a site without shifts, no row for a
 * site the app does not have.
 */
export const OF_SITE = `SELECT site.name AS site_name, CASE WHEN f.id IS NOT NULL THEN ${SHIFT_DOC()} END AS doc
  FROM (${SITE_NAME('$2')}) site
  LEFT JOIN shifts f ON f.app_id = $1 AND f.std = $2
  ORDER BY f.created_at DESC, f.id DESC`;

/**
 * The app's sites with a live shift (times_shift_live: deleted is not the number 1), by name in
 * any case and accent, as localeCompare at base strength, then id: with $2 (sds), only those
 * sites; with $3 (a cntd), only the sites of that client, as `===` compares it (client_cntd is
 * the site's clnt when it is a string).
 */
export const ROSTER_SITES = (scoped: boolean, ofClient: boolean): string => `SELECT r.doc FROM ${SITE_ROWS} r
  WHERE r.app_id = $1
    ${scoped ? `AND r.sd = ANY($2::text[])` : 'AND $2::text[] IS NULL'}
    ${ofClient ? 'AND r.client_cntd = $3' : 'AND $3::text IS NULL'}
    AND EXISTS (SELECT 1 FROM shifts f WHERE f.app_id = $1 AND f.std = r.sd AND f.deleted = 0)
  ORDER BY r.name COLLATE times_name_order, r.rank`;
