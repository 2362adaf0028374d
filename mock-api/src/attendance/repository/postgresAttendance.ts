/**
 * The attendance repository on PostgreSQL (DATABASE_URL): the kiosk's and timesheet's reads are SQL
 * on store_records (attendanceSql.ts) and on the attendance tables (attendanceTableSql.ts); a
 * clock-in, a timesheet approval and the settling job are transactions of their own on those tables
 * (postgresClockIn.ts, postgresApproval.ts, postgresSettle.ts), taking no store head's lock. Answers
 * are the embedded repository's (postgresAttendance.test.ts compares them).
 */
import type pg from 'pg';
import { namedQuery } from '../../repositories/namedQuery';
import type { DataStore } from '../../store/dataStore';
import type {
  ClockRecord,
  EmployeeRecord,
  RosterRecord,
  ShiftEmployeeRecord,
  ShiftRecord,
  SiteRecord,
  TimesheetApprovalRecord,
} from '../../store/types';
import { addDays } from '../../employees/days';
import { timesheetOf } from '../timesheet';
import { kioskEmployeesOf } from '../kioskEmployees';
import type { RecentClock } from '../kioskEmployees';
import type { AttendanceRepository, KioskView, TimesheetAsk, TimesheetView } from './attendanceRepository';
import { AttendanceWrites } from './attendanceWrites';
import * as sql from './attendanceSql';
import * as tableSql from './attendanceTableSql';
import type { ClockOutcome, NewClock } from '../recordClock';
import { clockInTables } from './postgresClockIn';
import { approveInTables } from './postgresApproval';
import type { ApprovalWrite, NewApproval } from '../approveDay';
import { settleFromTables } from './postgresSettle';

export class PostgresAttendance extends AttendanceWrites implements AttendanceRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
    /** This process's reads of the typed tables' counters (the store's): told of each write. */
    private readonly wrote: () => void,
  ) {
    super(store);
  }

  override async recordClock(clock: NewClock): Promise<ClockOutcome> {
    try {
      return await clockInTables(this.pool, this.store.data, clock);
    } finally {
      this.wrote();
    }
  }

  override async approve(approval: NewApproval): Promise<ApprovalWrite> {
    try {
      return await approveInTables(this.pool, this.store.data, approval);
    } finally {
      this.wrote();
    }
  }

  override async settle(nowMs: number): Promise<number> {
    const written = await settleFromTables(this.pool, nowMs);
    // Most rounds write nothing: the counters read with the head stay good then.
    if (written > 0) this.wrote();
    return written;
  }

  async kiosk(appId: string, std: string, openSince: string): Promise<KioskView | undefined> {
    const { rows: sites } = await namedQuery<{ doc: SiteRecord }>(this.pool, sql.SITE, [appId, std]);
    const site = sites[0]?.doc;
    if (!site) return undefined;
    const { rows } = await namedQuery<{ doc: EmployeeRecord }>(this.pool, sql.SITE_EMPLOYEES, [appId, std]);
    const employees = rows.map((row) => row.doc);
    const onSite = employees.map((employee) => ({ emd: employee.emd }));
    const { rows: recent } = await namedQuery<RecentClock>(this.pool, tableSql.RECENT_CLOCKS, [appId, std, openSince]);
    const { rows: faces } = await namedQuery<{ emd: string; descriptors: number[][] }>(this.pool, sql.DESCRIPTORS, [
      appId,
      employees.map((employee) => employee.emd),
    ]);
    return { site: { sd: site.sd, name: site.name }, employees: kioskEmployeesOf(onSite, employees, recent, faces) };
  }

  private async docs<T>(text: string, values: unknown[]): Promise<T[]> {
    const { rows } = await namedQuery<{ doc: T }>(this.pool, text, values);
    return rows.map((row) => row.doc);
  }

  async timesheet({ appId, std, sftd, from, to, nowMs }: TimesheetAsk): Promise<TimesheetView | undefined> {
    const [site] = await this.docs<SiteRecord>(sql.SITE, [appId, std]);
    const [shift] = await this.docs<ShiftRecord>(sql.SHIFT, [appId, std, sftd]);
    if (!site || !shift) return undefined;
    const [rosters, clocks, timesheet_approvals, shift_employees] = await Promise.all([
      this.docs<RosterRecord>(tableSql.SITE_ROSTER_DAYS, [appId, std, from, to]),
      this.docs<ClockRecord>(tableSql.TIMESHEET_CLOCKS, [appId, std, addDays(from, -1), addDays(to, 1)]),
      this.docs<TimesheetApprovalRecord>(tableSql.SHIFT_APPROVALS, [appId, sftd, from, to]),
      this.docs<ShiftEmployeeRecord>(sql.SHIFT_EMPLOYEES, [appId, sftd]),
    ]);
    const clock_records = [...new Map(clocks.map((record) => [record.id, record])).values()];
    const emds = new Set<string>();
    for (const roster of rosters)
      for (const assignment of roster.result?.assignments ?? []) emds.add(assignment.employeeId);
    for (const record of [...clock_records, ...timesheet_approvals, ...shift_employees]) emds.add(record.emd);
    const employees = await this.docs<EmployeeRecord>(sql.EMPLOYEES, [appId, [...emds]]);
    const state = { rosters, shifts: [shift], clock_records, timesheet_approvals, employees, shift_employees };
    return {
      site: { sd: site.sd, name: site.name },
      shift: { sftd, name: shift.name, start_time: shift.start_time, end_time: shift.end_time },
      employees: timesheetOf(state, { appId, std, shift, from, to, nowMs }),
    };
  }
}
