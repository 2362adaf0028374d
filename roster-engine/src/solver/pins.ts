/**
 * Pinned assignments (RosterModel.pinned): the search plans around them and never changes them.
 * They leave the search's grid altogether: each pin becomes a day the employee works "elsewhere"
 * (a commitment with this shift's times and the employee's daily hours, so it counts for the days
 * in a row, the rest, the weekends and the hour targets and limits exactly as a day here would),
 * its slot's need and its day's capacity shrink by one, and the employee's MAX_SHIFTS by one. The
 * search's roster plus the pins is the answer, scored on the whole model (solver/output.ts); the
 * hard rules a pin breaks (the search never places it, so it cannot refuse it) are the checker's.
 */
import { addDays } from '../calendar/dates';
import { checkRoster } from '../checker';
import type { Commitment, EngineEmployee, PinnedDay, RosterModel } from '../model/types';
import { compileModel } from './compile';
import { scoreOf, toAssignments } from './output';
import { RosterState } from './state';
import type { SearchResult } from './searchRoster';

/** A pin as indexes of the model: employee, day, position. */
interface PinCell {
  pin: PinnedDay;
  e: number;
  d: number;
  p: number;
}

/** The model's pins it can place (known employee, date and position), one per employee and date. */
export function pinCells(model: RosterModel): PinCell[] {
  if (!model.pinned?.length) return [];
  const employee = new Map(model.employees.map((one, e) => [one.id, e]));
  const day = new Map(model.days.map((one, d) => [one.date, d]));
  const position = new Map(model.positions.map((one, p) => [one.id, p]));
  const seen = new Set<number>();
  const out: PinCell[] = [];
  for (const pin of model.pinned) {
    const e = employee.get(pin.employeeId);
    const d = day.get(pin.date);
    const p = position.get(pin.positionId);
    if (e === undefined || d === undefined || p === undefined) continue;
    const cell = e * model.days.length + d;
    if (seen.has(cell)) continue;
    seen.add(cell);
    out.push({ pin, e, d, p });
  }
  return out;
}

/** The model the search sees: the pins as days worked elsewhere (see the file's comment). */
export function modelAroundPins(model: RosterModel, cells: readonly PinCell[]): RosterModel {
  const D = model.days.length;
  const pinnedCell = new Set(cells.map((cell) => cell.e * D + cell.d));
  const perEmployee = new Map<number, number>();
  for (const cell of cells) perEmployee.set(cell.e, (perEmployee.get(cell.e) ?? 0) + 1);
  const asCommitment = (cell: PinCell): Commitment => {
    const employee = model.employees[cell.e]!;
    const start = model.shiftTimes?.start ?? '00:00';
    const end = model.shiftTimes?.end ?? '00:00';
    const next = end <= start ? addDays(cell.pin.date, 1) : cell.pin.date;
    return {
      employeeId: employee.id,
      date: cell.pin.date,
      start: `${cell.pin.date}T${start}`,
      end: `${next}T${end}`,
      hours: employee.dailyHours,
      restHours: 0,
      where: 'a pinned day',
    };
  };
  const fewerShifts = (employee: EngineEmployee, e: number): EngineEmployee => {
    const pins = perEmployee.get(e) ?? 0;
    const max = employee.availability?.maxShifts;
    if (pins === 0 || max === undefined) return employee;
    return { ...employee, availability: { ...employee.availability!, maxShifts: Math.max(0, max - pins) } };
  };
  const employeeIndex = new Map(model.employees.map((one, e) => [one.id, e]));
  const dayIndex = new Map(model.days.map((one, d) => [one.date, d]));
  return {
    ...model,
    pinned: undefined,
    employees: model.employees.map(fewerShifts),
    commitments: [...(model.commitments ?? []), ...cells.map(asCommitment)],
    hint: model.hint?.filter(
      (one) => !pinnedCell.has((employeeIndex.get(one.employeeId) ?? -1) * D + (dayIndex.get(one.date) ?? -D)),
    ),
  };
}

/** Pins per slot (p * D + d): what the search's need and capacity leave to the pins. */
export function reservedSlots(model: RosterModel, cells: readonly PinCell[]): Int32Array {
  const D = model.days.length;
  const reserved = new Int32Array(model.positions.length * D);
  for (const cell of cells) reserved[cell.p * D + cell.d]!++;
  return reserved;
}

/**
 * The search around the pins: `search` runs on modelAroundPins; the answer is its roster plus the
 * pins, scored on the whole model (the hard count is the checker's: it includes the pins' own
 * conflicts, which the search's states cannot see).
 */
export function searchAroundPins(
  model: RosterModel,
  search: (inner: RosterModel, reserved: Int32Array) => SearchResult,
): SearchResult {
  const cells = pinCells(model);
  const inner = search(modelAroundPins(model, cells), reservedSlots(model, cells));
  const whole: RosterModel = { ...model, pinned: undefined };
  const c = compileModel(whole);
  const state = new RosterState(c);
  for (const cell of cells) state.set(cell.e, cell.d, cell.p);
  const employee = new Map(model.employees.map((one, e) => [one.id, e]));
  const day = new Map(model.days.map((one, d) => [one.date, d]));
  const position = new Map(model.positions.map((one, p) => [one.id, p]));
  for (const one of inner.assignments) {
    state.set(employee.get(one.employeeId)!, day.get(one.date)!, position.get(one.positionId)!);
  }
  state.commit();
  const assignments = toAssignments(whole, c, state);
  const score = { ...scoreOf(whole, state), hard: checkRoster(whole, assignments).score.hard };
  return { ...inner, assignments, score };
}
