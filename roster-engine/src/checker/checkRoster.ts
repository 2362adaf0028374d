/**
 * The independent checker: scores a roster from scratch, exactly as SCORING.md words it, and lists
 * every hard violation, every soft-rule occurrence and every uncovered slot with its reason.
 * It shares no code with the solver's incremental scoring on purpose.
 */
import type { Assignment, RosterModel, Score, UncoveredSlot, Violation } from '../model/types';
import type { CheckContext } from './context';
import { cover } from './cover';
import { assignmentRules, capacity, commitmentRules, invalidEntries, runRules } from './hardRules';
import { buildModelIndex } from './modelIndex';
import type { ModelIndex } from './modelIndex';
import { buildRosterGrid } from './rosterGrid';
import { SOFT_RULES } from './softRules';
import type { SoftOutcome } from './softRules';
import { dayRequests, unavailability } from './availability';
import { hourLimits } from './hourLimits';
import { weekendLimits } from './weekendLimits';
import { runLimits } from './runLimits';
import { restLimits } from './restLimits';
import { shiftLimits } from './shiftLimits';
import type { RuleId } from '../model/types';

/** Every soft rule's check: SCORING.md's, and the day requests (availability.ts). */
const SOFT_CHECKS: Partial<Record<RuleId, (ctx: CheckContext) => SoftOutcome>> = {
  ...SOFT_RULES,
  REQUESTS: dayRequests,
};

export interface CheckResult {
  score: Score;
  /** Hard violations first, then the soft rules' occurrences in the assigned order. */
  violations: Violation[];
  uncovered: UncoveredSlot[];
}

export function checkRoster(model: RosterModel, assignments: readonly Assignment[]): CheckResult {
  const index = buildModelIndex(model);
  return checkContext({ index, grid: buildRosterGrid(index, assignments), assignments });
}

/** The check on tables already built (re-validation builds them once for the check and the summary). */
export function checkContext(ctx: CheckContext): CheckResult {
  const hardViolations = [
    ...invalidEntries(ctx),
    ...assignmentRules(ctx),
    ...unavailability(ctx),
    ...capacity(ctx),
    ...commitmentRules(ctx),
    ...runRules(ctx),
    ...hourLimits(ctx),
    ...weekendLimits(ctx),
    ...runLimits(ctx),
    ...restLimits(ctx),
    ...shiftLimits(ctx),
  ];
  const coverOutcome = cover(ctx);
  const soft: Score['soft'] = {};
  const softViolations: Violation[] = [];
  let softTotal = 0;
  for (const rule of softRulesInOrder(ctx.index)) {
    const outcome = SOFT_CHECKS[rule]!(ctx);
    const weighted = (ctx.index.weights[rule] ?? 0) * outcome.penalty;
    soft[rule] = weighted;
    softTotal += weighted;
    softViolations.push(...outcome.violations);
  }
  return {
    score: {
      hard: hardViolations.length,
      uncovered: coverOutcome.count,
      coverCost: coverOutcome.cost,
      soft,
      total: coverOutcome.cost + softTotal,
    },
    violations: [...hardViolations, ...softViolations],
    uncovered: coverOutcome.uncovered,
  };
}

/** The assigned soft rules, each once, in the assigned order. */
function softRulesInOrder(index: ModelIndex) {
  return [...new Set(index.model.rules)].filter((rule) => SOFT_CHECKS[rule] !== undefined);
}
