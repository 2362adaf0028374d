/**
 * The approved days of a timesheet as a CSV file for payroll (papaparse, loaded on first use, as the
 * employee import does): one line per approved day, the newest approval's hours and reason, by
 * employee and date.
 */
import type { TimesheetResponse } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { hoursOf } from './timesheetDays';

export async function approvedCsv(sheet: Pick<TimesheetResponse, 'employees' | 'shift'>): Promise<string | null> {
  const rows: string[][] = [];
  for (const employee of sheet.employees)
    for (const day of employee.days) {
      if (!day.approval) continue;
      rows.push([
        `${employee.name} ${employee.surname}`,
        employee.employee_number,
        day.date,
        sheet.shift.name,
        hoursOf(day.rostered_minutes),
        hoursOf(day.worked_minutes),
        hoursOf(day.approval.minutes),
        day.approval.reason,
        day.approval.by,
        day.approval.at,
      ]);
    }
  if (rows.length === 0) return null;
  const { default: Papa } = await import(/* webpackChunkName: "papaparse" */ 'papaparse');
  return Papa.unparse({ fields: [...appMessages.attendance.timesheet.csvColumns], data: rows });
}

/** Offers the text as a file download. */
export function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
