/**
 * Who an employee may swap a day with (issue 34's marketplace): for their day (a place: a position on a date), every
 * colleague and every day of the colleague's (from `from` on) such that the colleague takes the employee's place and
 * the employee takes the colleague's, and both keep every hard rule: qualified for the other's position, free and
 * allowed that day (leave, exclusions, other sites' commitments), and their whole rows within the run, rest, weekend
 * and hour limits (RosterState.rowFeasible, other rosters' days included). Cover does not change (each place is
 * still worked). Ranked by what the roster's score (SCORING.md) gains or loses, the change in words; colleagues with
 * no such day are listed apart with why (for managers: employees see only those they may swap with). Incremental,
 * as coverCandidates: each swap is four cells set and undone.
 */
import type { Assignment, RosterModel } from '../model/types';
import { compileModel } from '../solver/compile';
import type { RosterState } from '../solver/state';
import type { CoverExclusion } from './candidates';
import { fullNames, stateOf } from './candidates';
import { swapWords as say } from './swapWords';
import { firstName } from '../explain/words';

export interface SwapDay {
  date: string;
  /** The colleague's position that day (the employee works it in their place). */
  positionId: string;
  /** The change of the roster's total score with the swap (negative: better). */
  cost: number;
  reasons: string[];
}

export interface SwapPartner {
  employeeId: string;
  /** Best first (lowest cost, then date). */
  days: SwapDay[];
}

export interface SwapAnswer {
  /** Best first: by their best day's cost, then name. */
  partners: SwapPartner[];
  /** Colleagues with no day the swap keeps every rule on. */
  excluded: CoverExclusion[];
}

export interface SwapAsk {
  employeeId: string;
  date: string;
  /** The first date a colleague's day may be on (the API's today): days gone by are not swapped. */
  from?: string;
}

interface Counters {
  hourDeviation: number;
  weekendSplits: number;
  overtimeDays: number;
  requestPenalty: number;
}

const countersOf = (state: RosterState): Counters => ({
  hourDeviation: state.hourDeviation,
  weekendSplits: state.weekendSplits,
  overtimeDays: state.overtimeDays,
  requestPenalty: state.requestPenalty,
});

/** The swap's change in words: better, the same or worse for the roster, then each counter that moved. */
function reasonsOf(cost: number, before: Counters, after: Counters, wRequests: number): string[] {
  const reasons = [cost < 0 ? say.better : cost === 0 ? say.same : say.worse];
  if (after.weekendSplits < before.weekendSplits) reasons.push(say.completesWeekend);
  if (after.weekendSplits > before.weekendSplits) reasons.push(say.splitsWeekend);
  if (after.overtimeDays > before.overtimeDays) reasons.push(say.overtime);
  if (after.overtimeDays < before.overtimeDays) reasons.push(say.lessOvertime);
  if (wRequests > 0 && after.requestPenalty < before.requestPenalty) reasons.push(say.askedToWork);
  if (wRequests > 0 && after.requestPenalty > before.requestPenalty) reasons.push(say.askedOff);
  if (after.hourDeviation < before.hourDeviation) reasons.push(say.towardTargets);
  if (after.hourDeviation > before.hourDeviation) reasons.push(say.pastTargets);
  return reasons;
}

export function swapPartners(model: RosterModel, assignments: readonly Assignment[], ask: SwapAsk): SwapAnswer {
  const c = compileModel(model);
  const { D, P } = c;
  const a = model.employees.findIndex((one) => one.id === ask.employeeId);
  const d1 = model.days.findIndex((day) => day.date === ask.date);
  if (a < 0 || d1 < 0) return { partners: [], excluded: [] };
  const state = stateOf(model, c, assignments);
  const pa = state.asg[a * D + d1]!;
  if (pa < 0) return { partners: [], excluded: [] };
  const first = ask.from ?? model.days[0]!.date;
  const base = state.score;
  const before = countersOf(state);
  const partners: SwapPartner[] = [];
  const excluded: CoverExclusion[] = [];
  model.employees.forEach((colleague, b) => {
    if (b === a) return;
    const days: SwapDay[] = [];
    // The colleague takes the employee's place on d1: free, allowed and qualified.
    const free = state.asg[b * D + d1]! < 0 && c.allowed[b * D + d1] === 1 && c.canWork[b * P + pa] === 1;
    for (let d2 = 0; free && d2 < D; d2++) {
      const pb = state.asg[b * D + d2]!;
      if (d2 === d1 || pb < 0 || model.days[d2]!.date < first) continue;
      // The employee takes the colleague's place on d2.
      if (state.asg[a * D + d2]! >= 0 || c.allowed[a * D + d2] !== 1 || c.canWork[a * P + pb] !== 1) continue;
      const mark = state.mark();
      state.set(a, d1, -1);
      state.set(b, d2, -1);
      state.set(a, d2, pb);
      state.set(b, d1, pa);
      if (state.rowFeasible(a) && state.rowFeasible(b)) {
        const cost = state.score - base;
        days.push({
          date: model.days[d2]!.date,
          positionId: model.positions[pb]!.id,
          cost,
          reasons: reasonsOf(cost, before, countersOf(state), c.wRequests),
        });
      }
      state.undoTo(mark);
    }
    if (days.length === 0) {
      excluded.push({ employeeId: colleague.id, reason: `${firstName(colleague)} ${say.noDay}` });
      return;
    }
    days.sort((x, y) => x.cost - y.cost || x.date.localeCompare(y.date));
    partners.push({ employeeId: colleague.id, days });
  });
  const name = fullNames(model);
  partners.sort((x, y) => x.days[0]!.cost - y.days[0]!.cost || name(x.employeeId).localeCompare(name(y.employeeId)));
  return { partners, excluded };
}
