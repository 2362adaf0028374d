/**
 * A clock-in or clock-out on PostgreSQL (issue 33): a transaction of its own that locks the
 * employee's row and nothing else, reads what recordClock.ts decides on (the record with the kiosk's
 * ref, the employee's last clock at the site, their attendance days around it: clockSql.ts), runs the
 * same decision on the process's state with those rows in it, and writes the new record and the day
 * it makes present to their tables. Clock-ins of different employees never wait on each other nor on
 * the store head's lock. The rosters and shifts the decision reads are the process's state as the
 * call's opening refreshed it: a roster published while a clock-in is under way counts from the next one.
 */
import type pg from 'pg';
import { addDays } from '../../employees/days';
import { mutate } from '../../store/mutation';
import type { AttendanceRecord, ClockRecord, DbState, EmployeeRecord } from '../../store/types';
import { writeAttendanceDays } from '../../store/postgres/attendanceRows';
import { insertClocks } from '../../store/postgres/clockRows';
import { recordClock } from '../recordClock';
import type { ClockOutcome, NewClock } from '../recordClock';
import * as sql from './clockSql';

/** A concurrent clock of the app took the kiosk's ref first: decided again, it is that record. */
class RefTaken extends Error {}

const docs = async <T>(client: pg.PoolClient, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

const changed = <T>(changes: readonly { collection: string; record: unknown }[], collection: string): T[] =>
  changes.filter((change) => change.collection === collection && change.record).map((change) => change.record as T);

async function clockOnce(client: pg.PoolClient, state: DbState, clock: NewClock): Promise<ClockOutcome> {
  const { app_id: appId, emd } = clock;
  const employees = await docs<EmployeeRecord>(client, sql.LOCK_EMPLOYEE, [appId, emd]);
  const date = clock.at.slice(0, 10);
  const [clocks, attendance] = await Promise.all([
    docs<ClockRecord>(client, sql.CLOCK_SCOPE, [appId, clock.ref, clock.std, emd, clock.at]),
    docs<AttendanceRecord>(client, sql.EMPLOYEE_DAYS, [appId, emd, addDays(date, -1), addDays(date, 1)]),
  ]);
  const scope: DbState = {
    ...state,
    employees,
    clock_records: [...new Map(clocks.map((record) => [record.id, record])).values()],
    attendance,
  };
  const { result, changes } = mutate(scope, (draft) => recordClock(draft, clock));
  if (result.status !== 'recorded') return result;
  const added = changed<ClockRecord>(changes, 'clock_records');
  if (added.length === 0) return result;
  const ids = await insertClocks(client, added);
  const id = ids.get(clock.ref);
  if (id === undefined) throw new RefTaken();
  await writeAttendanceDays(client, changed<AttendanceRecord>(changes, 'attendance'));
  return { ...result, record: { ...result.record, id } };
}

/** Records `clock` (tried again when another clock of the app took its ref at the same moment). */
export async function clockInTables(pool: pg.Pool, state: DbState, clock: NewClock): Promise<ClockOutcome> {
  for (let tries = 1; ; tries += 1) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const outcome = await clockOnce(client, state, clock);
      await client.query('COMMIT');
      return outcome;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (!(error instanceof RefTaken) || tries === 3) throw error;
    } finally {
      client.release();
    }
  }
}
