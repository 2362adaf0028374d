/**
 * The employees' migration on a database filled by the code before it (every employee a row of
 * store_records): every record moves to the table with its id and fields (of two records of one emd in
 * one app, the first written stays, as the calls found it; a record of no app stays behind; a field a
 * loose record lacks takes the add's default), new rows are numbered after them, the keys hold the
 * rules, the typed tables' rows of an employee no longer there are not kept and the others refer to
 * their employee, and going down puts the employees back as they were. Removing an employee removes
 * their rows of the typed tables and moves those tables' counters.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { changeCounter, fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testEmployee } from '../testing/testEmployee';
import { readDocs } from '../store/postgres/typedTable';
import { employees } from '../store/postgres/employeeRows';
import type { EmployeeRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765713600000_employees';

const postgres = useBarePostgres();

const EMPLOYEES = [
  testEmployee(1, 'appA', 'e1', { name: 'Thabo', created_at: '2026-03-01T08:00:00.125Z', employee_number: 'N1' }),
  testEmployee(2, 'appA', 'e2', { gender: 2, user_status: 10, idOrPass: '8001015009087' }),
  testEmployee(3, 'appB', 'e1', { isIDOrPass: 2, country_code: 44, date_of_birth: '1984-12-31' }),
  // The same emd in appA again, written later: the calls found the first.
  testEmployee(4, 'appA', 'e1', { name: 'Written second' }),
];
// A record missing fields (never written by the API): the add's defaults, and 0 for what it has none of.
const LOOSE = {
  id: 5,
  app_id: 'appB',
  emd: 'e5',
  name: 'Loose',
  created_at: '2026-03-02T08:00:00.000Z',
  // Fields put in by hand as something else than their type.
  gender: 'x',
  date_of_birth: '1990-02-30',
  country_id: true,
};
// Gender 0: neither of the calls' two (a loose record's unknown).
const LOOSE_READ = {
  id: 5,
  emd: 'e5',
  app_id: 'appB',
  name: 'Loose',
  surname: '',
  country_id: 0,
  country_code: 0,
  date_of_birth: '1970-01-01',
  isIDOrPass: 1,
  idOrPass: '',
  mobile: '',
  gender: 0,
  employee_number: '',
  user_status: 0,
  created_at: '2026-03-02T08:00:00.000Z',
} as unknown as EmployeeRecord;
// A record of no app (the API never writes one).
const NO_APP = { ...testEmployee(6, 'appA', 'e6'), app_id: undefined };
const KEPT = [EMPLOYEES[0]!, EMPLOYEES[1]!, EMPLOYEES[2]!, LOOSE_READ];

const stored = async (): Promise<EmployeeRecord[]> =>
  (
    await postgres
      .pool()
      .query<{ doc: EmployeeRecord }>(
        "SELECT doc FROM store_records WHERE collection = 'employees' AND doc IS NOT NULL ORDER BY ord",
      )
  ).rows.map((row) => row.doc);

const leaveDays = async (): Promise<string[]> =>
  (
    await postgres
      .pool()
      .query<{ day: string }>(
        "SELECT app_id || '|' || emd || '|' || to_char(leave_day, 'YYYY-MM-DD') AS day FROM leave_days ORDER BY id",
      )
  ).rows.map((row) => row.day);

const INSERT = `INSERT INTO employees (app_id, emd, name, surname, country_id, country_code, date_of_birth, id_kind,
  id_or_pass, mobile, gender, employee_number, user_status, created_at)
  VALUES ($1, $2, 'New', 'One', 209, 27, '1990-01-01', 1, '', '0820000000', 1, '', 0, '2026-03-09T08:00:00.000Z')
  RETURNING id`;

it('moves every employee to its table and back, with their rows of the typed tables going with them', async () => {
  await fillBefore(postgres, MIGRATION, { employees: [...EMPLOYEES, LOOSE, NO_APP] });
  const pool = postgres.pool();
  // Typed rows of the code before: of employees there, and of one no longer there.
  await pool.query(`INSERT INTO leave_days (app_id, lvdd, emd, leave_day) VALUES
    ('appA', 'l1', 'e1', '2026-04-01'), ('appB', 'l2', 'e1', '2026-04-01'), ('appA', 'l3', 'gone', '2026-04-01')`);

  migrate(postgres.url(), 'up', '1');
  expect(await stored()).toEqual([]);
  expect(await readDocs(pool, employees)).toEqual(KEPT);
  expect(await leaveDays()).toEqual(['appA|e1|2026-04-01', 'appB|e1|2026-04-01']);
  // New rows are numbered after the moved ones; an emd names one employee of an app.
  expect(Number((await pool.query<{ id: string }>(INSERT, ['appA', 'e7'])).rows[0]!.id)).toBe(6);
  await expect(pool.query(INSERT, ['appA', 'e1'])).rejects.toMatchObject({ code: '23505' });
  expect((await pool.query(INSERT, ['appC', 'e1'])).rowCount).toBe(1);
  // A typed row refers to its employee.
  await expect(
    pool.query("INSERT INTO leave_days (app_id, lvdd, emd, leave_day) VALUES ('appA', 'l4', 'nobody', '2026-04-02')"),
  ).rejects.toMatchObject({ code: '23503' });
  // The list's word matches as the search normalises it.
  const { rows } = await pool.query<{ words: string }>(
    "SELECT words FROM employees WHERE app_id = 'appA' AND emd = 'e1'",
  );
  expect(rows[0]!.words).toBe(`thabo surname1\nn1\n${EMPLOYEES[0]!.mobile}`);

  migrate(postgres.url(), 'down', '1');
  const back = await stored();
  expect(back.slice(0, 4)).toEqual(KEPT);
  expect(back.slice(4).map((one) => [one.id, one.app_id, one.emd])).toEqual([
    [6, 'appA', 'e7'],
    // The refused insert took 7 from the sequence.
    [8, 'appC', 'e1'],
  ]);

  migrate(postgres.url(), 'up', '1');
  expect(await readDocs(pool, employees)).toHaveLength(6);
  await pool.query(`INSERT INTO shift_employees (app_id, rshftempd, std, sftd, emd, rld, apply_wrkng_days,
    monthly_hours, weekly_hours, dailly_hours, mon, tue, wed, thu, fri, sat, sun, hld, created_at)
    VALUES ('appA', 'se1', 'site1', 'shift1', 'e1', 'guard', 1, 160, 40, 8, 0, 0, 0, 0, 0, 0, 0, 0, now())`);
  const before = [
    await changeCounter(pool, 'appA', 'leave_days'),
    await changeCounter(pool, 'appA', 'shift_employees'),
  ];
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd = 'e1'");
  expect(await leaveDays()).toEqual(['appB|e1|2026-04-01']);
  expect((await pool.query("SELECT 1 FROM shift_employees WHERE app_id = 'appA'")).rowCount).toBe(0);
  expect([
    await changeCounter(pool, 'appA', 'leave_days'),
    await changeCounter(pool, 'appA', 'shift_employees'),
  ]).toEqual(before.map((n) => n + 1));
  expect(await changeCounter(pool, 'appB', 'leave_days')).toBe(0);
});
