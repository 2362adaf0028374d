/**
 * Request and response shapes of the attendance calls (issue 20, ours: the spec leaves the
 * timesheet a placeholder). Times are the site's wall clock, 'YYYY-MM-DDTHH:MM', as the kiosk at
 * the site saw them; `instant` is the same moment as an ISO timestamp.
 */
import type { ApiResponse } from './types';

/** 'in' or 'out'. */
export type ClockKind = 'in' | 'out';
/** How the kiosk knew the employee: their face, or their employee number typed in. */
export type ClockMethod = 'face' | 'number';

/** /api/attd/20101: the kiosk of a site. */
export interface KioskRequest {
  std: string;
}

/** An active employee on a shift of the site: whom the kiosk may clock. */
export interface KioskEmployee {
  empd: string;
  name: string;
  surname: string;
  /** '' when the employee has none. */
  employee_number: string;
  /** 1 when their latest clock record at the site is a clock-in of the last 16 hours: the kiosk offers a clock-out. */
  clocked_in: 0 | 1;
  /** Their face descriptors (128 numbers each), to recognise them by; none until their face is captured. */
  descriptors: number[][];
}

/** A site whose timesheet the user may see, with its shifts (deleted ones too: their timesheets stay). */
export interface AttendanceSite {
  sd: string;
  name: string;
  /** 1: may run its kiosk and approve its timesheet days (the site's timesheet isCreate). */
  isCreate: 0 | 1;
  /** Newest first. */
  shifts: { sftd: string; name: string; deleted: 0 | 1 }[];
}

/** /api/attd/20103: the sites whose timesheet the user may see (isView or isCreate), by name. */
export interface AttendanceSitesResponse extends ApiResponse {
  sites: AttendanceSite[];
}

export interface KioskResponse extends ApiResponse {
  site: { sd: string; name: string };
  employees: KioskEmployee[];
}

/** /api/attd/20102: a clock-in or clock-out at the site's kiosk. */
export interface ClockRequest {
  std: string;
  empd: string;
  kind: ClockKind;
  /** The site's wall clock, 'YYYY-MM-DDTHH:MM'. */
  at: string;
  /** The same moment, ISO (the kiosk's clock): at most 5 minutes ahead of the server, at most 7 days old. */
  instant: string;
  method: ClockMethod;
  /** The kiosk's own id of the record (8 to 64 letters, digits, '-' or '_'): sent again, it is recorded once. */
  ref: string;
  /** A small JPEG as a data URL ('' without a camera). */
  photo: string;
}

/** The record as stored: the shift it was taken for ('' when none of the employee's rostered shifts takes it). */
export interface ClockRecorded {
  ref: string;
  kind: ClockKind;
  at: string;
  sftd: string;
  /** The shift's name ('' unrostered). */
  shift: string;
  /** A clock-in more than 5 minutes after the shift's start (1), or not (0). */
  late: 0 | 1;
}

export interface ClockResponse extends ApiResponse {
  clock: ClockRecorded;
}

/** A manager's approval of a timesheet day: the minutes worked as approved, why, who and when (ISO). */
export interface TimesheetApproval {
  minutes: number;
  reason: string;
  /** 'Name Surname' of the manager. */
  by: string;
  at: string;
}

/**
 * present, absent, expected (the shift has not ended), unrostered (clocked without a rostered shift),
 * off (nothing rostered or clocked: only an approval).
 */
export type TimesheetStatus = 'present' | 'absent' | 'expected' | 'unrostered' | 'off';

/** One employee's day on the timesheet. */
export interface TimesheetDay {
  date: string;
  rostered_minutes: number;
  worked_minutes: number;
  status: TimesheetStatus;
  late: 0 | 1;
  early_leave: 0 | 1;
  missing_out: 0 | 1;
  /** The first clock-in and the last clock-out, 'YYYY-MM-DDTHH:MM' ('' for none). */
  first_in: string;
  last_out: string;
  /** The newest approval (null: not approved). */
  approval: TimesheetApproval | null;
  /** Every approval of the day, newest first: the audit trail. */
  history: TimesheetApproval[];
}

export interface TimesheetRow {
  empd: string;
  name: string;
  surname: string;
  employee_number: string;
  /** Only the days with something: rostered, clocked or approved; by date. */
  days: TimesheetDay[];
}

/** /api/attd/20104. */
export interface TimesheetRequest {
  std: string;
  sftd: string;
  start_date: string;
  end_date: string;
}

export interface TimesheetResponse extends ApiResponse {
  site: { sd: string; name: string };
  shift: { sftd: string; name: string; start_time: string; end_time: string };
  start_date: string;
  end_date: string;
  employees: TimesheetRow[];
}

/** /api/attd/20105. */
export interface TimesheetApproveRequest {
  std: string;
  sftd: string;
  empd: string;
  date: string;
  worked_minutes: number;
  reason: string;
}

export interface TimesheetApproveResponse extends ApiResponse {
  approval: TimesheetApproval;
}
