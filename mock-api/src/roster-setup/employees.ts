/**
 * Employees of a shift (spec 002 sections 3, 5, 7: roster_shift_employees, collection
 * shift_employees). An employee of the app is on a shift at most once, in one of the shift's
 * positions (rld). mon … hld are exclusion flags (1 = not rostered that day).
 *
 * The list (/api/rstgen/34522) is ordered by (name key, created_at, id), all ascending: the name
 * key is the full name (name surname) lower-cased, created_at the moment the employee was put on
 * the shift, id the tie-breaker. The cursor is the last row sent (lst_name its name key, lst_date
 * its created_at, lst_count its id); pg 2 answers the rows strictly after it. Being a position in
 * a total order, it never repeats or skips a row. flt 1 searches srch_word (trimmed, any case) in
 * the name, the surname, the full name and the employee number; flt 0 lists all.
 *
 * The summary: total_required is the sum over the shift's positions of each position's largest
 * per-day count (the most people a position needs on one day); total_employees, total_males,
 * total_females count the whole shift (not the search); mon … hld count the shift employees not
 * excluded on that day.
 */
import type { ShiftEmployee, ShiftEmployeeDetails, ShiftEmployeeFields, ShiftEmployeesSummary } from '../contract';
import type { Figures } from '../employees/attendance';
import { NO_FIGURES } from '../employees/attendance';
import { ageOn, dayAt } from '../employees/days';
import { fullName } from '../employees/employees';
import { minuteOf } from '../routes/context';
import type { DbState, EmployeeRecord, ShiftEmployeeRecord } from '../store/types';
import {
  SHIFT_DAYS,
  SHIFT_EMPLOYEE_PAGE_SIZE,
  ShiftEmployeeFilter,
  ShiftEmployeePage,
} from '@times/shared-sdk/schemas';
import type { ShiftEmployeeListQuery } from '@times/shared-sdk/schemas';
import type { DayNumbers } from './positions';
import { shiftEmployeesOf, shiftPositionsOf } from './positions';

export const findShiftEmployee = (
  state: DbState,
  appId: string,
  std: string,
  sftd: string,
  rshftempd: string,
): ShiftEmployeeRecord | undefined =>
  (state.shift_employees ?? []).find(
    (record) => record.app_id === appId && record.std === std && record.sftd === sftd && record.rshftempd === rshftempd,
  );

export const employeeOnShift = (
  state: DbState,
  appId: string,
  sftd: string,
  emd: string,
  exceptRshftempd = '',
): boolean =>
  shiftEmployeesOf(state, appId, sftd).some((record) => record.emd === emd && record.rshftempd !== exceptRshftempd);

/** The position is one of the shift's. */
export const isPositionOfShift = (state: DbState, appId: string, sftd: string, rld: string): boolean =>
  shiftPositionsOf(state, appId, sftd).some((position) => position.rld === rld);

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/** The stored fields of a validated shift employee form. */
export const shiftEmployeeFields = (
  input: Omit<ShiftEmployeeFields, 'apply_wrkng_days'> & { apply_wrkng_days: number },
): ShiftEmployeeFields => ({
  rld: input.rld,
  apply_wrkng_days: flag(input.apply_wrkng_days),
  monthly_hours: input.monthly_hours,
  weekly_hours: input.weekly_hours,
  dailly_hours: input.dailly_hours,
  ...(Object.fromEntries(SHIFT_DAYS.map((day) => [day, flag(input[day])])) as DayNumbers),
});

export interface RowContext {
  employees: ReadonlyMap<string, EmployeeRecord>;
  roleNames: ReadonlyMap<string, string>;
  figures: ReadonlyMap<string, Figures>;
  hasImage: (emd: string) => boolean;
  today: string;
}

export function rowContext(
  state: DbState,
  appId: string,
  nowMs: number,
  figures: ReadonlyMap<string, Figures>,
  hasImage: (emd: string) => boolean,
): RowContext {
  return {
    employees: new Map(
      state.employees.filter((employee) => employee.app_id === appId).map((employee) => [employee.emd, employee]),
    ),
    roleNames: new Map(
      state.positions.filter((position) => position.app_id === appId).map((position) => [position.rld, position.name]),
    ),
    figures,
    hasImage,
    today: dayAt(nowMs),
  };
}

export function toShiftEmployee(record: ShiftEmployeeRecord, rows: RowContext): ShiftEmployee {
  const employee = rows.employees.get(record.emd);
  const figures = rows.figures.get(record.emd) ?? NO_FIGURES;
  const age = employee ? ageOn(employee.date_of_birth, rows.today) : Number.NaN;
  return {
    id: record.id,
    emd: record.emd,
    rshftempd: record.rshftempd,
    name: employee?.name ?? '',
    surname: employee?.surname ?? '',
    mobile_no: employee?.mobile ?? '',
    employee_number: employee?.employee_number ?? '',
    days_present: figures.days_present,
    days_absent: figures.days_absent,
    employee_perfomance: figures.perfomance,
    idOrPass: employee?.idOrPass ?? '',
    gender: employee?.gender ?? 1,
    role_name: rows.roleNames.get(record.rld) ?? '',
    date_created: minuteOf(record.created_at),
    age: Number.isFinite(age) ? age : 0,
    hasImage: rows.hasImage(record.emd) ? 1 : 0,
  };
}

export const toShiftEmployeeDetails = (record: ShiftEmployeeRecord, rows: RowContext): ShiftEmployeeDetails => {
  const { dailly_hours, ...fields } = shiftEmployeeFields(record);
  return { ...toShiftEmployee(record, rows), ...fields, daily_hours: dailly_hours };
};

export function shiftSummary(
  state: DbState,
  appId: string,
  sftd: string,
  employees: ReadonlyMap<string, EmployeeRecord>,
): ShiftEmployeesSummary {
  const records = shiftEmployeesOf(state, appId, sftd);
  const genders = records.map((record) => employees.get(record.emd)?.gender);
  const days = Object.fromEntries(
    SHIFT_DAYS.map((day) => [day, records.filter((record) => record[day] !== 1).length]),
  ) as DayNumbers;
  return {
    total_required: shiftPositionsOf(state, appId, sftd).reduce(
      (sum, position) => sum + Math.max(...SHIFT_DAYS.map((day) => position[day])),
      0,
    ),
    total_employees: records.length,
    total_males: genders.filter((gender) => gender === 1).length,
    total_females: genders.filter((gender) => gender === 2).length,
    ...days,
  };
}

/* Keyset paging */

interface Row {
  record: ShiftEmployeeRecord;
  nameKey: string;
  createdMs: number;
}

export interface ShiftEmployeeCursor {
  name: string;
  dateMs: number;
  id: number;
}

const nameKeyOf = (employee: EmployeeRecord | undefined): string => (employee ? fullName(employee).toLowerCase() : '');

const compare = (a: Row, b: { nameKey: string; createdMs: number; id: number }): number =>
  (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0) || a.createdMs - b.createdMs || a.record.id - b.id;

/** The cursor of a pg 2 query; null when lst_date is not a date. */
export function shiftEmployeeCursor(query: ShiftEmployeeListQuery): ShiftEmployeeCursor | null {
  const dateMs = Date.parse(query.lst_date);
  if (Number.isNaN(dateMs)) return null;
  return { name: query.lst_name.toLowerCase(), dateMs, id: query.lst_count };
}

const matches = (employee: EmployeeRecord | undefined, word: string): boolean => {
  if (!word) return true;
  if (!employee) return false;
  const needle = word.toLowerCase();
  return [employee.name, employee.surname, fullName(employee), employee.employee_number].some((value) =>
    value.toLowerCase().includes(needle),
  );
};

export interface ShiftEmployeePage {
  ttl: number;
  lst_count: number;
  lst_date: string;
  lst_name: string;
  records: ShiftEmployeeRecord[];
}

export function pageOfShiftEmployees(
  records: readonly ShiftEmployeeRecord[],
  employees: ReadonlyMap<string, EmployeeRecord>,
  query: ShiftEmployeeListQuery,
  cursor: ShiftEmployeeCursor | null,
  size = SHIFT_EMPLOYEE_PAGE_SIZE,
): ShiftEmployeePage {
  const word = query.flt === ShiftEmployeeFilter.SEARCH ? query.srch_word : '';
  const rows: Row[] = records
    .filter((record) => matches(employees.get(record.emd), word))
    .map((record) => ({
      record,
      nameKey: nameKeyOf(employees.get(record.emd)),
      createdMs: Date.parse(record.created_at),
    }));
  const next = query.pg === ShiftEmployeePage.NEXT && cursor;
  const remaining = next
    ? rows.filter((row) => compare(row, { nameKey: cursor.name, createdMs: cursor.dateMs, id: cursor.id }) > 0)
    : rows;
  const page = remaining
    .sort((a, b) => compare(a, { nameKey: b.nameKey, createdMs: b.createdMs, id: b.record.id }))
    .slice(0, size);
  const last = page.at(-1);
  if (!last) {
    // An empty page keeps the cursor it was asked with.
    return next
      ? {
          ttl: rows.length,
          lst_count: query.lst_count,
          lst_date: query.lst_date,
          lst_name: query.lst_name,
          records: [],
        }
      : { ttl: rows.length, lst_count: 0, lst_date: '', lst_name: '', records: [] };
  }
  const employee = employees.get(last.record.emd);
  return {
    ttl: rows.length,
    lst_count: last.record.id,
    lst_date: new Date(last.createdMs).toISOString(),
    lst_name: employee ? fullName(employee) : '',
    records: page.map((row) => row.record),
  };
}
