/**
 * The SQL of the apps repository on PostgreSQL: reads of the store_records rows by the columns the
 * migrations compute when a row is written (app_id, rank: the record's id), by the users' key (an
 * owner) and by the documents' own fields, each on an index made for it
 * (migrations/*_app-account-reads.sql). A field compared with `===` to another is compared as its
 * JSON text (every document is written by JSON.stringify: equal strings, numbers and booleans have
 * one text). The user is $1 as JSON text (a user_id's or owner_user_id's) and $2 as a number (an
 * element of admin_user_ids).
 */
import { USER_DOC, userIdOf } from '../../store/postgres/userRows';
import { APP_WIZARD_STEPS, ROSTER_WIZARD_STEPS } from '../wizard';

/** The confirmed app with this public id, the first written (apps.ts findConfirmedApp; no app for ''). */
export const FIRST_CONFIRMED = (appId: string): string => `SELECT f.doc, f.app_id FROM store_records f
  WHERE f.collection = 'apps' AND f.app_id = ${appId} AND ${appId} <> '' AND times_js_truthy(f.doc->'confirmed')
  ORDER BY f.ord LIMIT 1`;

/** A primitive field of two documents equal as `===` compares them. */
export const same = (a: string, b: string): string =>
  `(${a})::text = (${b})::text AND json_typeof(${a}) NOT IN ('object', 'array')`;

/**
 * The user may open the app f (rights.ts rightsFor's isMember): the owner of an own app (is_own the
 * number 1), an administrator of the organization of its cmpd (the first written), or the user's
 * membership in it (the first written) is Active (no status, or 'Active') and of user type 1, 2 or 3, or
 * the user's account is linked to an employee of it (issue 31: employee_accounts).
 */
const MAY_OPEN = `(
  CASE WHEN (f.doc->'is_own')::text = '1'
    THEN coalesce((f.doc->'owner_user_id')::text = $1, false)
    ELSE coalesce(times_js_truthy(f.doc->'cmpd') AND (
      SELECT $2::numeric = ANY(times_admin_ids(o.doc)) FROM store_records o
      WHERE o.collection = 'organizations' AND ${same(`o.doc->'cmpd'`, `f.doc->'cmpd'`)}
      ORDER BY o.ord LIMIT 1
    ), false)
  END
  OR EXISTS (
    SELECT 1 FROM app_members m
    WHERE m.user_id = ($2::numeric)::integer AND m.app_id = f.app_id AND coalesce(m.status, 'Active') = 'Active'
  )
  OR EXISTS (SELECT 1 FROM employee_accounts e WHERE e.user_id = ($2::numeric)::integer AND e.app_id = f.app_id)
)`;

/**
 * The confirmed apps the user may open, in the order written, with the organization of the app's
 * cmpd and the user of its owner_user_id (whichever names its owner). The candidates are the
 * public ids of the apps the user owns, of the apps of the organizations the user administers and
 * of the apps the user is a member of; each app of those ids is then decided on the first
 * confirmed app of its id, as rightsFor decides it.
 */
export const OPENABLE = `WITH candidates AS (
    SELECT a.app_id FROM store_records a
      WHERE a.collection = 'apps' AND (a.doc->'owner_user_id')::text = $1
    UNION
    SELECT a.app_id FROM store_records o
      JOIN store_records a ON a.collection = 'apps' AND (a.doc->'cmpd')::text = (o.doc->'cmpd')::text
      WHERE o.collection = 'organizations' AND times_admin_ids(o.doc) @> ARRAY[$2::numeric]
    UNION
    SELECT m.app_id FROM app_members m WHERE m.user_id = ($2::numeric)::integer
    UNION
    SELECT e.app_id FROM employee_accounts e WHERE e.user_id = ($2::numeric)::integer
  )
  SELECT a.doc, org.doc AS organization, owner.doc AS owner
  FROM store_records a
  LEFT JOIN LATERAL (
    SELECT o.doc FROM store_records o
    WHERE o.collection = 'organizations' AND ${same(`o.doc->'cmpd'`, `a.doc->'cmpd'`)}
    ORDER BY o.ord LIMIT 1
  ) org ON true
  LEFT JOIN LATERAL (
    SELECT ${USER_DOC('u')} AS doc FROM users u WHERE u.id = ${userIdOf(`a.doc->'owner_user_id'`)}
  ) owner ON true
  WHERE a.collection = 'apps' AND a.app_id IN (SELECT app_id FROM candidates)
    AND times_js_truthy(a.doc->'confirmed')
    AND EXISTS (SELECT 1 FROM (${FIRST_CONFIRMED('a.app_id')}) f WHERE ${MAY_OPEN})
  ORDER BY a.ord`;

/** The app ids the user ($1) selected, last selected first, then the later written (app_selections' own table). */
export const SELECTIONS = `SELECT s.app_id FROM app_selections s WHERE s.user_id = $1
  ORDER BY s.selected_at DESC, s.ord DESC`;

/** The confirmed app with this public id ($3), the first written, if the user may open it. */
export const OPENABLE_APP = `SELECT f.doc FROM (${FIRST_CONFIRMED('$3::text')}) f WHERE ${MAY_OPEN}`;

/** The organizations whose admin_user_ids hold the user ($1, a number), by name at base strength, then id. */
export const ADMINISTERED = `SELECT o.doc FROM store_records o
  WHERE o.collection = 'organizations' AND times_admin_ids(o.doc) @> ARRAY[$1::numeric]
  ORDER BY o.doc->>'c_nm' COLLATE times_name_order, o.rank`;

const exists = (where: string): string => `EXISTS (SELECT 1 FROM store_records r WHERE ${where})`;

/** For each collection of the app's wizard, whether the app ($1) has a record there not deleted (true or 1). */
export const WIZARD = `SELECT ${Object.values(APP_WIZARD_STEPS)
  .map((collection) =>
    collection === 'employees'
      ? // A table of its own (issue 33), whose rows are never deleted but removed.
        `EXISTS (SELECT 1 FROM employees e WHERE e.app_id = $1) AS ${collection}`
      : `${exists(`r.collection = '${collection}' AND r.app_id = $1 AND times_wizard_live(r.doc)`)} AS ${collection}`,
  )
  .join(', ')}`;

/**
 * Whether the app ($1) has a site of this sd ($2) and a shift of this sftd ($3) on it, and for each
 * collection of the roster wizard whether a record (of any app; the shift employees: of the app) names
 * the shift.
 */
export const ROSTER_WIZARD = `SELECT
  ${exists(`r.collection = 'sites' AND r.app_id = $1 AND r.doc->>'sd' = $2 AND json_typeof(r.doc->'sd') = 'string'`)}
  AND ${exists(`r.collection = 'shifts' AND r.app_id = $1 AND r.doc->>'sftd' = $3
    AND json_typeof(r.doc->'sftd') = 'string' AND times_json_string(r.doc->'std') = $2`)} AS found,
  ${Object.values(ROSTER_WIZARD_STEPS)
    .map((collection) =>
      collection === 'shift_employees'
        ? // A table of its own (issue 33): the app's.
          `EXISTS (SELECT 1 FROM shift_employees e WHERE e.app_id = $1 AND e.sftd = $3) AS ${collection}`
        : collection === 'shift_rules'
          ? // A table of its own (issue 33): of any app, as the records were read.
            `EXISTS (SELECT 1 FROM shift_rules x WHERE x.sftd = $3) AS ${collection}`
          : `${exists(`r.collection = '${collection}' AND times_json_string(r.doc->'sftd') = $3`)} AS ${collection}`,
    )
    .join(', ')}`;
