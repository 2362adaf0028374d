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

/** /api/attd/20103: the sites the user may run a kiosk at (the site's timesheet isCreate), by name. */
export interface KioskSitesResponse extends ApiResponse {
  sites: { sd: string; name: string }[];
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
