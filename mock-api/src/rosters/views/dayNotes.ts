/**
 * What a roster did with its employees' availability, as the statistics details list it
 * (RosterDayNote): the engine's notes of its current assignments (so a swap or move is reflected),
 * with the employee's name from the model, in the engine's order (employee, weekdays, then dates).
 */
import type { RosterDayNote } from '../../contract';
import type { Assignment, RosterModel } from '@times/roster-engine';
import { availabilityNotes } from '@times/roster-engine';
import { modelNames } from './modelNames';

export function rosterDayNotes(model: RosterModel, assignments: readonly Assignment[]): RosterDayNote[] {
  const names = modelNames(model);
  return availabilityNotes(model, assignments).map((note) => ({
    employee_name: names.employeeName(note.employeeId),
    entry_date: note.date ?? '',
    reason: note.reason,
  }));
}
