/**
 * A roster laid out on the employee x day grid. Entries that cannot be placed (unknown employee,
 * date or position, or a second entry for the same employee and date) are kept aside as invalid:
 * the checker reports each as a QUALIFIED violation and leaves it out of everything else.
 */
import type { Assignment } from '../model/types';
import type { ModelIndex } from './modelIndex';

export type InvalidKind = 'unknown-employee' | 'unknown-date' | 'unknown-position' | 'duplicate';

export interface InvalidEntry {
  /** Index in the input assignments. */
  index: number;
  kind: InvalidKind;
}

export interface RosterGrid {
  /** Position index worked at e * nDays + d, or -1 when e is off on d. */
  readonly cell: Int32Array;
  /** Input index of the assignment at e * nDays + d, or -1. */
  readonly entry: Int32Array;
  /** Per day, the input indices of its valid assignments in input order. */
  readonly dayEntries: number[][];
  /** Per input assignment: its employee, day and position index, or -1 when it is invalid. */
  readonly entryEmployee: Int32Array;
  readonly entryDay: Int32Array;
  readonly entryPosition: Int32Array;
  /** Per employee, the number of days worked. */
  readonly daysWorked: Int32Array;
  readonly invalid: InvalidEntry[];
}

export function buildRosterGrid(index: ModelIndex, assignments: readonly Assignment[]): RosterGrid {
  const { nDays, nEmployees } = index;
  const cell = new Int32Array(nEmployees * nDays).fill(-1);
  const entry = new Int32Array(nEmployees * nDays).fill(-1);
  const dayEntries: number[][] = Array.from({ length: nDays }, () => []);
  const daysWorked = new Int32Array(nEmployees);
  const invalid: InvalidEntry[] = [];
  const entryEmployee = new Int32Array(assignments.length).fill(-1);
  const entryDay = new Int32Array(assignments.length).fill(-1);
  const entryPosition = new Int32Array(assignments.length).fill(-1);

  assignments.forEach((assignment, i) => {
    const e = index.employeeIndex.get(assignment.employeeId);
    if (e === undefined) return void invalid.push({ index: i, kind: 'unknown-employee' });
    const d = index.dayIndex.get(assignment.date);
    if (d === undefined) return void invalid.push({ index: i, kind: 'unknown-date' });
    const p = index.positionIndex.get(assignment.positionId);
    if (p === undefined) return void invalid.push({ index: i, kind: 'unknown-position' });
    const at = e * nDays + d;
    if ((entry[at] ?? -1) >= 0) return void invalid.push({ index: i, kind: 'duplicate' });
    cell[at] = p;
    entry[at] = i;
    entryEmployee[i] = e;
    entryDay[i] = d;
    entryPosition[i] = p;
    dayEntries[d]?.push(i);
    daysWorked[e] = (daysWorked[e] ?? 0) + 1;
  });

  return { cell, entry, dayEntries, entryEmployee, entryDay, entryPosition, daysWorked, invalid };
}
