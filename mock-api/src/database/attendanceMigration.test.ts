/**
 * The attendance tables' migrations on a database filled by the code before them (every attendance
 * day, clock record and timesheet approval a row of store_records): every record moves to its table
 * with its id and fields (of two days of one employee and date, the last written stays), none is left
 * behind, new rows are numbered after them, and going down puts them back as they were. Removing an
 * employee removes their days, clocks and approvals with it and moves the app's counters.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { STORED_EMPLOYEES, changeCounter, fillBefore } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { readDocs } from '../store/postgres/typedTable';
import { attendanceDays } from '../store/postgres/attendanceRows';
import { clockRecords } from '../store/postgres/clockRows';
import { timesheetApprovals } from '../store/postgres/approvalRows';
import type { AttendanceRecord, ClockRecord, TimesheetApprovalRecord } from '../store/types';

jest.setTimeout(60_000);

/** The first of the two (the approvals' follows it). */
const MIGRATION = '1765368000000_attendance-clock-records';
const BOTH = '2';

const postgres = useBarePostgres();

const day = (id: number, app: string, emd: string, date: string, present: 0 | 1, more = {}): AttendanceRecord => ({
  id,
  app_id: app,
  emd,
  day: date,
  present,
  ...more,
});

const clock = (id: number, app: string, emd: string, kind: 'in' | 'out', at: string): ClockRecord => ({
  id,
  ref: `ref-${id}`,
  app_id: app,
  std: 'site1',
  emd,
  sftd: kind === 'in' ? 'shift1' : '',
  kind,
  at,
  instant: `${at}:00.000Z`,
  offset_minutes: 120,
  method: id % 2 === 0 ? 'face' : 'number',
  photo: id === 2 ? 'data:image/jpeg;base64,AAAA' : '',
  by_user: 7,
  recorded_at: `${at}:05.250Z`,
});

const DAYS = [
  // The seed's: no source, site or shift.
  day(1, 'appA', 'e1', '2026-03-01', 1),
  day(2, 'appA', 'e1', '2026-03-02', 0, { source: 'clock', std: 'site1', sftd: 'shift1' }),
  day(4, 'appA', 'e2', '2026-03-01', 1, { source: 'timesheet', std: 'site1', sftd: 'shift1' }),
  day(6, 'appB', 'e1', '2026-03-01', 0),
  // The same employee and day as 1, written later (the seed may hold such): this one stays.
  day(8, 'appA', 'e1', '2026-03-01', 0, { source: 'clock', std: 'site1', sftd: 'shift1' }),
];
const KEPT_DAYS = [DAYS[1]!, DAYS[2]!, DAYS[3]!, DAYS[4]!];

const CLOCKS = [
  clock(1, 'appA', 'e1', 'in', '2026-03-01T06:58'),
  clock(2, 'appA', 'e1', 'out', '2026-03-01T15:02'),
  clock(3, 'appA', 'e2', 'in', '2026-03-01T07:20'),
  clock(5, 'appB', 'e1', 'in', '2026-03-01T06:00'),
];

const approval = (id: number, app: string, emd: string, minutes: number): TimesheetApprovalRecord => ({
  id,
  app_id: app,
  std: 'site1',
  sftd: 'shift1',
  emd,
  date: '2026-03-01',
  minutes,
  reason: minutes === 0 ? 'Did not come' : 'Left 10 minutes early',
  by_user: 7,
  by_name: 'Thandi Manager',
  at: `2026-03-02T08:0${id}:00.125Z`,
});

const APPROVALS = [approval(1, 'appA', 'e1', 470), approval(3, 'appA', 'e1', 0), approval(4, 'appB', 'e1', 480)];

const stored = async <T>(collection: string): Promise<T[]> =>
  (
    await postgres
      .pool()
      .query<{ doc: T }>('SELECT doc FROM store_records WHERE collection = $1 AND doc IS NOT NULL ORDER BY ord', [
        collection,
      ])
  ).rows.map((row) => row.doc);

const byId = <T extends { id: number }>(records: T[]): T[] => [...records].sort((a, b) => a.id - b.id);

const counter = (app: string, table: string) => changeCounter(postgres.pool(), app, table);

it('moves every attendance day and clock record to their tables and back, and removes an employee’s with them', async () => {
  await fillBefore(postgres, MIGRATION, {
    employees: STORED_EMPLOYEES,
    attendance: DAYS,
    clock_records: CLOCKS,
    timesheet_approvals: APPROVALS,
  });

  migrate(postgres.url(), 'up', BOTH);
  expect(await stored('attendance')).toEqual([]);
  expect(await stored('clock_records')).toEqual([]);
  expect(await stored('timesheet_approvals')).toEqual([]);
  expect(await readDocs(postgres.pool(), timesheetApprovals)).toEqual(APPROVALS);
  expect(await readDocs(postgres.pool(), attendanceDays)).toEqual(byId(KEPT_DAYS));
  expect(await readDocs(postgres.pool(), clockRecords)).toEqual(CLOCKS);
  // New rows are numbered after the moved ones.
  const newDay = await postgres
    .pool()
    .query<{ id: string }>(
      "INSERT INTO attendance_days (app_id, emd, day, present) VALUES ('appA', 'e2', '2026-03-05', 1) RETURNING id",
    );
  expect(Number(newDay.rows[0]!.id)).toBe(9);
  // One row per employee and day, one record per app and ref, by the tables themselves.
  await expect(
    postgres
      .pool()
      .query("INSERT INTO attendance_days (app_id, emd, day, present) VALUES ('appA', 'e2', '2026-03-05', 0)"),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    postgres.pool().query(
      `INSERT INTO clock_records (app_id, ref, std, emd, sftd, kind, at, instant, offset_minutes, method, photo, by_user, recorded_at)
       VALUES ('appA', 'ref-1', 's', 'e2', '', 'in', '2026-03-05T07:00', now(), 0, 'number', '', 1, now())`,
    ),
  ).rejects.toMatchObject({ code: '23505' });

  migrate(postgres.url(), 'down', BOTH);
  expect(byId(await stored<AttendanceRecord>('attendance'))).toEqual(
    byId([...KEPT_DAYS, day(9, 'appA', 'e2', '2026-03-05', 1)]),
  );
  expect(await stored('clock_records')).toEqual(CLOCKS);
  expect(await stored('timesheet_approvals')).toEqual(APPROVALS);

  migrate(postgres.url(), 'up', BOTH);
  expect(await readDocs(postgres.pool(), attendanceDays)).toHaveLength(5);
  const [daysA, clocksA, approvalsA] = [
    await counter('appA', 'attendance_days'),
    await counter('appA', 'clock_records'),
    await counter('appA', 'timesheet_approvals'),
  ];
  // The store removes an employee by setting its row's document to NULL.
  await postgres
    .pool()
    .query("UPDATE store_records SET doc = NULL, version = 2 WHERE collection = 'employees' AND key = '1'");
  expect(
    (await readDocs<AttendanceRecord>(postgres.pool(), attendanceDays)).map((one) => `${one.app_id}|${one.emd}`),
  ).toEqual(['appA|e2', 'appB|e1', 'appA|e2']);
  expect((await readDocs<ClockRecord>(postgres.pool(), clockRecords)).map((one) => one.id)).toEqual([3, 5]);
  expect((await readDocs<TimesheetApprovalRecord>(postgres.pool(), timesheetApprovals)).map((one) => one.id)).toEqual([
    4,
  ]);
  expect(await counter('appA', 'attendance_days')).toBe(daysA + 1);
  expect(await counter('appA', 'clock_records')).toBe(clocksA + 1);
  expect(await counter('appA', 'timesheet_approvals')).toBe(approvalsA + 1);
  expect(await counter('appB', 'attendance_days')).toBe(0);
});
