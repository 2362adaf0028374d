/**
 * The attendance days' table keeps the day rule whichever process writes and in whichever order
 * the writes commit: one row per employee and day, a decision replacing it (its id kept), except
 * that clocking never replaces a day a manager approved on the timesheet, also within one write.
 */
import type pg from 'pg';
import type { AttendanceRecord } from '../types';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { insertTestEmployees } from '../../testing/testEmployee';
import { attendanceDays, writeAttendanceDays } from './attendanceRows';
import { readDocs } from './typedTable';

const processes = usePostgresProcesses();
const APP = 'attendance-rows-app';

/** Two pools: each write below on a connection of its own. */
let pools: [pg.Pool, pg.Pool];
beforeAll(async () => {
  pools = [processes.pool(), processes.pool()];
  // The employees the days are of (their rows refer to them).
  await insertTestEmployees(pools[0], APP, ['r1', 'r2', 'r3', 'r4', 'r5']);
});
const pool = () => pools[0];

const decided = (emd: string, day: string, present: 0 | 1, source: 'clock' | 'timesheet'): AttendanceRecord => ({
  id: 0,
  app_id: APP,
  emd,
  day,
  present,
  source,
  std: 'site',
  sftd: 'shift',
});

const ours = async (): Promise<AttendanceRecord[]> =>
  (await readDocs<AttendanceRecord>(pool(), attendanceDays)).filter((one) => one.app_id === APP);

describe('attendance days written by SQL', () => {
  it('replace the day’s row and keep its id', async () => {
    await writeAttendanceDays(pool(), [decided('r1', '2031-03-01', 0, 'clock')]);
    const [first] = await ours();
    await writeAttendanceDays(pool(), [decided('r1', '2031-03-01', 1, 'clock')]);
    expect(await ours()).toEqual([{ ...first, present: 1 }]);
  });

  it('never let clocking replace a timesheet day, in whichever order they commit', async () => {
    const days = Array.from({ length: 20 }, (_, i) => `2031-04-${String(i + 1).padStart(2, '0')}`);
    // Each day's two decisions at once, on connections of their own.
    const writers = pools;
    await Promise.all(
      days.flatMap((day, i) => [
        writeAttendanceDays(writers[i % 2]!, [decided('r2', day, 1, 'clock')]),
        writeAttendanceDays(writers[(i + 1) % 2]!, [decided('r2', day, 0, 'timesheet')]),
      ]),
    );
    const rows = (await ours()).filter((one) => one.emd === 'r2').sort((a, b) => a.day.localeCompare(b.day));
    expect(rows.map((one) => [one.day, one.present, one.source])).toEqual(days.map((day) => [day, 0, 'timesheet']));
  });

  it('take the later decision of one write, unless it is clocking over a timesheet day', async () => {
    await writeAttendanceDays(pool(), [
      decided('r3', '2031-05-01', 0, 'clock'),
      decided('r3', '2031-05-01', 1, 'clock'),
      decided('r3', '2031-05-02', 0, 'timesheet'),
      decided('r3', '2031-05-02', 1, 'clock'),
    ]);
    const rows = (await ours()).filter((one) => one.emd === 'r3');
    expect(rows.map((one) => [one.day, one.present, one.source])).toEqual([
      ['2031-05-01', 1, 'clock'],
      ['2031-05-02', 0, 'timesheet'],
    ]);
  });
});
