/**
 * The answer of the search: the roster of a state as assignments (SCORING.md's day types) and its
 * incremental score as a Score.
 */
import { ruleById } from '../rules/catalogue';
import type { Assignment, DayType, RosterModel, RuleId, Score } from '../model/types';
import type { Compiled } from './compile';
import { rowLimitViolations } from './rowLimits';
import type { RosterState } from './state';

/** The state's score; `c` gives the weights (the model's own unless a search phase reweighs). */
export function scoreOf(model: RosterModel, state: RosterState, c: Compiled = state.c): Score {
  const soft: Partial<Record<RuleId, number>> = {};
  // Hours from scratch, in the model's order: the same sum, bit for bit, as a plain re-count even
  // when targets are fractional (the incremental one may drift in the last bits).
  let hours = 0;
  // c.target is the target left after the days worked elsewhere (targetDaysLeft).
  model.employees.forEach((_employee, e) => {
    if (c.hasTarget[e]) hours += Math.abs(state.worked[e]! - c.target[e]!);
  });
  const raw: Partial<Record<RuleId, number>> = {
    HOUR_TARGETS: hours,
    FAIR_SUNDAYS: state.fairSquares,
    COMPLETE_WEEKENDS: state.weekendSplits,
    RELIEVER_COVER: state.reliefDays,
    OVERTIME_WHEN_NEEDED: state.overtimeDays,
    REQUESTS: state.requestPenalty,
  };
  const weight: Partial<Record<RuleId, number>> = {
    HOUR_TARGETS: c.wHours,
    FAIR_SUNDAYS: c.wFair,
    COMPLETE_WEEKENDS: c.wWeekend,
    RELIEVER_COVER: c.wRelief,
    OVERTIME_WHEN_NEEDED: c.wOvertime,
    REQUESTS: c.wRequests,
  };
  for (const rule of model.rules) {
    if (ruleById(rule).hard) continue;
    soft[rule] = (weight[rule] ?? 0) * (raw[rule] ?? 0);
  }
  const total = state.coverCost + Object.values(soft).reduce((sum, value) => sum + value, 0);
  // The search keeps every hard rule but a minimum of hours it cannot reach (one violation each);
  // the others are counted as the checker does for states built by hand (tests).
  let hard = 0;
  for (let e = 0; e < c.E; e++) {
    if (state.worked[e]! < c.minDays[e]!) hard++;
    if (state.worked[e]! > c.hourMaxDays[e]!) hard++;
    if (state.worked[e]! > c.maxShifts[e]!) hard++;
    hard += rowLimitViolations(c, e, state.asg, e * c.D);
  }
  return { hard, uncovered: state.uncovered, coverCost: state.coverCost, soft, total };
}

export function toAssignments(model: RosterModel, c: Compiled, state: RosterState): Assignment[] {
  const out: Assignment[] = [];
  const D = c.D;
  for (let d = 0; d < D; d++) {
    const day = model.days[d]!;
    const plain: DayType = day.holiday ? 'holiday' : day.weekday === 7 ? 'sunday' : 'normal';
    let n = 0;
    for (let e = 0; e < c.E; e++) {
      const p = state.asg[e * D + d]!;
      if (p < 0) continue;
      const employee = model.employees[e]!;
      out.push({
        employeeId: employee.id,
        date: day.date,
        positionId: model.positions[p]!.id,
        gender: employee.gender,
        dayType: n < c.base[d]! ? plain : 'overtime',
      });
      n++;
    }
  }
  return out;
}
