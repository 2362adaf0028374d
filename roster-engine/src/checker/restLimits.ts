/**
 * MIN_CONSECUTIVE_DAYS_OFF (hard, always on when the employee has the limit): each run of days off
 * between two days worked in the period (any roster), one of them here, lasts at least the
 * employee's minimum (limits/restLimits.ts). One violation per run too short, dated on the day
 * worked here that bounds it (the one after, else the one before), amount the days missing
 * (shortRuns.ts).
 */
import type { Violation } from '../model/types';
import { forEachShortRest, minRestOf } from '../limits';
import type { CheckContext } from './context';
import { sayAt } from './context';
import { shortRunViolations } from './shortRuns';

export function restLimits(ctx: CheckContext): Violation[] {
  return shortRunViolations(ctx, {
    rule: 'MIN_CONSECUTIVE_DAYS_OFF',
    minOf: minRestOf,
    forEachShort: forEachShortRest,
    reason: sayAt(ctx).minConsecutiveDaysOff,
  });
}
