/**
 * One page of the roster details of a calculated roster: every position, the page's employees
 * and their assigned days (pinned or not), and the day totals of the whole roster (each page).
 */
import type { RosterDetail, RosterDetailsResponse, RosterPosition } from '../../contract';
import type { Assignment, RosterModel, RosterResult } from '@times/roster-engine';
import type { RosterPin } from '../../store/types';
import { isPinned } from '../pins/rosterPins';
import type { DetailsCursor } from './detailsPage';
import { detailsPage } from './detailsPage';
import { rosterEmployees, rosterPositions } from './detailsRows';
import type { EmployeeNumberOf } from './detailsRows';
import { GENDER_COLOURS } from './genderColours';

export type RosterDetailsFigures = Omit<RosterDetailsResponse, 'status' | 'roster'>;

export interface RosterDetailsInput {
  model: RosterModel;
  result: RosterResult;
  /** The employee number shown for an emd (the app's employee record's, else the emd). */
  numberOf: EmployeeNumberOf;
  cursor: DetailsCursor;
  pageSize: number;
  /** The roster's pinned cells (rosters/pins). */
  pins: readonly RosterPin[];
}

/** The days of the page's employees (row ids), by row and date; entries on unknown positions or days are left out. */
function pageDetails(
  assignments: readonly Assignment[],
  rowOf: Map<string, number>,
  positions: readonly RosterPosition[],
  days: Set<string>,
  pins: readonly RosterPin[],
): RosterDetail[] {
  const positionOf = new Map(positions.map((position) => [position.rld, position.id]));
  const details: RosterDetail[] = [];
  for (const assignment of assignments) {
    const row = rowOf.get(assignment.employeeId);
    const position = positionOf.get(assignment.positionId);
    if (row === undefined || position === undefined || !days.has(assignment.date)) continue;
    details.push({
      employee_id: row,
      entry_date: assignment.date,
      employee_role_id: position,
      gender: assignment.gender,
      ...(isPinned(pins, assignment) ? { pinned: true } : {}),
    });
  }
  return details.sort((a, b) => a.employee_id - b.employee_id || a.entry_date.localeCompare(b.entry_date));
}

export function rosterDetailsOf({
  model,
  result,
  numberOf,
  cursor,
  pageSize,
  pins,
}: RosterDetailsInput): RosterDetailsFigures {
  const rows = rosterEmployees(model, numberOf);
  const positions = rosterPositions(model, result.summary.colors);
  const page = detailsPage(rows, cursor, pageSize);
  const rowOf = new Map(page.employees.map((row) => [row.emd, row.id]));
  return {
    ...GENDER_COLOURS,
    total_employees: rows.length,
    total_positions: positions.length,
    list_lst_id: page.list_lst_id,
    lst_count: page.lst_count,
    total_records: rows.length,
    positions,
    employees: page.employees,
    roster_details: pageDetails(result.assignments, rowOf, positions, new Set(model.days.map((day) => day.date)), pins),
    daily_totals: result.totals.daily_totals,
    daily_gender_totals: result.totals.daily_gender_totals,
  };
}
