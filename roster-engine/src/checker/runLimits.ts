/**
 * MIN_CONSECUTIVE_DAYS (hard, always on when the employee has the limit): each run of days worked in
 * any roster that holds a day of this roster and touches neither end of the period lasts at least
 * the employee's minimum (limits/runLimits.ts). One violation per run too short, dated on its first
 * day worked here, amount the days missing (shortRuns.ts).
 */
import type { Violation } from '../model/types';
import { forEachShortRun, minRunOf } from '../limits';
import type { CheckContext } from './context';
import { sayAt } from './context';
import { shortRunViolations } from './shortRuns';

export function runLimits(ctx: CheckContext): Violation[] {
  return shortRunViolations(ctx, {
    rule: 'MIN_CONSECUTIVE_DAYS',
    minOf: minRunOf,
    forEachShort: forEachShortRun,
    reason: sayAt(ctx).minConsecutiveDays,
  });
}
