/**
 * Who can cover an open place (a position on a date, e.g. after an absence): every employee who may
 * take it without breaking a hard rule (qualified, free that day here and elsewhere, within the
 * capacity, their runs and their period limits), ranked by what the roster's score (SCORING.md)
 * gains or loses with them on it, with the reasons in words; and those who may not, with why.
 * Incremental (the search's RosterState: one cell set and undone per employee), so a 300 x 31
 * roster answers in milliseconds; the cost equals the checker's score difference.
 */
import type { CheckContext } from '../checker/context';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import { reasonOff } from '../explain/uncoveredReasons';
import { firstName, pronounOf } from '../explain/words';
import type { Assignment, RosterModel } from '../model/types';
import { compileModel } from '../solver/compile';
import type { Compiled } from '../solver/compile';
import { RosterState } from '../solver/state';
import { candidateWords as say } from './candidateWords';

export interface CoverSlot {
  positionId: string;
  date: string;
}

export interface CoverCandidate {
  employeeId: string;
  /** The change of the roster's total score with them on the place (negative: better). */
  cost: number;
  /** Their hours in the period (this roster) with the place. */
  hours: number;
  /** True when they would work it as a reliever (not their own position). */
  relieves: boolean;
  reasons: string[];
}

export interface CoverExclusion {
  employeeId: string;
  /** Why they may not take the place, e.g. 'he works the Night shift'. */
  reason: string;
}

export interface CoverAnswer {
  /** Best first (lowest cost; equal costs by name). */
  candidates: CoverCandidate[];
  /** Employees qualified for the position who may not take it. */
  excluded: CoverExclusion[];
}

/** The search's state of a roster (assignments outside the model are left out). */
export function stateOf(model: RosterModel, c: Compiled, assignments: readonly Assignment[]): RosterState {
  const state = new RosterState(c);
  const employee = new Map(model.employees.map((one, e) => [one.id, e]));
  const day = new Map(model.days.map((one, d) => [one.date, d]));
  const position = new Map(model.positions.map((one, p) => [one.id, p]));
  for (const a of assignments) {
    const e = employee.get(a.employeeId);
    const d = day.get(a.date);
    const p = position.get(a.positionId);
    if (e !== undefined && d !== undefined && p !== undefined && state.asg[e * c.D + d]! < 0) state.set(e, d, p);
  }
  state.commit();
  return state;
}

/** The phrases for what changed between two states' counters (before → after). */
function reasonsOf(
  model: RosterModel,
  c: Compiled,
  before: Snapshot,
  state: RosterState,
  e: number,
  p: number,
): string[] {
  const reasons: string[] = [];
  const position = model.positions[p]!;
  if (state.uncovered < before.uncovered) reasons.push(say.covers(position.name));
  if (p !== c.own[e]) reasons.push(say.relieves(position.name));
  if (c.hasTarget[e] && c.wHours > 0) {
    const target = c.target[e]!;
    const worked = state.worked[e]!;
    reasons.push(
      state.hourDeviation < before.hourDeviation ? say.towardTarget(worked, target) : say.pastTarget(worked, target),
    );
  }
  if (c.wFair > 0 && state.sundays[e]! > before.sundays) reasons.push(say.sundays(state.sundays[e]!));
  if (c.wWeekend > 0 && state.weekendSplits < before.weekendSplits) reasons.push(say.completesWeekend);
  if (c.wWeekend > 0 && state.weekendSplits > before.weekendSplits) reasons.push(say.splitsWeekend);
  if (state.overtimeDays > before.overtimeDays) reasons.push(say.overtime);
  if (c.wRequests > 0 && state.requestPenalty < before.requestPenalty) reasons.push(say.askedToWork);
  if (c.wRequests > 0 && state.requestPenalty > before.requestPenalty) reasons.push(say.askedOff);
  reasons.push(say.hours(state.worked[e]! * model.employees[e]!.dailyHours));
  return reasons;
}

interface Snapshot {
  uncovered: number;
  hourDeviation: number;
  weekendSplits: number;
  overtimeDays: number;
  requestPenalty: number;
  sundays: number;
}

/** An employee's 'name surname' by id, to order equal costs by name (cover candidates, swap partners). */
export function fullNames(model: RosterModel): (id: string) => string {
  const names = new Map(model.employees.map((one) => [one.id, `${one.name} ${one.surname}`]));
  return (id) => names.get(id) ?? '';
}

export function coverCandidates(model: RosterModel, assignments: readonly Assignment[], slot: CoverSlot): CoverAnswer {
  const c = compileModel(model);
  const d = model.days.findIndex((day) => day.date === slot.date);
  const p = model.positions.findIndex((position) => position.id === slot.positionId);
  if (d < 0 || p < 0) return { candidates: [], excluded: [] };
  const state = stateOf(model, c, assignments);
  const index = buildModelIndex(model);
  const ctx: CheckContext = { index, grid: buildRosterGrid(index, assignments), assignments };
  const candidates: CoverCandidate[] = [];
  const excluded: CoverExclusion[] = [];
  const base = state.score;
  model.employees.forEach((employee, e) => {
    if (!c.canWork[e * c.P + p]) return;
    const cell = e * c.D + d;
    const exclude = (fallback: string) => {
      const why = reasonOff(ctx, e, d, state.asg[cell]!);
      excluded.push({
        employeeId: employee.id,
        reason: why ? why.of(pronounOf(employee.gender)) : `${firstName(employee)} ${fallback}`,
      });
    };
    if (state.asg[cell]! >= 0 || !c.allowed[cell]) return exclude('may not work the day');
    if (state.total[d]! >= c.cap[d]!) return exclude('may not work the day: it is full');
    const before: Snapshot = {
      uncovered: state.uncovered,
      hourDeviation: state.hourDeviation,
      weekendSplits: state.weekendSplits,
      overtimeDays: state.overtimeDays,
      requestPenalty: state.requestPenalty,
      sundays: state.sundays[e]!,
    };
    const mark = state.mark();
    state.set(e, d, p);
    if (state.rowFeasible(e) && state.worked[e]! <= c.maxDays[e]!) {
      candidates.push({
        employeeId: employee.id,
        cost: state.score - base,
        hours: state.worked[e]! * employee.dailyHours,
        relieves: p !== c.own[e],
        reasons: reasonsOf(model, c, before, state, e, p),
      });
      state.undoTo(mark);
    } else {
      state.undoTo(mark);
      exclude('would break a rule of the roster');
    }
  });
  const name = fullNames(model);
  candidates.sort((a, b) => a.cost - b.cost || name(a.employeeId).localeCompare(name(b.employeeId)));
  return { candidates, excluded };
}
