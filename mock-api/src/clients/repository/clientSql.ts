/**
 * The SQL of the clients repository on PostgreSQL: reads of the client types' and clients' tables
 * (migrations/*_clients.sql) on their keys and indexes, with their sites (store_records rows by the columns the
 * migrations compute when a row is written: app_id, client_cntd, client_hours; migrations/*_client-reads.sql) and
 * the rosters' own table. The parameter $1 is always the app's public id.
 */
import { CLIENT_DOC, CLIENT_TYPE_DOC } from '../../store/postgres/clientRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/** A site record of the app (alias s). */
const site = (alias = 's'): string => `${alias}.app_id = $1`;

/** The lists' order (apps.ts byName): by name in any case and accent, as localeCompare at base strength, then id. */
const BY_NAME = `r.name COLLATE times_name_order, r.id`;

/** The list filters (ClientFilter): all, active (clnt_status 5), deactivated (any other). */
export type ListFilter = 'all' | 'active' | 'deactivated';

const FILTERS: Record<ListFilter, string> = {
  all: '',
  active: 'AND (r.clnt_status = 5)',
  deactivated: 'AND NOT (r.clnt_status = 5)',
};

/**
 * A client's (alias r) type name and live totals, as clients.ts computes them: the name of the
 * app's type with its clnt_tpd; its sites in the app; the hours its sites' rosters roster (each
 * roster's shift_hours, in the order created), and the hours of every timesheet naming it, whatever
 * their app (they carry none), added up in the order the records were written, as JavaScript adds
 * them (doubles: the order can change the last digit), a non-number counting 0. `0 +` turns a sum
 * of -0 into 0, as JavaScript's `0 + -0` does.
 */
const SHOWN = `SELECT ${CLIENT_DOC('r')} AS doc, coalesce(t.name, '') AS type_name, s.sites, o.roster_hours,
    h.timesheet_hours
  FROM clients r
  LEFT JOIN client_types t ON t.app_id = r.app_id AND t.tpd = r.clnt_tpd
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS sites FROM ${SITE_ROWS} s WHERE ${site()} AND s.client_cntd = r.cntd
  ) s
  CROSS JOIN LATERAL (
    SELECT 0 + coalesce(sum(h.client_hours ORDER BY h.ord), 0) AS timesheet_hours
    FROM store_records h
    WHERE h.collection = 'timesheets' AND h.client_cntd = r.cntd
  ) h
  CROSS JOIN LATERAL (
    SELECT 0 + coalesce(sum(o.shift_hours ORDER BY o.id), 0) AS roster_hours
    FROM rosters o
    WHERE o.app_id = r.app_id AND o.std IN (
      SELECT s.sd FROM ${SITE_ROWS} s WHERE ${site()} AND s.client_cntd = r.cntd
    )
  ) o`;

/** The clients of a list filter with their type names and totals, by name. */
export const LIST = (filter: ListFilter): string => `${SHOWN}
  WHERE r.app_id = $1 ${FILTERS[filter]}
  ORDER BY ${BY_NAME}`;

/** The client of the app with this cntd ($2), with its type name and totals. */
export const ONE = `${SHOWN}
  WHERE r.app_id = $1 AND r.cntd = $2`;

/** The active clients, by name; with $2 (sds), only the clients of those sites of the app. */
export const LOOKUP = (scoped: boolean): string => `SELECT ${CLIENT_DOC('r')} AS doc FROM clients r
  WHERE r.app_id = $1 ${FILTERS.active}
    ${
      scoped
        ? `AND EXISTS (
      SELECT 1 FROM ${SITE_ROWS} s
      WHERE ${site()} AND s.client_cntd = r.cntd AND s.sd = ANY($2::text[])
    )`
        : 'AND $2::text[] IS NULL'
    }
  ORDER BY ${BY_NAME}`;

/** The client types, by name. */
export const TYPES = `SELECT ${CLIENT_TYPE_DOC('r')} AS doc FROM client_types r WHERE r.app_id = $1 ORDER BY ${BY_NAME}`;
