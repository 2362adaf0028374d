/**
 * Why a position stayed short on a day: for each employee who could work it (its own employees,
 * and its reliever's when RELIEVER_COVER is assigned) and does not, the first reason that kept
 * them off, counted per reason, most frequent first. E.g. 'No Guard left on the 25th: 3 on leave, 2 at their 5-day
 * limit, 1 works the Night shift'.
 */
import type { CheckContext } from '../checker/context';
import { dayAt, dayWordAt, positionAt } from '../checker/context';
import { dayNumber } from '../checker/dates';
import { unavailableOn } from '../checker/unavailable';
import { BLOCK_REST, BLOCK_SUCCESSION } from '../commitments';
import { dayLimitsOf, minRestOf, minRunOf } from '../limits';
import { weekendsWorked } from '../checker/weekendLimits';
import { pluralOf, weekdayName } from './words';
import type { OffReason } from './offReasons';
import { offReasons as why } from './offReasons';

export interface ShortDay {
  /** Position and day index. */
  p: number;
  d: number;
  missing: number;
}

/** Builds the explainer for one check (the per-position employee lists are made once, on first use). */
export function uncoveredExplainer(ctx: CheckContext): (slot: ShortDay) => string {
  let byPosition: Map<string, number[]> | null = null;
  let outside: Map<number, Set<number>> | null = null;
  /** Days worked outside the period (history, other rosters), as day offsets, per employee. */
  const outsideOf = (e: number): ReadonlySet<number> => {
    if (!outside) {
      outside = new Map();
      const { index } = ctx;
      const first = dayNumber(index.model.days[0]?.date ?? '');
      const add = (employee: number, offset: number) => {
        let set = outside!.get(employee);
        if (!set) outside!.set(employee, (set = new Set()));
        set.add(offset);
      };
      for (const entry of index.model.history) {
        const employee = index.employeeIndex.get(entry.employeeId);
        const offset = dayNumber(entry.date) - first;
        if (employee !== undefined && Number.isFinite(offset) && offset < 0) add(employee, offset);
      }
      index.elsewhere.before.forEach((offsets, employee) => offsets.forEach((offset) => add(employee, offset)));
      index.elsewhere.after.forEach((offsets, employee) => offsets.forEach((offset) => add(employee, offset)));
    }
    return outside.get(e) ?? NONE;
  };
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
  return (slot) => explainShortDay(ctx, slot, employeesOf, outsideOf);
}

const NONE: ReadonlySet<number> = new Set();

function explainShortDay(
  ctx: CheckContext,
  { p, d, missing }: ShortDay,
  employeesOf: (positionId: string) => number[],
  outsideOf: (e: number) => ReadonlySet<number>,
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

  const groups = new Map<string, { reason: OffReason; count: number }>();
  let free = 0;
  for (const e of pool) {
    const worked = grid.cell[e * nDays + d] ?? -1;
    if (worked === p) continue;
    const reason = reasonOff(ctx, e, d, worked, outsideOf(e));
    if (reason === null) free += 1;
    else {
      const group = groups.get(reason.key);
      if (group) group.count += 1;
      else groups.set(reason.key, { reason, count: 1 });
    }
  }

  const parts: string[] = [];
  if (pool.length < required)
    parts.push(`not enough ${pluralOf(position.name)} (${pool.length} of ${required} needed)`);
  // Most frequent reason first; equal counts in the order the employees come.
  const ranked = [...groups.values()].sort((a, b) => b.count - a.count);
  for (const { reason, count } of ranked) parts.push(reason.counted(count));
  if (free > 0) parts.push(`${free} available but not rostered`);
  const on = dayWordAt(ctx)(day.date);
  const head =
    free > 0
      ? `${missing} ${position.name} ${missing === 1 ? 'place' : 'places'} open on ${on}`
      : `No ${position.name} left on ${on}`;
  return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** The first reason e cannot take another assignment on d, or null when nothing stops them. */
export function reasonOff(
  ctx: CheckContext,
  e: number,
  d: number,
  worked: number,
  outside: ReadonlySet<number> = NONE,
): OffReason | null {
  const { index, grid } = ctx;
  const { nDays, assigned } = index;
  const { maxConsecutive, minRest } = index.model.workingDays;
  const day = dayAt(ctx, d);
  const employee = index.model.employees[e]!;
  // Worked in any roster (history and other rosters included), by day offset.
  const works = (offset: number) =>
    offset >= 0 && offset < nDays
      ? (grid.cell[e * nDays + offset] ?? -1) >= 0 || index.elsewhere.committed[e * nDays + offset] === 1
      : outside.has(offset);

  const unavailable = unavailableOn(ctx, e, d);
  if (unavailable !== null)
    return unavailable === 'date' ? why.unavailable() : why.unavailableOn(pluralOf(weekdayName(day.weekday)));
  const block = index.elsewhere.blockAt(e, d);
  if (block && worked < 0) {
    const { where } = block.commitment;
    if (block.kind === BLOCK_REST) return why.resting(where, block.otherFirst, block.neededHours);
    if (block.kind === BLOCK_SUCCESSION) return why.successionElsewhere(where, block.otherFirst);
    return why.worksElsewhere(where);
  }
  if (assigned.has('LEAVE_DAYS') && index.onLeave[e * nDays + d]) return why.onLeave();
  if (assigned.has('EXCLUSION_DAYS') && index.excluded[e * nDays + d]) {
    return why.excluded(
      day.holiday && employee.exclusions.includes('hld') ? 'holidays' : pluralOf(weekdayName(day.weekday)),
    );
  }
  if (worked >= 0) return why.worksAs(positionAt(ctx, worked).name);

  const { maxHours, maxShifts } = employee.availability ?? {};
  const { hourMaxDays, shiftMaxDays } = dayLimitsOf(employee, index.elsewhere.committedHours[e] ?? 0);
  const daysWorked = grid.daysWorked[e] ?? 0;
  if (maxHours !== undefined && daysWorked >= hourMaxDays) return why.hourLimit(maxHours);
  if (maxShifts !== undefined && daysWorked >= shiftMaxDays) return why.shiftLimit(shiftMaxDays);

  // A weekend not yet worked in any roster, while e works as many as their maximum allows.
  const weekends = weekendsWorked(ctx, e);
  const w = weekends?.weekends.weekendOf[d] ?? -1;
  if (weekends && w >= 0 && weekends.busy[w] === 0 && weekends.firstDays.length >= weekends.left) {
    const workedHere = weekends.firstDays.some((first) => weekends.weekends.weekendOf[first] === w);
    if (!workedHere) return why.weekendLimit(employee.availability!.maxWeekends!);
  }

  // The run d would join (every roster) is too short and touches neither end of the period.
  const minRun = minRunOf(employee);
  if (minRun > 0) {
    let before = 0;
    while (d - before - 1 >= 0 && works(d - before - 1)) before += 1;
    let after = 0;
    while (d + after + 1 < nDays && works(d + after + 1)) after += 1;
    if (before + 1 + after < minRun && d - before > 0 && d + after < nDays - 1) return why.runLimit(minRun);
  }

  // A rest d would cut short (every roster): days off from d to a day worked in the period, before or after.
  const minDaysOff = minRestOf(employee);
  if (minDaysOff > 0) {
    let offBefore = 0;
    while (d - offBefore - 1 >= 0 && !works(d - offBefore - 1)) offBefore += 1;
    let offAfter = 0;
    while (d + offAfter + 1 < nDays && !works(d + offAfter + 1)) offAfter += 1;
    const shortBefore = offBefore > 0 && offBefore < minDaysOff && d - offBefore > 0;
    const shortAfter = offAfter > 0 && offAfter < minDaysOff && d + offAfter < nDays - 1;
    if (shortBefore || shortAfter) return why.restLimit(minDaysOff);
  }

  if (assigned.has('MAX_CONSECUTIVE') && maxConsecutive > 0) {
    let left = 0;
    while (left <= maxConsecutive && works(d - left - 1)) left += 1;
    let right = 0;
    while (right <= maxConsecutive && works(d + right + 1)) right += 1;
    if (left + 1 + right > maxConsecutive) return why.dayLimit(maxConsecutive);
  }

  if (assigned.has('MIN_REST') && minRest > 0) {
    let offBefore = 0;
    while (offBefore < minRest && !works(d - offBefore - 1)) offBefore += 1;
    let offAfter = 0;
    while (offAfter < minRest && !works(d + offAfter + 1)) offAfter += 1;
    // A day worked (in any roster) within minRest days before or after, with at least one day off between.
    if ((offBefore > 0 && offBefore < minRest) || (offAfter > 0 && offAfter < minRest)) return why.restDays(minRest);
  }

  const cap = index.cap[d] ?? 0;
  if ((grid.dayEntries[d]?.length ?? 0) >= cap) return why.dayFull(cap);
  return null;
}
