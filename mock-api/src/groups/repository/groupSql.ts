/**
 * The SQL of the user groups repository on PostgreSQL: reads of the store_records rows by the
 * columns the migrations compute when a row is written (app_id, rank: the record's id) and by the
 * fields of the documents, each on an index made for it (migrations/*_user-group-reads.sql). The
 * parameter $1 is always the app's public id; a removed record has no app, so `app_id = $1` also
 * leaves removed records out.
 */

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/**
 * The app's groups by name in any case and accent, as localeCompare at base strength, then id
 * (apps.ts byName): no two groups have one id (it is the record's key).
 */
export const LIST = `SELECT r.doc FROM store_records r WHERE ${live('user_groups')}
  ORDER BY r.doc->>'name' COLLATE times_name_order, r.rank`;

/** The group of the app with this gdd ($2, compared as `===` compares strings): the first written. */
export const ONE = `SELECT r.doc FROM store_records r WHERE ${live('user_groups')} AND times_json_string(r.doc->'gdd') = $2
  ORDER BY r.ord LIMIT 1`;

/**
 * A group's access records of a kind ($3) (groupSites.ts groupSitesOf): the group's id is $2, as
 * json text (so a number is never the string of its digits); each with the name of the app's first
 * site written with its std, none for a site the app does not have; by the site's name at base
 * strength, then the record's id, then the order written (a stable sort).
 */
export const SITES = `SELECT r.doc, s.name FROM store_records r
  CROSS JOIN LATERAL (
    SELECT s.doc->>'name' AS name FROM store_records s
    WHERE ${live('sites', 's')} AND s.doc->>'sd' = times_json_string(r.doc->'std')
    ORDER BY s.ord LIMIT 1
  ) s
  WHERE ${live('group_sites')} AND (r.doc->'group_id')::text = $2 AND times_json_string(r.doc->'kind') = $3
  ORDER BY s.name COLLATE times_name_order, r.rank, r.ord`;
