/**
 * A roster to start the search from (`RosterModel.hint`, e.g. the days a site allocation keeps for
 * this shift) as the search's grid of position indexes: each hinted day whose employee may work it
 * here (availability, leave, exclusions, commitments), in a position they may work, within the day's
 * capacity; null when the model has no hint. Rows that break a run or period limit are dropped by
 * the search (RosterState.rowFeasible) before it starts.
 */
import type { RosterModel } from '../model/types';
import type { Compiled } from './compile';

export function hintGrid(model: RosterModel, c: Compiled): Int16Array | null {
  if (!model.hint?.length) return null;
  const employee = new Map(model.employees.map((one, e) => [one.id, e]));
  const day = new Map(model.days.map((one, d) => [one.date, d]));
  const position = new Map(model.positions.map((one, p) => [one.id, p]));
  const grid = new Int16Array(c.E * c.D).fill(-1);
  const perDay = new Int32Array(c.D);
  for (const cell of model.hint) {
    const e = employee.get(cell.employeeId);
    const d = day.get(cell.date);
    const p = position.get(cell.positionId);
    if (e === undefined || d === undefined || p === undefined) continue;
    const i = e * c.D + d;
    if (grid[i]! >= 0 || !c.allowed[i] || !c.canWork[e * c.P + p] || perDay[d]! >= c.cap[d]!) continue;
    grid[i] = p;
    perDay[d]!++;
  }
  return grid;
}
