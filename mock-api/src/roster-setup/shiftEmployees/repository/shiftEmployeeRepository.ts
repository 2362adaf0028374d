/**
 * The shift employees domain's records (the employees put on a shift, their availability and their
 * calendar links, with the employees, positions, figures and photo marks a shift employee's row
 * shows), as the shift employee routes reach them: never the store object directly. Two
 * implementations: the embedded one over the store's state (embeddedShiftEmployees.ts) and
 * PostgreSQL, whose reads are SQL on indexed rows (postgresShiftEmployees.ts). Writes are the same
 * on both: one store update each, deciding on the newest state inside it (shiftEmployeeWrites.ts).
 */
import type {
  EmployeeAvailability,
  EmployeeShiftOption,
  ShiftEmployee,
  ShiftEmployeeDetails,
  ShiftEmployeeFields,
  ShiftEmployeesSummary,
} from '../../../contract';
import type { RouteContext } from '../../../routes/context';
import type { CalendarLinkRecord, EmployeeAvailabilityRecord, ShiftEmployeeRecord } from '../../../store/types';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import type { ShiftEmployeeCursor } from '../../employees';

/** A shift employee as the calls name it: on shift `sftd` of site `std`. */
export interface ShiftEmployeeRef {
  std: string;
  sftd: string;
  rshftempd: string;
}

/** A page of a shift's employees (roster-setup/employees.ts), with the shift's summary. */
export interface ShiftEmployeeListPage {
  ttl: number;
  lst_count: number;
  lst_date: string;
  lst_name: string;
  summary: ShiftEmployeesSummary;
  rows: ShiftEmployee[];
}

/** Why a call naming a shift employee found none: the shift is not live, or the employee is not on it. */
export type NotFound = 'no-shift' | 'no-employee';

/** What an add decided (the add call's answer). */
export type ShiftEmployeeAdd =
  | { status: 'added'; rshftempd: string }
  | { status: 'no-shift' | 'no-employee' | 'deactivated' | 'no-position' | 'on-shift' };

export type ShiftEmployeeUpdate = 'updated' | NotFound | 'no-position';

/** `foreign-shift`: a forbidden succession names a shift the employee is not on (its field). */
export type AvailabilitySave = { status: 'saved' } | { status: NotFound } | { status: 'foreign-shift'; field: string };

export type CalendarLinkCreate =
  { status: 'created'; token: string; record: CalendarLinkRecord } | { status: NotFound };

export interface ShiftEmployeeRepository {
  /** The app has a live shift `sftd` on its site `std` (what every call naming {std, sftd} needs). */
  liveShift(appId: string, std: string, sftd: string): Promise<boolean>;
  /** The shift employee of the app on that shift of that site. */
  find(appId: string, ref: ShiftEmployeeRef): Promise<ShiftEmployeeRecord | undefined>;
  /** The shift employee's details row at `nowMs` (its employee, position, figures and photo mark). */
  details(appId: string, record: ShiftEmployeeRecord, nowMs: number): Promise<ShiftEmployeeDetails>;
  /** A page of the shift's employees (page 1, or the page after `cursor`) and the shift's summary. */
  page(
    appId: string,
    query: ShiftEmployeeListQuery,
    cursor: ShiftEmployeeCursor | null,
    nowMs: number,
  ): Promise<ShiftEmployeeListPage>;
  /** The live shifts the employee is on at the app's sites, by site name then shift name. */
  employeeShifts(appId: string, emd: string): Promise<EmployeeShiftOption[]>;
  /** The shift employee records of these shifts (a calculation's model), in the order they were put on. */
  ofShifts(appId: string, sftds: readonly string[]): Promise<ShiftEmployeeRecord[]>;
  /** The places on shifts of these employees (the sites they work at: a manager's requests, My Times). */
  ofEmployees(appId: string, emds: readonly string[]): Promise<ShiftEmployeeRecord[]>;
  /** The availability records of these employees, in the order they were written (a calculation's model). */
  availabilitiesOf(appId: string, emds: readonly string[]): Promise<EmployeeAvailabilityRecord[]>;
  /** The employee's availability record. */
  availability(appId: string, emd: string): Promise<EmployeeAvailabilityRecord | undefined>;
  /** The employee's live calendar link at `nowMs`. */
  calendarLink(appId: string, emd: string, nowMs: number): Promise<CalendarLinkRecord | undefined>;
  /** The live link a feed's token opens, of any app (calendar/feedRoute.ts). */
  calendarLinkOfToken(token: string, nowMs: number): Promise<CalendarLinkRecord | undefined>;

  /** Puts an active employee of the app on a live shift, in one of the shift's positions, once. */
  add(
    appId: string,
    shift: { std: string; sftd: string },
    emd: string,
    fields: ShiftEmployeeFields,
    nowMs: number,
  ): Promise<ShiftEmployeeAdd>;
  /** Changes a shift employee's position (one of the shift's), hours and days. */
  update(appId: string, ref: ShiftEmployeeRef, fields: ShiftEmployeeFields): Promise<ShiftEmployeeUpdate>;
  /** Takes the employee off the shift. */
  remove(appId: string, ref: ShiftEmployeeRef): Promise<'removed' | NotFound>;
  /** Replaces the employee's availability as the shift's screen saves it (roster-setup/availability.ts). */
  saveAvailability(appId: string, ref: ShiftEmployeeRef, input: EmployeeAvailability): Promise<AvailabilitySave>;
  /** A new calendar link for the shift employee's employee (the previous one stops working). */
  createCalendarLink(
    appId: string,
    ref: ShiftEmployeeRef,
    userId: number,
    ctx: RouteContext,
  ): Promise<CalendarLinkCreate>;
  /** Revokes the shift employee's employee's calendar links. */
  revokeCalendarLink(appId: string, ref: ShiftEmployeeRef): Promise<'revoked' | NotFound>;
}
