/**
 * An employee's minimum days in a row (SCORING.md, MIN_CONSECUTIVE_DAYS): a run of days worked in
 * any roster that holds a day of this roster lasts at least `minConsecutiveDays`, unless it touches
 * the period's first or last day (the days outside may extend it; the NRP benchmark's reading).
 * One scan for the engine, the checker and the explanations alike.
 */
import type { EngineEmployee } from '../model/types';

/** A minimum length of a run (days, or days off, in a row) that binds: 0 = none (absent, or below 2). */
export function bindingMinimum(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 2 ? Math.floor(value) : 0;
}

/** The minimum that binds (0 = none: absent, or below 2). */
export function minRunOf(employee: Pick<EngineEmployee, 'availability'>): number {
  return bindingMinimum(employee.availability?.minConsecutiveDays);
}

/**
 * Calls `visit(first, length, firstHere)` for each run too short, in date order, and returns their
 * number. `here[hereStart + d]` >= 0 when the employee works day d in this roster,
 * `elsewhere[elsewhereStart + d]` === 1 when they work it in another one.
 */
export function forEachShortRun(
  minRun: number,
  D: number,
  here: ArrayLike<number>,
  hereStart: number,
  elsewhere: ArrayLike<number>,
  elsewhereStart: number,
  visit?: (first: number, length: number, firstHere: number) => void,
): number {
  const works = (d: number): boolean => here[hereStart + d]! >= 0 || elsewhere[elsewhereStart + d] === 1;
  if (minRun < 2) return 0;
  let count = 0;
  let d = 0;
  while (d < D) {
    if (!works(d)) {
      d++;
      continue;
    }
    const first = d;
    let firstHere = -1;
    while (d < D && works(d)) {
      if (firstHere < 0 && here[hereStart + d]! >= 0) firstHere = d;
      d++;
    }
    const length = d - first;
    if (first > 0 && d < D && firstHere >= 0 && length < minRun) {
      count++;
      visit?.(first, length, firstHere);
    }
  }
  return count;
}
