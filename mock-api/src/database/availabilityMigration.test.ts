/**
 * The availability's migration on a database filled by the code before it (every availability a row of
 * store_records): each moves to its tables with its id, its dates, weekdays and limits on its row, its
 * requests, most shifts and forbidden successions on rows of their own in order; of two of one employee
 * the first stays; one of an employee no longer there, or of no app, is not kept; what a record put in by
 * hand holds that is not a date, weekday, number or pair is left out. The keys hold the rules (one per
 * employee, rows refer to their employee), going down puts the records back, and removing an employee
 * removes their availability with its lists and moves its counter.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { changeCounter, fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { testEmployee } from '../testing/testEmployee';
import { employeeAvailability } from '../store/postgres/availabilityRows';
import { insertEmployees } from '../store/postgres/employeeRows';
import { readDocs } from '../store/postgres/typedTable';
import type { EmployeeAvailabilityRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765886400000_employee-availability';

const postgres = useBarePostgres();

const EMPLOYEES = [
  testEmployee(1, 'appA', 'e1'),
  testEmployee(2, 'appA', 'e2'),
  testEmployee(3, 'appB', 'e1'),
  // With no availability yet.
  testEmployee(4, 'appA', 'e3'),
];

const NO_LIMITS = {
  min_hours: null,
  max_hours: null,
  max_weekends: null,
  min_consecutive_days: null,
  min_consecutive_days_off: null,
};

/** Everything a save from the dialog writes. */
const FULL: EmployeeAvailabilityRecord = {
  id: 1,
  app_id: 'appA',
  emd: 'e1',
  unavailable_dates: ['2026-04-01', '2026-04-09'],
  unavailable_days: ['sat', 'sun'],
  requests: [
    { entry_date: '2026-04-03', work: 1, weight: 6, sftd: '' },
    { entry_date: '2026-04-02', work: 0, weight: 10, sftd: 'night' },
  ],
  min_hours: 40,
  max_hours: 160,
  max_weekends: 2,
  min_consecutive_days: 2,
  min_consecutive_days_off: null,
  max_shifts: { day: 4, night: 0 },
  forbidden_successions: [
    { first_sftd: 'night', next_sftd: 'day' },
    { first_sftd: 'late', next_sftd: 'day' },
  ],
};
/** What My availability writes first: the lists alone. */
const LISTS_ONLY = {
  id: 2,
  app_id: 'appB',
  emd: 'e1',
  unavailable_dates: [],
  unavailable_days: ['mon'],
  requests: [],
};
const LISTS_ONLY_READ = { ...LISTS_ONLY, ...NO_LIMITS, max_shifts: {}, forbidden_successions: [] };
// A second of one employee (never written by the calls): the first stays.
const SECOND = { ...FULL, id: 3, unavailable_days: ['mon'] };
const GONE = { ...LISTS_ONLY, id: 4, app_id: 'appA', emd: 'gone' };
const NO_APP = { ...LISTS_ONLY, id: 5, app_id: undefined, emd: 'e2' };
// Put in by hand: a date that is not one, a weekday twice and one that is not one, a request without a
// weight, a limit as text, a succession of one shift.
const LOOSE = {
  id: 6,
  app_id: 'appA',
  emd: 'e2',
  unavailable_dates: ['2026-02-30', '2026-05-01', '2026-05-01'],
  unavailable_days: ['tue', 'tue', 'someday'],
  requests: [
    { entry_date: '2026-05-02', work: 1, sftd: '' },
    { entry_date: '2026-05-03', work: 0, weight: 3 },
  ],
  min_hours: 'many',
  max_hours: 100,
  max_shifts: { day: 'x', night: 2 },
  forbidden_successions: [{ first_sftd: 'day' }],
};
const LOOSE_READ = {
  id: 6,
  app_id: 'appA',
  emd: 'e2',
  unavailable_dates: ['2026-05-01'],
  unavailable_days: ['tue'],
  requests: [{ entry_date: '2026-05-03', work: 0, weight: 3, sftd: '' }],
  ...NO_LIMITS,
  max_hours: 100,
  max_shifts: { night: 2 },
  forbidden_successions: [],
};
const KEPT = [FULL, LISTS_ONLY_READ, LOOSE_READ];

const stored = async (): Promise<unknown[]> =>
  (
    await postgres
      .pool()
      .query<{ doc: unknown }>(
        "SELECT doc FROM store_records WHERE collection = 'employee_availability' AND doc IS NOT NULL ORDER BY ord",
      )
  ).rows.map((row) => row.doc);

it('moves every availability to its tables and back, and removes it with its employee', async () => {
  await fillBefore(postgres, MIGRATION, {
    employee_availability: [FULL, LISTS_ONLY, SECOND, GONE, NO_APP, LOOSE],
  });
  const pool = postgres.pool();
  const client = await pool.connect();
  await insertEmployees(client, EMPLOYEES, true).finally(() => client.release());

  migrate(postgres.url(), 'up', '1');
  expect(await stored()).toEqual([]);
  expect(await readDocs(pool, employeeAvailability)).toEqual(KEPT);
  // One availability per employee; an availability refers to its employee.
  await expect(
    pool.query("INSERT INTO employee_availability (app_id, emd) VALUES ('appA', 'e1')"),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    pool.query("INSERT INTO employee_availability (app_id, emd) VALUES ('appA', 'nobody')"),
  ).rejects.toMatchObject({ code: '23503' });
  const { rows } = await pool.query<{ id: string }>(
    "INSERT INTO employee_availability (app_id, emd) VALUES ('appA', 'e3') RETURNING id",
  );
  await pool.query('DELETE FROM employee_availability WHERE id = $1', [rows[0]!.id]);
  // New rows are numbered after the moved ones (and the refused inserts').
  expect(Number(rows[0]!.id)).toBeGreaterThan(6);

  migrate(postgres.url(), 'down', '1');
  expect(await stored()).toEqual(KEPT);

  migrate(postgres.url(), 'up', '1');
  expect(await readDocs(pool, employeeAvailability)).toEqual(KEPT);
  const before = await changeCounter(pool, 'appA', 'employee_availability');
  await pool.query("DELETE FROM employees WHERE app_id = 'appA' AND emd = 'e1'");
  expect((await readDocs<EmployeeAvailabilityRecord>(pool, employeeAvailability)).map((one) => one.id)).toEqual([2, 6]);
  for (const table of ['availability_requests', 'availability_shift_limits', 'availability_successions'])
    expect((await pool.query(`SELECT 1 FROM ${table} WHERE app_id = 'appA' AND emd = 'e1'`)).rowCount).toBe(0);
  expect(await changeCounter(pool, 'appA', 'employee_availability')).toBe(before + 1);
});
