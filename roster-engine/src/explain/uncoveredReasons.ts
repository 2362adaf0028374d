/**
 * Why a position stayed short on a day: for each employee who could work it (its own employees,
 * and its reliever's when RELIEVER_COVER is assigned) and does not, the first reason that kept
 * them off, counted per reason, most frequent first. E.g. 'No Guard left on 2026-12-25: 3 on leave, 2 at their 5-day
 * limit, 1 excluded on holidays'.
 */
import type { CheckContext } from '../checker/context';
import { dayAt, positionAt } from '../checker/context';
import { NO_DAY } from '../checker/modelIndex';
import { unavailableOn } from '../checker/unavailable';
import { counted, pluralOf, weekdayName } from './words';

export interface ShortDay {
  /** Position and day index. */
  p: number;
  d: number;
  missing: number;
}

/** Builds the explainer for one check (the per-position employee lists are made once, on first use). */
export function uncoveredExplainer(ctx: CheckContext): (slot: ShortDay) => string {
  let byPosition: Map<string, number[]> | null = null;
  const employeesOf = (positionId: string): number[] => {
    if (!byPosition) {
      byPosition = new Map();
      ctx.index.model.employees.forEach((employee, e) => {
        const list = byPosition!.get(employee.positionId);
        if (list) list.push(e);
        else byPosition!.set(employee.positionId, [e]);
      });
    }
    return byPosition.get(positionId) ?? [];
  };
  return (slot) => explainShortDay(ctx, slot, employeesOf);
}

function explainShortDay(
  ctx: CheckContext,
  { p, d, missing }: ShortDay,
  employeesOf: (positionId: string) => number[],
): string {
  const { index, grid } = ctx;
  const { nDays } = index;
  const position = positionAt(ctx, p);
  const day = dayAt(ctx, d);
  const required = index.required[p * nDays + d] ?? 0;
  const pool = [...employeesOf(position.id)];
  if (index.assigned.has('RELIEVER_COVER') && position.relieverId !== null && position.relieverId !== position.id) {
    pool.push(...employeesOf(position.relieverId));
  }

  const groups = new Map<string, number>();
  let free = 0;
  for (const e of pool) {
    const worked = grid.cell[e * nDays + d] ?? -1;
    if (worked === p) continue;
    const reason = reasonOff(ctx, e, d, worked);
    if (reason === null) free += 1;
    else groups.set(reason, (groups.get(reason) ?? 0) + 1);
  }

  const parts: string[] = [];
  if (pool.length < required)
    parts.push(`not enough ${pluralOf(position.name)} (${pool.length} of ${required} needed)`);
  // Most frequent reason first; equal counts in the order the employees come.
  const ranked = [...groups].sort(([, a], [, b]) => b - a);
  for (const [reason, count] of ranked) parts.push(`${count} ${reason}`);
  if (free > 0) parts.push(`${free} available but not rostered`);
  const head =
    free > 0
      ? `${missing} ${position.name} ${missing === 1 ? 'place' : 'places'} open on ${day.date}`
      : `No ${position.name} left on ${day.date}`;
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** The first reason e cannot take another assignment on d, or null when nothing stops them. */
export function reasonOff(ctx: CheckContext, e: number, d: number, worked: number): string | null {
  const { index, grid } = ctx;
  const { nDays, assigned } = index;
  const { maxConsecutive, minRest } = index.model.workingDays;
  const day = dayAt(ctx, d);
  const employee = index.model.employees[e]!;
  const works = (day: number) => (grid.cell[e * nDays + day] ?? -1) >= 0;

  const unavailable = unavailableOn(ctx, e, d);
  if (unavailable !== null)
    return unavailable === 'date' ? 'unavailable' : `unavailable on ${weekdayName(day.weekday)}s`;
  if (assigned.has('LEAVE_DAYS') && index.onLeave[e * nDays + d]) return 'on leave';
  if (assigned.has('EXCLUSION_DAYS') && index.excluded[e * nDays + d]) {
    return day.holiday && employee.exclusions.includes('hld')
      ? 'excluded on holidays'
      : `excluded on ${weekdayName(day.weekday)}s`;
  }
  if (worked >= 0) return `working as ${positionAt(ctx, worked).name}`;

  if (assigned.has('MAX_CONSECUTIVE') && maxConsecutive > 0) {
    let left = 0;
    while (d - left - 1 >= 0 && works(d - left - 1)) left += 1;
    if (left === d) left += index.historyRun[e] ?? 0;
    let right = 0;
    while (d + right + 1 < nDays && works(d + right + 1)) right += 1;
    if (left + 1 + right > maxConsecutive) return `at their ${maxConsecutive}-day limit`;
  }

  if (assigned.has('MIN_REST') && minRest > 0) {
    let previous = d - 1;
    while (previous >= 0 && !works(previous)) previous -= 1;
    if (previous < 0) previous = index.lastHistoryDay[e] ?? NO_DAY;
    let next = d + 1;
    while (next < nDays && !works(next)) next += 1;
    const offBefore = previous === NO_DAY ? 0 : d - previous - 1;
    const offAfter = next < nDays ? next - d - 1 : 0;
    if ((offBefore > 0 && offBefore < minRest) || (offAfter > 0 && offAfter < minRest))
      return `resting (${minRest} days off needed)`;
  }

  const cap = index.cap[d] ?? 0;
  if ((grid.dayEntries[d]?.length ?? 0) >= cap) return `kept off because the day is full (${counted(cap, 'place')})`;
  return null;
}
