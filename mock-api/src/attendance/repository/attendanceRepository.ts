/**
 * The attendance domain's records (clock records, and the attendance days clocking decides), as
 * the attendance calls reach them: never the store object directly. Two implementations: the
 * embedded one over the store's state and PostgreSQL, whose reads are SQL on indexed rows. Writes
 * are the same on both: one store update each, deciding on the newest state inside it.
 */
import type { KioskEmployee, TimesheetRow } from '../../contract';
import type { ApprovalWrite, NewApproval } from '../approveDay';
import type { ClockOutcome, NewClock } from '../recordClock';

export interface KioskView {
  site: { sd: string; name: string };
  employees: KioskEmployee[];
}

/** A shift's timesheet for a period (attendance/timesheet.ts). */
export interface TimesheetAsk {
  appId: string;
  std: string;
  sftd: string;
  /** YYYY-MM-DD, both in. */
  from: string;
  to: string;
  nowMs: number;
}

export interface TimesheetView {
  site: { sd: string; name: string };
  shift: { sftd: string; name: string; start_time: string; end_time: string };
  employees: TimesheetRow[];
}

export interface AttendanceRepository {
  /**
   * The site's kiosk: the site and whom it may clock, with the site's clock records since
   * `openSince` (an ISO instant) telling who is clocked in; undefined when the app has no such site.
   */
  kiosk(appId: string, std: string, openSince: string): Promise<KioskView | undefined>;
  /** Records a clock-in or clock-out (recordClock.ts), in one write. */
  recordClock(clock: NewClock): Promise<ClockOutcome>;
  /** Decides the days clocking has settled at `nowMs` (settleAttendance.ts): resolves with the days written. */
  settle(nowMs: number): Promise<number>;
  /** The timesheet of a shift of the site (deleted or not); undefined when the site has no such shift. */
  timesheet(ask: TimesheetAsk): Promise<TimesheetView | undefined>;
  /** Keeps a manager's approval of a timesheet day (approveDay.ts), inside one store write. */
  approve(approval: NewApproval): Promise<ApprovalWrite>;
}
