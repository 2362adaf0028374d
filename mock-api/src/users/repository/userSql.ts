import { GROUP_DOC } from '../../store/postgres/groupRows';
import { MEMBER_DOC } from '../../store/postgres/memberRows';
import { isoText } from '../../store/postgres/typedTable';
import { USER_DOC } from '../../store/postgres/userRows';
import { SITE_ROWS } from '../../store/postgres/siteRows';

/**
 * The SQL of the users repository on PostgreSQL: reads of the apps' members' table (migrations/*_app-members.sql)
 * with their people (the users' table), groups, countries and operations sites, each on an index made for it. The
 * parameter $1 is the app's public id.
 */

/** The app's confirmed members (alias m): confirmed is not false, as `!== false` reads it. */
const LISTED = `m.app_id = $1 AND m.confirmed IS DISTINCT FROM false`;

/** A member's (alias m) place in the list order (members.ts addedMsOf): its added_at, or the epoch without one. */
const AT = `coalesce(m.added_at, 'epoch')`;

/** The list order: newest added first, then the highest id. */
const NEWEST_FIRST = `${AT} DESC, m.id DESC`;

/** The person of a member (alias m). */
const PERSON = (alias: string): string => `LATERAL (
    SELECT x.id, ${USER_DOC('x')} AS doc FROM users x WHERE x.id = m.user_id
  ) ${alias} ON true`;

/** The group of a group member (alias m) of the app (appUsers.ts groupOfMember), by its key. */
const GROUP = `LEFT JOIN user_groups g ON m.user_type = 2 AND g.id = m.group_id AND g.app_id = m.app_id`;

/**
 * A person's (alias u) country (userCountry.ts countryOfUser): of the countries whose dial code
 * (its digits) is a prefix of the mobile number's digits that is not all zeros, the longest, then
 * the first written.
 */
const COUNTRY = `LEFT JOIN LATERAL (
    SELECT c.doc FROM store_records c
    WHERE c.collection = 'countries' AND times_country_code(c.doc) = ANY (ARRAY(
      SELECT left(d.digits, n)
      FROM (SELECT regexp_replace(u.doc->>'mbl', '[^0-9]', '', 'g') AS digits) d, generate_series(1, length(d.digits)) n
      WHERE left(d.digits, n) !~ '^0+$'
    ))
    ORDER BY length(times_country_code(c.doc)) DESC, c.ord LIMIT 1
  ) c ON true`;

/**
 * A member's (alias m) operations sites (appUsers.ts opsSitesOf): for each sd of ops_site_ids in
 * its order, the app's first site written with that sd, as {std, name}; none for an sd the app
 * has no site of.
 */
const OPS_SITES = `CROSS JOIN LATERAL (
    SELECT coalesce(json_agg(json_build_object('std', s.sd, 'name', s.name) ORDER BY e.n), '[]'::json)
      AS sites
    FROM unnest(m.ops_site_ids) WITH ORDINALITY e(sd, n)
    CROSS JOIN LATERAL (
      SELECT s.sd, s.name FROM ${SITE_ROWS} s
      WHERE s.app_id = m.app_id AND s.sd = e.sd
      ORDER BY s.ord LIMIT 1
    ) s
  ) o`;

/** The verified person holding the code `param`. */
const BY_CODE = (param: string): string => `SELECT ${USER_DOC('u')} AS doc, u.id::text AS key FROM users u
  WHERE u.usrcd = ${param} AND u.verified`;

/** The list filter's conditions: a member status (Active, Deactivated, Pending), a normalized word. */
export interface ListFilter {
  status: boolean;
  word: boolean;
}

/**
 * The filter's conditions on a member (alias m) and their person (alias u), its values from
 * parameter `from` on (userListFilter.ts userRows): the status (times_member_status, status ??
 * 'Active'); the word (normalized, one line) in "name surname" or the user code (times_user_words).
 */
function filterOf({ status, word }: ListFilter, from: number): string {
  const conditions = [];
  if (status) conditions.push(`AND coalesce(m.status, 'Active') = $${from}`);
  if (word) conditions.push(`AND strpos(times_user_words(u.doc), $${from + (status ? 1 : 0)}) > 0`);
  return conditions.join(' ');
}

/** The members of the list (with a person: a member whose user is gone is not listed). */
const ROWS = (filter: ListFilter, from: number): string => `FROM app_members m JOIN ${PERSON('u')}
  WHERE ${LISTED} ${filterOf(filter, from)}`;

/** What a page shows of a member: the membership, the person, the group, and the place in the order. */
const SHOWN = `${MEMBER_DOC()} AS member, u.doc AS person, ${GROUP_DOC('g')} AS grp, ${isoText(AT)} AS at`;

/** The filter's total. */
export const MARKS = (filter: ListFilter): string => `SELECT count(*)::int AS ttl ${ROWS(filter, 2)}`;

/** The first page of a filter: its newest $2 members. */
export const FIRST_PAGE = (filter: ListFilter): string => `SELECT ${SHOWN}
  FROM (SELECT m.* ${ROWS(filter, 3)} ORDER BY ${NEWEST_FIRST} LIMIT $2) m
  JOIN ${PERSON('u')} ${GROUP}
  ORDER BY ${NEWEST_FIRST}`;

/**
 * The page after a cursor (userPaging.ts isAfter): the $2 newest members strictly after it,
 * added before $3 (its time), or then with an id below $4.
 */
export const NEXT_PAGE = (filter: ListFilter): string => `SELECT ${SHOWN}
  FROM (SELECT m.* ${ROWS(filter, 5)} AND (${AT} < $3::timestamptz OR (${AT} = $3::timestamptz AND m.id < $4::numeric))
    ORDER BY ${NEWEST_FIRST} LIMIT $2) m
  JOIN ${PERSON('u')} ${GROUP}
  ORDER BY ${NEWEST_FIRST}`;

/**
 * The member of the app ($1) of the person holding the code ($2), confirmed or not (members.ts
 * findMember), as the details show them: the person, the group, the country
 * and the operations sites.
 */
export const SHOWN_MEMBER = `SELECT ${MEMBER_DOC()} AS member, u.doc AS person, ${GROUP_DOC('g')} AS grp,
    c.doc AS country, o.sites AS ops_sites
  FROM (${BY_CODE('$2')}) u
  JOIN app_members m ON m.app_id = $1 AND m.user_id = u.key::integer
  ${GROUP}
  ${COUNTRY}
  ${OPS_SITES}`;

/** The person holding the code ($1), with their country. */
export const PERSON_BY_CODE = `SELECT u.doc AS person, c.doc AS country FROM (${BY_CODE('$1')}) u ${COUNTRY}`;
