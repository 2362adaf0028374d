/**
 * The shift employees' migration on a database filled by the code before it (every shift employee a row
 * of store_records): every record moves to the table with its id and fields (of two records of one
 * employee on one shift, the first written stays, as the calls find it; a record of no app stays
 * behind), new rows are numbered after them, the table's keys hold the rules, and going down puts them
 * back as they were. Removing an employee removes their places with it and moves the app's counter.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { STORED_EMPLOYEES, changeCounter, fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { readDocs } from '../store/postgres/typedTable';
import { shiftEmployees } from '../store/postgres/shiftEmployeeRows';
import type { ShiftEmployeeRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765627200000_shift-employees';

const postgres = useBarePostgres();

const place = (id: number, app: string, emd: string, sftd: string, more: Partial<ShiftEmployeeRecord> = {}) => ({
  id,
  rshftempd: `se-${id}`,
  app_id: app,
  std: 'site1',
  sftd,
  emd,
  rld: 'guard',
  apply_wrkng_days: 1,
  monthly_hours: 160,
  weekly_hours: 40,
  dailly_hours: 8,
  mon: 0,
  tue: 1,
  wed: 0,
  thu: 0,
  fri: 0,
  sat: 1,
  sun: 1,
  hld: 0,
  created_at: `2026-03-0${id}T08:00:00.125Z`,
  ...more,
});

const PLACES = [
  place(1, 'appA', 'e1', 'shift1'),
  place(2, 'appA', 'e2', 'shift1', { rld: 'cook', apply_wrkng_days: 0, weekly_hours: 45 }),
  place(3, 'appB', 'e1', 'shift9'),
  place(4, 'appA', 'e1', 'shift2'),
  // The same employee on the same shift as 1, written later: the calls find the first.
  place(5, 'appA', 'e1', 'shift1', { rld: 'cook' }),
];
const KEPT = PLACES.slice(0, 4);
// A record of no app (the API never writes one).
const NO_APP = { ...place(6, 'appA', 'e2', 'shift3'), app_id: undefined };

const stored = async (): Promise<ShiftEmployeeRecord[]> =>
  (
    await postgres.pool().query<{
      doc: ShiftEmployeeRecord;
    }>("SELECT doc FROM store_records WHERE collection = 'shift_employees' AND doc IS NOT NULL ORDER BY ord")
  ).rows.map((row) => row.doc);

const INSERT = `INSERT INTO shift_employees (app_id, rshftempd, std, sftd, emd, rld, apply_wrkng_days, monthly_hours,
  weekly_hours, dailly_hours, mon, tue, wed, thu, fri, sat, sun, hld, created_at)
  VALUES ($1, $2, 'site1', $3, $4, 'guard', 1, 160, 40, 8, 0, 0, 0, 0, 0, 0, 0, 0, '2026-03-09T08:00:00.000Z')
  RETURNING id`;

it('moves every shift employee to its table and back, and removes an employee’s places with them', async () => {
  await fillBefore(postgres, MIGRATION, { employees: STORED_EMPLOYEES, shift_employees: [...PLACES, NO_APP] });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await stored()).toEqual([]);
  expect(await readDocs(pool, shiftEmployees)).toEqual(KEPT);
  // New rows are numbered after the moved ones.
  const added = await pool.query<{ id: string }>(INSERT, ['appA', 'se-new', 'shift3', 'e2']);
  expect(Number(added.rows[0]!.id)).toBe(5);
  // An employee is on a shift once, a public id names one place of an app, and the days are flags.
  await expect(pool.query(INSERT, ['appA', 'se-again', 'shift1', 'e1'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(INSERT, ['appA', 'se-1', 'shift7', 'e1'])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query('UPDATE shift_employees SET mon = 2 WHERE id = 1')).rejects.toMatchObject({
    code: '23514',
  });
  expect((await pool.query(INSERT, ['appB', 'se-1', 'shift1', 'e1'])).rowCount).toBe(1);

  migrate(postgres.url(), 'down', '1');
  const back = await stored();
  expect(back.slice(0, 4)).toEqual(KEPT);
  expect(back.slice(4).map((one) => [one.id, one.app_id, one.rshftempd])).toEqual([
    [5, 'appA', 'se-new'],
    // The two refused inserts took 6 and 7 from the sequence.
    [8, 'appB', 'se-1'],
  ]);

  migrate(postgres.url(), 'up', '1');
  expect(await readDocs(pool, shiftEmployees)).toHaveLength(6);
  const before = await changeCounter(pool, 'appA', 'shift_employees');
  // The store removes an employee by setting its row's document to NULL.
  await pool.query("UPDATE store_records SET doc = NULL, version = 2 WHERE collection = 'employees' AND key = '1'");
  expect(
    (await readDocs<ShiftEmployeeRecord>(pool, shiftEmployees)).map((one) => `${one.app_id}|${one.emd}|${one.sftd}`),
  ).toEqual(['appA|e2|shift1', 'appB|e1|shift9', 'appA|e2|shift3', 'appB|e1|shift1']);
  expect(await changeCounter(pool, 'appA', 'shift_employees')).toBe(before + 1);
  expect(await changeCounter(pool, 'appB', 'shift_employees')).toBe(0);
});
