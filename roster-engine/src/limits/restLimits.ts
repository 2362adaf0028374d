/**
 * An employee's minimum days off in a row (SCORING.md, MIN_CONSECUTIVE_DAYS_OFF), the mirror of
 * runLimits.ts: a run of days off (worked in no roster) between two days worked in the period is
 * at least `minConsecutiveDaysOff` long when one of those two days is worked in this roster (a run
 * touching the period's first or last day has no worked day on that side; a run between days
 * worked elsewhere only is no concern of this roster). One scan for the engine, the checker and
 * the explanations alike.
 */
import type { EngineEmployee } from '../model/types';
import { bindingMinimum } from './runLimits';

/** The minimum that binds (0 = none: absent, or below 2). */
export function minRestOf(employee: Pick<EngineEmployee, 'availability'>): number {
  return bindingMinimum(employee.availability?.minConsecutiveDaysOff);
}

/**
 * Calls `visit(first, length, dayHere)` for each run of days off too short, in date order, and
 * returns their number; `dayHere` is the day worked here that bounds it (the one after it when
 * that is worked here, else the one before). `here[hereStart + d]` >= 0 when the employee works
 * day d in this roster, `elsewhere[elsewhereStart + d]` === 1 when they work it in another one.
 */
export function forEachShortRest(
  minRest: number,
  D: number,
  here: ArrayLike<number>,
  hereStart: number,
  elsewhere: ArrayLike<number>,
  elsewhereStart: number,
  visit?: (first: number, length: number, dayHere: number) => void,
): number {
  if (minRest < 2) return 0;
  const isHere = (d: number): boolean => here[hereStart + d]! >= 0;
  const works = (d: number): boolean => isHere(d) || elsewhere[elsewhereStart + d] === 1;
  let count = 0;
  let last = -1;
  for (let d = 0; d < D; d++) {
    if (!works(d)) continue;
    const length = d - last - 1;
    if (last >= 0 && length > 0 && length < minRest && (isHere(d) || isHere(last))) {
      count++;
      visit?.(last + 1, length, isHere(d) ? d : last);
    }
    last = d;
  }
  return count;
}
