/**
 * The roster as payroll reads it: one record per assignment, the employees in the grid's order
 * and each one's days by date, with the employee's number, name and surname, the position's name
 * and code, the date, the shift's start and end (the end on the next day for a night shift) and
 * hours, and the site and shift names. Pure: the CSV text is written by rosterCsv.
 */
import type { RosterHeader } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import type { RosterDetailsData } from '../roster-calendar/loadRosterDetails';
import { shiftSpan } from './shiftSpan';

const columns = appMessages.rosters.exports.csv.columns;

/** The file's columns in order: the header line is their catalogue texts. */
export const CSV_COLUMNS = [
  'employeeNumber',
  'name',
  'surname',
  'position',
  'positionCode',
  'date',
  'start',
  'end',
  'hours',
  'site',
  'shift',
] as const satisfies readonly (keyof typeof columns)[];

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

export const CSV_HEADER: readonly string[] = CSV_COLUMNS.map((column) => columns[column]);

export type CsvRosterData = Pick<RosterDetailsData, 'employees' | 'positions' | 'roster_details'>;

export function rosterCsvRecords(header: RosterHeader, data: CsvRosterData): CsvRecord[] {
  const positions = new Map(data.positions.map((position) => [position.id, position]));
  const order = new Map(data.employees.map((employee, index) => [employee.id, index]));
  const employees = new Map(data.employees.map((employee) => [employee.id, employee]));
  return data.roster_details
    .filter((detail) => employees.has(detail.employee_id))
    .sort(
      (a, b) =>
        (order.get(a.employee_id) ?? 0) - (order.get(b.employee_id) ?? 0) || a.entry_date.localeCompare(b.entry_date),
    )
    .map((detail) => {
      const employee = employees.get(detail.employee_id)!;
      const position = positions.get(detail.employee_role_id);
      const span = shiftSpan(detail.entry_date, header.shift_start, header.shift_end);
      return {
        employeeNumber: employee.employee_number || employee.emd,
        name: employee.name,
        surname: employee.surname,
        position: position?.name ?? '',
        positionCode: position?.role_abbrvtn ?? '',
        date: detail.entry_date,
        start: span.start,
        end: span.end,
        hours: span.hours,
        site: header.site_name,
        shift: header.shift_name,
      };
    });
}
