/**
 * A calendar cell of an edit call ({empd, entry_date}) as the engine's Cell, when it lies on the
 * roster: an employee of the model on a day of the period. Anything else is ENTRY_NOT_FOUND.
 */
import type { Cell, RosterModel } from '@times/roster-engine';

export function modelCell(model: RosterModel, empd: string, date: string): Cell | null {
  const known = model.employees.some((employee) => employee.id === empd) && model.days.some((day) => day.date === date);
  return known ? { employeeId: empd, date } : null;
}
