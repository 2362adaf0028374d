/**
 * The SQL of the employees repository on PostgreSQL: reads of the employees' own table
 * (migrations/*_employees.sql) and of the other records of the domain (attendance days, leave days,
 * photo uploads), each on an index made for it. The parameter $1 is always the app's public id.
 */
import { EMPLOYEE_DOC } from '../../store/postgres/employeeRows';
import { isoText } from '../../store/postgres/typedTable';

/** The word (normalized, LIKE-escaped, with % around: $2) is in the employee's words. */
const MATCHES = (alias: string, param: string): string => `${alias}.words LIKE ${param}`;

/** LIKE's pattern for "holds this text". */
export const holding = (word: string): string => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The employee of the app with this emd ($2). */
export const FIND = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e WHERE e.app_id = $1 AND e.emd = $2`;

/** The app's employees with these emds ($2), in the order added. */
export const OF_EMDS = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[]) ORDER BY e.id`;

/**
 * The list order of the employee of the app whose emd is `emd` (a column of a LATERAL join: at, its
 * created_at as the API's text, rank, its id), by the key (app, emd): OFFSET 0 keeps the planner from
 * turning it into a join that reads every employee of the app for each row.
 */
const LOOK_UP_EMPLOYEE = (emd: string): string => `SELECT ${isoText('o.created_at')} AS at, o.id AS rank
  FROM employees o WHERE o.app_id = $1 AND o.emd = ${emd} OFFSET 0`;

export const COUNTRY = `SELECT 1 FROM store_records WHERE collection = 'countries' AND key = $1 AND doc IS NOT NULL`;

/**
 * Present and absent days per employee (attendance.ts): in the 30 days ending at the app's last
 * recorded day up to $2 (today), leave days left out, from attendance_days (one row per employee and
 * day). $3: only these employees (null: all).
 */
export const FIGURES = `
  WITH last AS MATERIALIZED (
    SELECT max(a.day) AS day FROM attendance_days a WHERE a.app_id = $1 AND a.day <= $2::date
  ), days AS (
    SELECT a.emd, a.present = 1 AS present
    FROM attendance_days a
    WHERE a.app_id = $1
      AND a.day BETWEEN (SELECT day - 29 FROM last) AND (SELECT day FROM last)
      AND ($3::text[] IS NULL OR a.emd = ANY($3::text[]))
      AND NOT EXISTS (SELECT 1 FROM leave_days l WHERE l.app_id = $1 AND l.emd = a.emd AND l.leave_day = a.day)
  )
  SELECT emd, (count(*) FILTER (WHERE present))::int AS present, (count(*) FILTER (WHERE NOT present))::int AS absent
  FROM days GROUP BY emd`;

/** Which of these employees ($2) have a committed thumbnail (face/photos.ts). */
export const PHOTOS = `SELECT DISTINCT p.emd FROM photo_uploads p
  WHERE p.app_id = $1 AND p.emd = ANY($2::text[]) AND p.thumbnail_size IS NOT NULL`;

/** The employee (alias e) has a committed thumbnail. */
const HAS_PHOTO = `EXISTS (
  SELECT 1 FROM photo_uploads p WHERE p.app_id = e.app_id AND p.emd = e.emd AND p.thumbnail_size IS NOT NULL
) AS photo`;

/**
 * A page of the All (no word) or Employee filter (word as $2): newest first, after the cursor
 * ($3 created_at, $4 id; nulls: the first page), $5 rows, each with its photo mark.
 */
export const NEWEST_PAGE = (withWord: boolean): string => `
  SELECT ${EMPLOYEE_DOC} AS doc, ${HAS_PHOTO} FROM employees e
  WHERE e.app_id = $1 ${withWord ? `AND ${MATCHES('e', '$2')}` : 'AND $2::text IS NULL'}
    AND ($3::timestamptz IS NULL OR (e.created_at, e.id) < ($3::timestamptz, $4::bigint))
  ORDER BY e.created_at DESC, e.id DESC
  LIMIT $5`;

/** The employees of the app with these emds ($2), each with its photo mark. */
export const EMPLOYEES = `SELECT ${EMPLOYEE_DOC} AS doc, ${HAS_PHOTO} FROM employees e
  WHERE e.app_id = $1 AND e.emd = ANY($2::text[])`;

/** The filter's figure from present and absent days (perfomance as Math.round does it). */
const FIGURE: Record<1 | 2 | 3, string> = {
  1: 'f.present',
  2: 'f.absent',
  3: 'floor(f.present::float8 / (f.present + f.absent) * 100 + 0.5)::int',
};
const KEEPS: Record<1 | 2 | 3, string> = {
  1: 'f.present > 0',
  2: 'f.absent > 0',
  3: 'f.present + f.absent > 0',
};

/**
 * Every row of a figure filter (1 Present, 2 Absent, 3 Perfomance) at $2 (today), in list order:
 * by the figure, then newest first.
 */
export const FIGURE_ROWS = (flt: 1 | 2 | 3): string => `
  WITH f AS (${FIGURES})
  SELECT f.emd, f.present, f.absent, ${FIGURE[flt]} AS value, e.at, e.rank
  FROM f CROSS JOIN LATERAL (${LOOK_UP_EMPLOYEE('f.emd')}) e
  WHERE ${KEEPS[flt]}
  ORDER BY value DESC, e.at DESC, e.rank DESC`;

/** The total of the All (no word) or Employee filter (word as $2). */
export const COUNT_NEWEST = (withWord: boolean): string =>
  `SELECT count(*)::int AS ttl FROM employees e WHERE e.app_id = $1 ${
    withWord ? `AND ${MATCHES('e', '$2')}` : 'AND $2::text IS NULL'
  }`;

/** The type-ahead: $3 matches of the word ($2) by full name in any case, then id. */
export const SEARCH = `SELECT ${EMPLOYEE_DOC} AS doc FROM employees e WHERE e.app_id = $1 AND ${MATCHES('e', '$2')}
  ORDER BY btrim(concat(e.name, ' ', e.surname)) COLLATE times_name_order, e.id
  LIMIT $3`;

/** The statistics card's inputs: employees counted by date of birth and gender. */
export const STATISTICS = `SELECT to_char(e.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, e.gender::text AS gender,
    count(*)::int AS n
  FROM employees e WHERE e.app_id = $1 GROUP BY 1, 2`;
