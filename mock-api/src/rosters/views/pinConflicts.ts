/**
 * Which pins conflict with which rule (issue 17: pinned cells that break a hard rule are kept and
 * reported, never dropped): the stored result's violations the engine marked `pinned`, named and
 * ordered as the violations list them (by date, then employee), grouped by rule name in the order
 * of each rule's first conflict, with how many and the engine's reasons.
 */
import type { RosterPinConflict } from '../../contract';
import type { RosterModel, Violation } from '@times/roster-engine';
import { rosterViolations } from './violations';

export function pinConflictsOf(model: RosterModel, violations: readonly Violation[]): RosterPinConflict[] {
  const pinned = rosterViolations(
    model,
    violations.filter((violation) => violation.pinned),
  );
  const byRule = new Map<string, RosterPinConflict>();
  for (const { rule_name, reason } of pinned) {
    const conflict = byRule.get(rule_name) ?? { rule_name, count: 0, reasons: [] };
    conflict.count += 1;
    conflict.reasons.push(reason);
    byRule.set(rule_name, conflict);
  }
  return [...byRule.values()];
}
