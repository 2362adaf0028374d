/**
 * The SQL of the clients repository on PostgreSQL: reads of the store_records rows by the columns
 * the migrations compute when a row is written (app_id, rank: the record's id; client_cntd: the
 * client a site or timesheet names; client_hours: a timesheet's hours as Number() reads them), each
 * on an index made for it (migrations/*_client-reads.sql), and the rosters' own table. The
 * parameter $1 is always the app's public id; a removed record has no app, so `app_id = $1` also
 * leaves removed records out.
 */

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/** The lists' order (apps.ts byName): by name in any case and accent, as localeCompare at base strength, then id. */
const BY_NAME = `r.doc->>'name' COLLATE times_name_order, r.rank`;

/** The list filters (ClientFilter): all, active (clnt_status 5, a number), deactivated (any other). */
export type ListFilter = 'all' | 'active' | 'deactivated';

const FILTERS: Record<ListFilter, string> = {
  all: '',
  active: 'AND times_client_active(r.doc)',
  deactivated: 'AND NOT times_client_active(r.doc)',
};

/**
 * A client's (alias r) type name and live totals, as clients.ts computes them: the name of the
 * app's first type (in the order written) with its clnt_tpd; its sites in the app; the hours its
 * sites' rosters roster (each roster's shift_hours, in the order created), and the hours of every
 * timesheet naming it, whatever their app (they carry none), added up in the
 * order the records were written, as JavaScript adds them (doubles: the order can change the last
 * digit), a non-number counting 0. `0 +` turns a sum of -0 into 0, as JavaScript's `0 + -0` does.
 */
const SHOWN = `SELECT r.doc, coalesce(t.name, '') AS type_name, s.sites, o.roster_hours, h.timesheet_hours
  FROM store_records r
  LEFT JOIN LATERAL (
    SELECT t.doc->>'name' AS name FROM store_records t
    WHERE ${live('client_types', 't')} AND t.doc->>'tpd' = r.doc->>'clnt_tpd'
    ORDER BY t.ord LIMIT 1
  ) t ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS sites FROM store_records s
    WHERE ${live('sites', 's')} AND s.client_cntd = r.doc->>'cntd'
  ) s
  CROSS JOIN LATERAL (
    SELECT 0 + coalesce(sum(h.client_hours ORDER BY h.ord), 0) AS timesheet_hours
    FROM store_records h
    WHERE h.collection = 'timesheets' AND h.client_cntd = r.doc->>'cntd'
  ) h
  CROSS JOIN LATERAL (
    SELECT 0 + coalesce(sum(o.shift_hours ORDER BY o.id), 0) AS roster_hours
    FROM rosters o
    WHERE o.app_id = r.app_id AND o.std IN (
      SELECT s.doc->>'sd' FROM store_records s WHERE ${live('sites', 's')} AND s.client_cntd = r.doc->>'cntd'
    )
  ) o`;

/** The clients of a list filter with their type names and totals, by name. */
export const LIST = (filter: ListFilter): string => `${SHOWN}
  WHERE ${live('clients')} ${FILTERS[filter]}
  ORDER BY ${BY_NAME}`;

/** The client of the app with this cntd ($2), with its type name and totals. */
export const ONE = `${SHOWN}
  WHERE ${live('clients')} AND r.doc->>'cntd' = $2
  ORDER BY r.ord LIMIT 1`;

/** The active clients, by name; with $2 (sds), only the clients of those sites of the app. */
export const LOOKUP = (scoped: boolean): string => `SELECT r.doc FROM store_records r
  WHERE ${live('clients')} ${FILTERS.active}
    ${
      scoped
        ? `AND EXISTS (
      SELECT 1 FROM store_records s
      WHERE ${live('sites', 's')} AND s.client_cntd = r.doc->>'cntd' AND s.doc->>'sd' = ANY($2::text[])
    )`
        : 'AND $2::text[] IS NULL'
    }
  ORDER BY ${BY_NAME}`;

/** The client types, by name. */
export const TYPES = `SELECT r.doc FROM store_records r WHERE ${live('client_types')} ORDER BY ${BY_NAME}`;
