/**
 * The leave days' migration on a database filled by the code before it (every leave day a row of
 * store_records): every record moves to leave_days with its id, public id, employee and day, none
 * is left behind, a new leave day is numbered after them, and going down puts them back as they
 * were. Removing an employee (their row's document set to NULL, as the store does) removes their
 * leave days with it and moves the app's change counter.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { STORED_EMPLOYEES, changeCounter, fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { readAllLeaveRecords } from '../store/postgres/leaveDayRows';
import type { LeaveRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1765281600000_leave-days';

const postgres = useBarePostgres();

const leave = (id: number, app: string, emd: string, day: string): LeaveRecord => ({
  id,
  lvdd: `lv${id}`,
  app_id: app,
  emd,
  leave_day: day,
});

/** What the code before the migration wrote: one row per record, at a version. */
const LEAVES = [
  leave(1, 'appA', 'e1', '2026-03-01'),
  leave(2, 'appA', 'e1', '2026-03-02'),
  leave(5, 'appA', 'e2', '2026-03-01'),
  leave(9, 'appB', 'e1', '2026-12-31'),
  // The same employee and day again (never written by the API): the first one stays.
  leave(11, 'appA', 'e1', '2026-03-01'),
];

const leaveDays = () => readAllLeaveRecords(postgres.pool());

const storedLeaves = async () =>
  (
    await postgres
      .pool()
      .query<{ doc: LeaveRecord }>(
        "SELECT doc FROM store_records WHERE collection = 'leaves' AND doc IS NOT NULL ORDER BY ord",
      )
  ).rows.map((row) => row.doc);

const counter = (app: string) => changeCounter(postgres.pool(), app, 'leave_days');

it('moves every leave day to its table and back, and removes an employee’s with them', async () => {
  await fillBefore(postgres, MIGRATION, { employees: STORED_EMPLOYEES, leaves: LEAVES });

  migrate(postgres.url(), 'up', '1');
  expect(await storedLeaves()).toEqual([]);
  expect(await leaveDays()).toEqual(LEAVES.slice(0, 4));
  // A new leave day is numbered after the moved ones (the highest moved is 9).
  const added = await postgres
    .pool()
    .query<{ id: string }>(
      "INSERT INTO leave_days (app_id, lvdd, emd, leave_day) VALUES ('appA', 'lvNew', 'e2', '2026-04-01') RETURNING id",
    );
  expect(Number(added.rows[0]!.id)).toBe(10);
  // The same employee and day a second time is refused by the table itself.
  await expect(
    postgres
      .pool()
      .query("INSERT INTO leave_days (app_id, lvdd, emd, leave_day) VALUES ('appA', 'lvTwice', 'e2', '2026-04-01')"),
  ).rejects.toMatchObject({ code: '23505' });

  migrate(postgres.url(), 'down', '1');
  expect(await storedLeaves()).toEqual(
    [...LEAVES.slice(0, 4), leave(10, 'appA', 'e2', '2026-04-01')].map((one) =>
      one.id === 10 ? { ...one, lvdd: 'lvNew' } : one,
    ),
  );

  migrate(postgres.url(), 'up', '1');
  expect(await leaveDays()).toHaveLength(5);
  const removals = await counter('appA');
  // The store removes an employee by setting its row's document to NULL.
  await postgres
    .pool()
    .query("UPDATE store_records SET doc = NULL, version = 2 WHERE collection = 'employees' AND key = '1'");
  expect((await leaveDays()).map((one) => `${one.app_id}|${one.emd}`)).toEqual(['appA|e2', 'appB|e1', 'appA|e2']);
  expect(await counter('appA')).toBe(removals + 1);
  expect(await counter('appB')).toBe(0);
});
