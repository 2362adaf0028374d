/**
 * The SQL of the apps repository on PostgreSQL: reads of the organizations' and apps' tables
 * (migrations/*_organizations-apps.sql) by their keys and indexes, with the members', employee accounts' and users'
 * tables. The user is $1 (their id).
 */
import { APP_DOC } from '../../store/postgres/appRows';
import { ORGANIZATION_DOC } from '../../store/postgres/organizationRows';
import { USER_DOC } from '../../store/postgres/userRows';
import { APP_WIZARD_STEPS, ROSTER_WIZARD_STEPS } from '../wizard';

/** The confirmed app with this public id (apps.ts findConfirmedApp; no app for ''), as `f` with its columns. */
export const FIRST_CONFIRMED = (appId: string): string => `SELECT ${APP_DOC('f')} AS doc, f.app_id, f.is_own,
    f.owner_user_id, f.cmpd
  FROM apps f WHERE f.app_id = ${appId} AND f.confirmed`;

/**
 * The user ($1) may open the app f (rights.ts rightsFor's isMember): the owner of an own app, an administrator of
 * the organization of its cmpd, or their membership in it is Active (no status, or 'Active'), or their account is
 * linked to an employee of it (issue 31: employee_accounts).
 */
const MAY_OPEN = `(
  CASE WHEN f.is_own = 1
    THEN f.owner_user_id = $1::integer
    ELSE f.cmpd <> '' AND coalesce(
      (SELECT $1::integer = ANY(o.admin_user_ids) FROM organizations o WHERE o.cmpd = f.cmpd), false
    )
  END
  OR EXISTS (
    SELECT 1 FROM app_members m
    WHERE m.user_id = $1::integer AND m.app_id = f.app_id AND coalesce(m.status, 'Active') = 'Active'
  )
  OR EXISTS (SELECT 1 FROM employee_accounts e WHERE e.user_id = $1::integer AND e.app_id = f.app_id)
)`;

/**
 * The confirmed apps the user may open, in the order written, with the organization of the app's
 * cmpd and the user of its owner_user_id (whichever names its owner). The candidates are the apps
 * the user owns, the apps of the organizations the user administers, and the apps the user is a
 * member of or an employee of.
 */
export const OPENABLE = `WITH candidates AS (
    SELECT a.app_id FROM apps a WHERE a.owner_user_id = $1::integer
    UNION
    SELECT a.app_id FROM organizations o JOIN apps a ON a.cmpd = o.cmpd WHERE o.admin_user_ids @> ARRAY[$1::integer]
    UNION
    SELECT m.app_id FROM app_members m WHERE m.user_id = $1::integer
    UNION
    SELECT e.app_id FROM employee_accounts e WHERE e.user_id = $1::integer
  )
  SELECT f.doc, org.doc AS organization, owner.doc AS owner
  FROM (
    SELECT ${APP_DOC('a')} AS doc, a.id, a.app_id, a.is_own, a.owner_user_id, a.cmpd FROM apps a
    WHERE a.app_id IN (SELECT app_id FROM candidates) AND a.confirmed
  ) f
  LEFT JOIN LATERAL (SELECT ${ORGANIZATION_DOC('o')} AS doc FROM organizations o WHERE o.cmpd = f.cmpd) org ON true
  LEFT JOIN LATERAL (SELECT ${USER_DOC('u')} AS doc FROM users u WHERE u.id = f.owner_user_id) owner ON true
  WHERE ${MAY_OPEN}
  ORDER BY f.id`;

/** The app ids the user ($1) selected, last selected first, then the later written (app_selections' own table). */
export const SELECTIONS = `SELECT s.app_id FROM app_selections s WHERE s.user_id = $1
  ORDER BY s.selected_at DESC, s.ord DESC`;

/** The confirmed app with this public id ($2), if the user may open it. */
export const OPENABLE_APP = `SELECT f.doc FROM (${FIRST_CONFIRMED('$2::text')}) f WHERE ${MAY_OPEN}`;

/** The confirmed app with this public id ($1). */
export const CONFIRMED_APP = `SELECT f.doc FROM (${FIRST_CONFIRMED('$1::text')}) f`;

/** The organizations whose admin_user_ids hold the user ($1), by name at base strength, then id. */
export const ADMINISTERED = `SELECT ${ORGANIZATION_DOC('o')} AS doc FROM organizations o
  WHERE o.admin_user_ids @> ARRAY[$1::integer]
  ORDER BY o.c_nm COLLATE times_name_order, o.id`;

/**
 * For each collection of the app's wizard, whether the app ($1) has a record there: each a table of its own (issue
 * 33), whose rows are removed, never marked deleted, but the shifts', of which only a live one (deleted 0) counts.
 */
const WIZARD_STEP: Record<(typeof APP_WIZARD_STEPS)[keyof typeof APP_WIZARD_STEPS], string> = {
  clients: 'EXISTS (SELECT 1 FROM clients c WHERE c.app_id = $1)',
  sites: 'EXISTS (SELECT 1 FROM sites s WHERE s.app_id = $1)',
  shifts: 'EXISTS (SELECT 1 FROM shifts f WHERE f.app_id = $1 AND f.deleted = 0)',
  positions: 'EXISTS (SELECT 1 FROM positions p WHERE p.app_id = $1)',
  employees: 'EXISTS (SELECT 1 FROM employees e WHERE e.app_id = $1)',
};

/** The app's ($1) wizard: whether it has a record of each of its collections. */
export const WIZARD = `SELECT ${Object.values(APP_WIZARD_STEPS)
  .map((collection) => `${WIZARD_STEP[collection]} AS ${collection}`)
  .join(', ')}`;

/**
 * Whether the app ($1) has a site of this sd ($2) and a shift of this sftd ($3) on it, and for each
 * collection of the roster wizard whether a record (of any app; the shift employees: of the app) names
 * the shift.
 */
export const ROSTER_WIZARD = `SELECT
  EXISTS (SELECT 1 FROM sites s WHERE s.app_id = $1 AND s.sd = $2)
  AND EXISTS (SELECT 1 FROM shifts f WHERE f.app_id = $1 AND f.sftd = $3 AND f.std = $2) AS found,
  ${Object.values(ROSTER_WIZARD_STEPS)
    .map((collection) =>
      collection === 'shift_employees'
        ? // A table of its own (issue 33): the app's.
          `EXISTS (SELECT 1 FROM shift_employees e WHERE e.app_id = $1 AND e.sftd = $3) AS ${collection}`
        : // A table of its own (issue 33): of any app, as the records were read.
          `EXISTS (SELECT 1 FROM ${collection} x WHERE x.sftd = $3) AS ${collection}`,
    )
    .join(', ')}`;
