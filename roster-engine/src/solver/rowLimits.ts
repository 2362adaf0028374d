/**
 * The limits the search checks on a whole row rather than carrying them in every move: the weekends
 * a row works beyond MAX_WEEKENDS (compile.ts's weekendsLeft; weekends worked in another roster are
 * counted there already), its runs shorter than MIN_CONSECUTIVE_DAYS (limits/runLimits.ts) and its
 * rests shorter than MIN_CONSECUTIVE_DAYS_OFF (limits/restLimits.ts).
 */
import { forEachShortRest, forEachShortRun } from '../limits';
import type { Compiled } from './compile';

/** Weekends of e worked in `row` (cells at `start + d`) beyond e's limit; 0 when e has none. */
export function weekendsOver(c: Compiled, e: number, row: ArrayLike<number>, start = 0): number {
  if (c.weekendLimited[e] !== 1) return 0;
  const W = c.weekendCount;
  let worked = 0;
  let last = -1;
  for (let d = 0; d < c.D; d++) {
    const w = c.weekendOf[d]!;
    if (w < 0 || w === last || c.weekendBusy[e * W + w] === 1 || row[start + d]! < 0) continue;
    last = w;
    worked++;
  }
  return Math.max(0, worked - c.weekendsLeft[e]!);
}

/** Runs of e in `row` (cells at `start + d`) shorter than e's minimum; 0 when e has none. */
export function shortRuns(c: Compiled, e: number, row: ArrayLike<number>, start = 0): number {
  const min = c.minRun[e]!;
  return min === 0 ? 0 : forEachShortRun(min, c.D, row, start, c.committed, e * c.D);
}

/** Rests of e in `row` (cells at `start + d`) shorter than e's minimum of days off; 0 when e has none. */
export function shortRests(c: Compiled, e: number, row: ArrayLike<number>, start = 0): number {
  const min = c.minDaysOff[e]!;
  return min === 0 ? 0 : forEachShortRest(min, c.D, row, start, c.committed, e * c.D);
}

/** The hard violations of these limits in e's row (what the checker counts for them). */
export function rowLimitViolations(c: Compiled, e: number, row: ArrayLike<number>, start = 0): number {
  return weekendsOver(c, e, row, start) + shortRuns(c, e, row, start) + shortRests(c, e, row, start);
}
