/**
 * The SQL of the employees repository on PostgreSQL: reads of the store_records rows by the
 * columns migrations/*_employee-reads.sql computes when a row is written (app_id, emd, rank: the
 * record's id, at: an employee's created_at or a day, flag: present or a committed thumbnail),
 * each on an index made for it. The parameter $1 is always the app's public id; a removed record
 * has no app, so `app_id = $1` also leaves removed records out.
 */

/** A record of a collection of the app (alias r). */
const live = (collection: string, alias = 'r'): string =>
  `${alias}.collection = '${collection}' AND ${alias}.app_id = $1`;

/** The word (normalized, LIKE-escaped, with % around: $2) is in the employee's words. */
const MATCHES = (alias: string, param: string): string => `times_employee_words(${alias}.doc) LIKE ${param}`;

/** LIKE's pattern for "holds this text". */
export const holding = (word: string): string => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The employee of the app with this emd (a parameter, or a column of a LATERAL join). */
const ONE_EMPLOYEE = (emd: string): string => `SELECT r.doc, r.at, r.rank FROM store_records r
  WHERE ${live('employees')} AND r.emd = ${emd}`;

export const FIND = ONE_EMPLOYEE('$2');

/** The app's employees with these emds ($2), in the order written. */
export const OF_EMDS = `SELECT r.doc FROM store_records r
  WHERE r.collection = 'employees' AND r.app_id = $1 AND r.emd = ANY($2::text[]) ORDER BY r.ord`;

/**
 * The same as a LATERAL look-up by the index on (app, emd) for each row: OFFSET 0 keeps the planner
 * from turning it into a join that reads every employee of the app for each row.
 */
const LOOK_UP_EMPLOYEE = (emd: string): string => `${ONE_EMPLOYEE(emd)} OFFSET 0`;

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
export const PHOTOS = `SELECT DISTINCT r.emd FROM store_records r
  WHERE ${live('photo_uploads')} AND r.emd = ANY($2::text[]) AND r.flag = 1`;

/** The employee (alias r) has a committed thumbnail. */
const HAS_PHOTO = `EXISTS (
  SELECT 1 FROM store_records p WHERE ${live('photo_uploads', 'p')} AND p.emd = r.emd AND p.flag = 1
) AS photo`;

/**
 * A page of the All (no word) or Employee filter (word as $2): newest first, after the cursor
 * ($3 created_at, $4 id; nulls: the first page), $5 rows, each with its photo mark.
 */
export const NEWEST_PAGE = (withWord: boolean): string => `
  SELECT r.doc, ${HAS_PHOTO} FROM store_records r
  WHERE ${live('employees')} ${withWord ? `AND ${MATCHES('r', '$2')}` : 'AND $2::text IS NULL'}
    AND ($3::text IS NULL OR (r.at, r.rank) < ($3::text, $4::bigint))
  ORDER BY r.at DESC, r.rank DESC
  LIMIT $5`;

/** The employees of the app with these emds ($2), each with its photo mark. */
export const EMPLOYEES = `SELECT r.doc, ${HAS_PHOTO} FROM store_records r
  WHERE ${live('employees')} AND r.emd = ANY($2::text[])`;

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
  `SELECT count(*)::int AS ttl FROM store_records r WHERE ${live('employees')} ${
    withWord ? `AND ${MATCHES('r', '$2')}` : 'AND $2::text IS NULL'
  }`;

/** The type-ahead: $3 matches of the word ($2) by full name in any case, then id. */
export const SEARCH = `SELECT r.doc FROM store_records r WHERE ${live('employees')} AND ${MATCHES('r', '$2')}
  ORDER BY btrim(concat(r.doc->>'name', ' ', r.doc->>'surname')) COLLATE times_name_order, r.rank
  LIMIT $3`;

/** The statistics card's inputs: employees counted by date of birth and gender. */
export const STATISTICS = `SELECT coalesce(r.doc->>'date_of_birth', '') AS date_of_birth,
    coalesce(r.doc->>'gender', '') AS gender, count(*)::int AS n
  FROM store_records r WHERE ${live('employees')} GROUP BY 1, 2`;
