/** Cover (SCORING.md): uncovered(p, d) = max(0, r(p, d) - a(p, d)), priced by the position's priority. */
import type { UncoveredSlot } from '../model/types';
import { COVER_BASE, COVER_PER_PRIORITY } from '../rules/catalogue';
import { uncoveredExplainer } from '../explain/uncoveredReasons';
import type { CheckContext } from './context';
import { dayAt, positionAt } from './context';

export interface CoverOutcome {
  uncovered: UncoveredSlot[];
  count: number;
  cost: number;
}

export function cover(ctx: CheckContext): CoverOutcome {
  const { index, grid } = ctx;
  const { nDays, nPositions } = index;
  const explain = uncoveredExplainer(ctx);
  const uncovered: UncoveredSlot[] = [];
  const counts = new Int32Array(nPositions);
  let count = 0;
  let cost = 0;
  for (let d = 0; d < nDays; d += 1) {
    counts.fill(0);
    for (const i of grid.dayEntries[d] ?? []) {
      const p = grid.entryPosition[i]!;
      counts[p] = (counts[p] ?? 0) + 1;
    }
    for (let p = 0; p < nPositions; p += 1) {
      const missing = (index.required[p * nDays + d] ?? 0) - (counts[p] ?? 0);
      if (missing <= 0) continue;
      const position = positionAt(ctx, p);
      count += missing;
      cost += missing * (COVER_BASE + COVER_PER_PRIORITY * position.priority);
      uncovered.push({
        positionId: position.id,
        date: dayAt(ctx, d).date,
        missing,
        reason: explain({ p, d, missing }),
      });
    }
  }
  return { uncovered, count, cost };
}
