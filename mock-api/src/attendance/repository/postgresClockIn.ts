/**
 * A clock-in or clock-out on PostgreSQL (issue 33), a scoped write (store/postgres/scopedWrite.ts):
 * it locks the employee's row and nothing else, reads what recordClock.ts decides on (the record with
 * the kiosk's ref, the employee's last clock at the site, their attendance days around it, their places
 * on the site's shifts, their days on the site's Published rosters around it: attendanceTableSql.ts), runs
 * that same decision, and writes the new record and the day it makes present to their tables. Clock-ins
 * of different employees never wait on each other nor on the store head's lock. The rosters are read
 * and the site's shifts without a lock: a roster published while a clock-in is under way counts from the next one.
 */
import type pg from 'pg';
import { addDays } from '../../employees/days';
import type {
  AttendanceRecord,
  ClockRecord,
  DbState,
  EmployeeRecord,
  RosterRecord,
  ShiftEmployeeRecord,
  ShiftRecord,
} from '../../store/types';
import { writeAttendanceDays } from '../../store/postgres/attendanceRows';
import { insertClocks } from '../../store/postgres/clockRows';
import { TryAgain, changedRecords, docsOf as docs, scopedWrite } from '../../store/postgres/scopedWrite';
import { recordClock } from '../recordClock';
import type { ClockOutcome, NewClock } from '../recordClock';
import * as sql from './attendanceTableSql';

/** Records `clock` (tried again when another clock of the app took its ref at the same moment). */
export function clockInTables(pool: pg.Pool, state: DbState, clock: NewClock): Promise<ClockOutcome> {
  const { app_id: appId, emd } = clock;
  const date = clock.at.slice(0, 10);
  return scopedWrite(pool, state, {
    scope: async (client) => {
      const employees = await docs<EmployeeRecord>(client, sql.LOCK_EMPLOYEE, [appId, emd]);
      // One statement after another: a connection runs one at a time (pg 9 refuses to queue them).
      const clocks = await docs<ClockRecord>(client, sql.CLOCK_SCOPE, [appId, clock.ref, clock.std, emd, clock.at]);
      const days = [appId, emd, addDays(date, -1), addDays(date, 1)];
      const attendance = await docs<AttendanceRecord>(client, sql.EMPLOYEE_DAYS, days);
      const places = [appId, emd, clock.std];
      const shift_employees = await docs<ShiftEmployeeRecord>(client, sql.EMPLOYEE_SITE_PLACES, places);
      const around = [appId, clock.std, addDays(date, -1), addDays(date, 1), emd];
      const rosters = await docs<RosterRecord>(client, sql.EMPLOYEE_ROSTER_DAYS, around);
      const shifts = await docs<ShiftRecord>(client, sql.SITE_SHIFTS, [appId, clock.std]);
      const clock_records = [...new Map(clocks.map((one) => [one.id, one])).values()];
      return { employees, clock_records, attendance, shift_employees, rosters, shifts };
    },
    decide: (draft) => recordClock(draft, clock),
    write: async (client, result, changes) => {
      const added = changedRecords<ClockRecord>(changes, 'clock_records');
      if (result.status !== 'recorded' || added.length === 0) return result;
      const id = (await insertClocks(client, added)).get(clock.ref);
      if (id === undefined) throw new TryAgain();
      await writeAttendanceDays(client, changedRecords<AttendanceRecord>(changes, 'attendance'));
      return { ...result, record: { ...result.record, id } };
    },
  });
}
