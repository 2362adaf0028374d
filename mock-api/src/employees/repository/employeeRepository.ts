/**
 * The employees domain's records (employees, their leave days, the attendance behind the list
 * figures), as the employee routes reach them: never the store object directly. Two
 * implementations: the embedded one over the store's state (embeddedEmployees.ts) and PostgreSQL,
 * whose reads are SQL on indexed rows (postgresEmployees.ts). Writes are the same on both: one
 * store update each, deciding on the newest state inside it (employeeWrites.ts).
 */
import type { ChartItem, EmployeeFields, ImportResult, ImportRow } from '../../contract';
import type { AppRecord, EmployeeRecord, LeaveRecord } from '../../store/types';
import type { Figures } from '../attendance';
import type { ImportCountry } from '../importRows';
import type { Cursor, ListQuery, PageMarks } from '../paging';

/** An employee as the list and the details show it: its record, its figures and whether it has a photo. */
export interface ShownEmployee {
  record: EmployeeRecord;
  figures: Figures;
  hasImage: 0 | 1;
}

export interface EmployeePage extends PageMarks {
  employees: ShownEmployee[];
}

export interface EmployeeListQuery extends ListQuery {
  srch_word: string;
}

export interface EmployeeStatistics {
  total_employees: number;
  age_group: ChartItem[];
  gender_totals: ChartItem[];
}

/** What an add decided (the add call's answer). */
export type EmployeeAdd =
  | { status: 'OK'; emd: string }
  | { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' }
  | { status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED' };

/** What an update decided (the update call's answer). */
export type EmployeeUpdate =
  { status: 'OK' } | { status: 'EMPLOYEE_DOES_NOT_EXIST' } | { status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' };

export type LeaveAdd = 'added' | 'exists' | 'no-employee';

export interface EmployeeRepository {
  /** The employee of the app with that public id. */
  find(appId: string, emd: string): Promise<EmployeeRecord | undefined>;
  /** The app's employee records with these emds, in the order they were written (a calculation's model). */
  ofEmds(appId: string, emds: readonly string[]): Promise<EmployeeRecord[]>;
  /** The employee with its figures at `nowMs` and its photo mark. */
  shown(appId: string, emd: string, nowMs: number): Promise<ShownEmployee | undefined>;
  /** A page of the list (employees/listFilter.ts, paging.ts): page 1, or the page after `cursor`. */
  page(appId: string, query: EmployeeListQuery, cursor: Cursor | null, nowMs: number): Promise<EmployeePage>;
  /** Up to `limit` employees matching a normalized search word, by full name (then id). */
  search(appId: string, word: string, limit: number): Promise<EmployeeRecord[]>;
  /** The statistics card at `today` (YYYY-MM-DD). */
  statistics(appId: string, today: string): Promise<EmployeeStatistics>;
  /** The country list has this country (an employee's or an import's). */
  isKnownCountry(countryId: number): Promise<boolean>;
  /** The employee's leave days by day; undefined when the app has no such employee. */
  leaves(appId: string, emd: string): Promise<LeaveRecord[] | undefined>;
  /** The app's leave days from `from` to `to` (YYYY-MM-DD, both in): a calculation's period. */
  leaveDaysIn(appId: string, from: string, to: string): Promise<LeaveRecord[]>;

  add(app: AppRecord, fields: EmployeeFields, nowMs: number): Promise<EmployeeAdd>;
  update(appId: string, emd: string, fields: EmployeeFields): Promise<EmployeeUpdate>;
  /** Sets user_status; false when the app has no such employee. */
  setStatus(appId: string, emd: string, userStatus: number): Promise<boolean>;
  /** Removes the employee with what belongs to it (employees/remove.ts); false when there is none. */
  remove(appId: string, emd: string): Promise<boolean>;
  /** Plans and stores an import batch in one write (employees/importRows.ts). */
  import(app: AppRecord, rows: readonly ImportRow[], country: ImportCountry, nowMs: number): Promise<ImportResult[]>;
  addLeave(appId: string, emd: string, day: string): Promise<LeaveAdd>;
  /** Removes a leave day; false when the app has no such leave day. */
  removeLeave(appId: string, lvdd: string): Promise<boolean>;
}
