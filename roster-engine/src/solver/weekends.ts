/**
 * MAX_WEEKENDS in the search: the weekends a row of this roster works beyond an employee's limit
 * (compile.ts's weekendsLeft; weekends worked in another roster are counted there already).
 */
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
