/**
 * The SQL of the sites repository on PostgreSQL: reads of the sites' table by its columns (SITE_ROWS: rank is the
 * id, client_cntd the client's cntd), on its indexes (migrations/*_sites.sql); a site's employees from the shift
 * employees' and employees' tables. The parameter $1 is always the app's public id. The operations managers are
 * rows of the users' table.
 */
import { SITE_GROUP_DOC } from '../../store/postgres/siteGroupRows';
import { USER_DOC } from '../../store/postgres/userRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/** The lookups' order (apps.ts byName): by name in any case and accent, as localeCompare at base strength, then id. */
const BY_NAME = `r.name COLLATE times_name_order, r.rank`;

/**
 * A site's (alias r) place in the list order (siteList.ts timeOf): its created_at, toISOString()'s text or the epoch
 * when it had none (siteRows.ts), compared as text in byte order ("C"), which orders as time.
 */
const AT = `r.created_at COLLATE "C"`;

/** The list order: newest first, then the highest id. */
const NEWEST_FIRST = `${AT} DESC, r.rank DESC`;

/**
 * The users that are operations managers of the app (sites.ts opsManagersOf): a member of the app
 * names them by their id with user_type 3, both numbers (`===` and `includes` compare them so; a
 * number's json text is its key). A user removed, or whose id is not a number, is none.
 */
const OPS_MANAGER_USERS = `SELECT ${USER_DOC('u')} AS doc, u.id::text AS key, u.id AS rank FROM users u
  WHERE u.id IN (
    SELECT m.user_id FROM app_members m WHERE m.app_id = $1 AND m.user_type = 3
  )`;

/** An operations manager's (alias u) full name (sites.ts fullName: "name surname", trimmed as JavaScript trims). */
const FULL_NAME = `times_js_trim(concat(u.doc->>'nm', ' ', u.doc->>'snm')) COLLATE times_name_order`;

/** The operations managers, by full name at base strength, then id. */
export const OPS_MANAGERS = `SELECT u.doc FROM (${OPS_MANAGER_USERS}) u ORDER BY ${FULL_NAME}, u.rank`;

/** The list filters (SiteFilter): all, a client, a group, an operations manager, a map box. */
export type ListFilter = 'all' | 'client' | 'group' | 'ops' | 'box';

/**
 * The filter's condition on a site (alias r), its values from parameter `from` on (siteList.ts
 * filterSites): the client's cntd and the group's gd as `===` compares them (strings); the sites
 * of the operations manager with that opsd (the first by name: findOpsManager), none when there is
 * none; inside the box, edges included, across the 180th meridian when its west edge is east of
 * its east edge. As insideBox decides, a site without a latitude is inside it north to south (NULL
 * compares to nothing), and one without a longitude is outside.
 */
function filterOf(filter: ListFilter, from: number): string {
  const $ = (offset: number) => `$${from + offset}`;
  switch (filter) {
    case 'client':
      return `AND r.client_cntd = ${$(0)}`;
    case 'group':
      return `AND r.sgd = ${$(0)}`;
    case 'ops':
      return `AND r.ops = (
        SELECT u.rank FROM (${OPS_MANAGER_USERS}) u WHERE times_json_string(u.doc->'usrcd') = ${$(0)}
        ORDER BY ${FULL_NAME}, u.rank LIMIT 1
      )`;
    case 'box': {
      const [north, east, south, west] = [$(0), $(1), $(2), $(3)].map((param) => `${param}::float8`);
      const [lat, lng] = ['r.lat', 'r.lng'];
      return `AND NOT coalesce(${lat} < ${south} OR ${lat} > ${north}, false)
        AND CASE WHEN ${west} <= ${east} THEN ${lng} >= ${west} AND ${lng} <= ${east}
          ELSE ${lng} >= ${west} OR ${lng} <= ${east} END`;
    }
    case 'all':
      return '';
  }
}

/** The filter's total, and how many of its sites have the cursor's created_at ($2; null on the first page). */
export const MARKS = (filter: ListFilter): string => `SELECT count(*)::int AS ttl,
    (count(*) FILTER (WHERE ${AT} = $2))::int AS same
  FROM ${SITE_ROWS} r WHERE r.app_id = $1 ${filterOf(filter, 3)}`;

/** What a page's inner reads keep of a site. */
const PAGED = `r.doc, r.app_id, r.rank, r.client_cntd, r.sd, r.sgd, r.ops, ${AT} AS at`;

/**
 * The sites of a page (alias r) as the rows show them: the name of the app's first client (in the
 * order written) with the site's clnt and of its first group with its sgd; its operations manager
 * while they still are one of the app; its employees (the app's active employees on one of its shifts or
 * more: the shift employees' index by site, then the employees' key), and the males and females among
 * them. In list order.
 */
const SHOWN = (sites: string): string => `SELECT r.doc, r.at, coalesce(c.name, '') AS client_name,
    coalesce(g.name, '') AS group_name, o.doc AS ops_manager, e.total, e.males, e.females
  FROM (${sites}) r
  LEFT JOIN clients c ON c.app_id = r.app_id AND c.cntd = r.client_cntd
  LEFT JOIN LATERAL (
    SELECT g.name FROM site_groups g WHERE g.app_id = r.app_id AND g.gd = r.sgd
  ) g ON true
  LEFT JOIN LATERAL (
    SELECT ${USER_DOC('u')} AS doc FROM users u
    WHERE u.id = r.ops
      AND EXISTS (SELECT 1 FROM app_members m WHERE m.app_id = r.app_id AND m.user_id = u.id AND m.user_type = 3)
  ) o ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE e.gender = 1))::int AS males,
      (count(*) FILTER (WHERE e.gender = 2))::int AS females
    FROM employees e
    WHERE e.app_id = r.app_id AND e.user_status = 0 AND e.emd IN (
      SELECT s.emd FROM shift_employees s WHERE s.app_id = r.app_id AND s.std = r.sd
    )
  ) e
  ORDER BY r.at COLLATE "C" DESC, r.rank DESC`;

/** The first page of a filter: its newest $2 sites. */
export const FIRST_PAGE = (filter: ListFilter): string =>
  SHOWN(`SELECT ${PAGED} FROM ${SITE_ROWS} r WHERE r.app_id = $1 ${filterOf(filter, 3)}
    ORDER BY ${NEWEST_FIRST} LIMIT $2`);

/**
 * The page after a cursor ($3 its created_at, $4 how many sites of that created_at were sent): the
 * sites of that created_at after the first $4, then the older ones, $2 in all.
 */
export const NEXT_PAGE = (filter: ListFilter): string =>
  SHOWN(`SELECT * FROM (
    (SELECT ${PAGED} FROM ${SITE_ROWS} r WHERE r.app_id = $1 ${filterOf(filter, 5)} AND ${AT} = $3
      ORDER BY r.rank DESC LIMIT $2 OFFSET $4)
    UNION ALL
    (SELECT ${PAGED} FROM ${SITE_ROWS} r WHERE r.app_id = $1 ${filterOf(filter, 5)} AND ${AT} < $3
      ORDER BY ${NEWEST_FIRST} LIMIT $2)
  ) r ORDER BY r.at COLLATE "C" DESC, r.rank DESC LIMIT $2`);

/** The site of the app with this sd ($2) as its details show it (the first written). */
export const ONE = SHOWN(`SELECT ${PAGED} FROM ${SITE_ROWS} r WHERE r.app_id = $1 AND r.sd = $2
  ORDER BY r.ord LIMIT 1`);

/** The sites, by name; with $2 (sds), only those. */
export const LOOKUP = (scoped: boolean): string => `SELECT r.doc FROM ${SITE_ROWS} r
  WHERE r.app_id = $1 ${scoped ? `AND r.sd = ANY($2::text[])` : 'AND $2::text[] IS NULL'}
  ORDER BY ${BY_NAME}`;

/** The site groups, by name. */
export const GROUPS = `SELECT ${SITE_GROUP_DOC()} AS doc FROM site_groups g WHERE g.app_id = $1
  ORDER BY g.name COLLATE times_name_order, g.id`;
