/**
 * Single-move cover fixes of a finished roster, found from scratch on the checker's tables (no
 * solver code): for each uncovered slot (p, d), the changes of one employee's row that cover it,
 * uncover nothing else and break no hard rule. A roster with such a fix is not a local optimum:
 * the fix lowers `score.uncovered` by one, so the cover cost by at least COVER_BASE, far more than
 * the soft rules can change with one row's two cells.
 *
 * The moves, for an employee e qualified for p (its own position, or the one it relieves when
 * RELIEVER_COVER is assigned):
 * - `add`: e is off on d, may work it (leave, exclusions) and the day has a place left (CAPACITY):
 *   e works p on d.
 * - `switch`: e works q on d, where q has more than it requires that day: e works p instead.
 * - `shift`: e works q on another day d' where q has more than it requires, and is off on d (which
 *   it may work and which has a place left): e leaves d' and works p on d.
 * In each, e's row afterwards must keep MAX_CONSECUTIVE and MIN_REST (history included) when they
 * are assigned. A day at its capacity is never fixed by one move (someone must leave it first).
 */
import type { Assignment, RosterModel } from '../model/types';
import { buildModelIndex, NO_DAY } from './modelIndex';
import type { ModelIndex } from './modelIndex';
import { buildRosterGrid } from './rosterGrid';
import type { RosterGrid } from './rosterGrid';

export type CoverFixKind = 'add' | 'switch' | 'shift';

export interface CoverFix {
  kind: CoverFixKind;
  /** The slot the move covers. */
  positionId: string;
  date: string;
  employeeId: string;
  /** `switch`: the position e leaves on `date`; `shift`: the position e leaves on `fromDate`. */
  fromPositionId: string | null;
  /** `shift`: the day e stops working. */
  fromDate: string | null;
}

/** Every single-move fix of every uncovered slot of the roster (slots in day, then position order). */
export function coverFixes(model: RosterModel, assignments: readonly Assignment[]): CoverFix[] {
  const index = buildModelIndex(model);
  return coverFixesOn(index, buildRosterGrid(index, assignments));
}

/** The same on tables already built. */
export function coverFixesOn(index: ModelIndex, grid: RosterGrid): CoverFix[] {
  const { model, nDays, nPositions } = index;
  const count = new Int32Array(nPositions * nDays);
  const dayCount = new Int32Array(nDays);
  for (let e = 0; e < index.nEmployees; e += 1) {
    for (let d = 0; d < nDays; d += 1) {
      const p = grid.cell[e * nDays + d]!;
      if (p < 0) continue;
      count[p * nDays + d]! += 1;
      dayCount[d]! += 1;
    }
  }
  const surplus = (p: number, d: number): boolean => count[p * nDays + d]! > index.required[p * nDays + d]!;
  const leaveRule = index.assigned.has('LEAVE_DAYS');
  const exclusionRule = index.assigned.has('EXCLUSION_DAYS');
  const mayWork = (e: number, d: number): boolean =>
    !(leaveRule && index.onLeave[e * nDays + d]) && !(exclusionRule && index.excluded[e * nDays + d]);
  const pools = qualifiedPools(index);
  const row = new Int32Array(nDays);

  const fixes: CoverFix[] = [];
  for (let d = 0; d < nDays; d += 1) {
    for (let p = 0; p < nPositions; p += 1) {
      if (count[p * nDays + d]! >= index.required[p * nDays + d]!) continue;
      const positionId = model.positions[p]!.id;
      const date = model.days[d]!.date;
      const fix = (kind: CoverFixKind, e: number, fromPositionId: string | null, fromDate: string | null): void => {
        fixes.push({ kind, positionId, date, employeeId: model.employees[e]!.id, fromPositionId, fromDate });
      };
      const room = dayCount[d]! < index.cap[d]!;
      for (const e of pools[p]!) {
        const worked = grid.cell[e * nDays + d]!;
        if (worked >= 0) {
          if (worked !== p && surplus(worked, d) && mayWork(e, d)) {
            fix('switch', e, model.positions[worked]!.id, null);
          }
          continue;
        }
        if (!room || !mayWork(e, d)) continue;
        row.set(grid.cell.subarray(e * nDays, (e + 1) * nDays));
        row[d] = p;
        if (keepsRunRules(index, e, row)) fix('add', e, null, null);
        for (let from = 0; from < nDays; from += 1) {
          const q = row[from]!;
          if (from === d || q < 0 || !surplus(q, from)) continue;
          row[from] = -1;
          if (keepsRunRules(index, e, row)) fix('shift', e, model.positions[q]!.id, model.days[from]!.date);
          row[from] = q;
        }
      }
    }
  }
  return fixes;
}

/** Per position index, the employees qualified for it (QUALIFIED and RELIEVER_COVER). */
function qualifiedPools(index: ModelIndex): number[][] {
  const { model } = index;
  const relief = index.assigned.has('RELIEVER_COVER');
  return model.positions.map((position) => {
    const pool: number[] = [];
    model.employees.forEach((employee, e) => {
      const own = employee.positionId === position.id;
      const relieves = relief && position.relieverId !== null && position.relieverId === employee.positionId;
      if (own || relieves) pool.push(e);
    });
    return pool;
  });
}

/** Whether e's row (position or -1 per day) keeps MAX_CONSECUTIVE and MIN_REST, history included. */
function keepsRunRules(index: ModelIndex, e: number, row: Int32Array): boolean {
  const { maxConsecutive, minRest } = index.model.workingDays;
  const consecutiveRule = index.assigned.has('MAX_CONSECUTIVE') && maxConsecutive > 0;
  const restRule = index.assigned.has('MIN_REST') && minRest > 0;
  let run = index.historyRun[e] ?? 0;
  let lastWorked = index.lastHistoryDay[e] ?? NO_DAY;
  for (let d = 0; d < row.length; d += 1) {
    if (row[d]! < 0) {
      run = 0;
      continue;
    }
    run += 1;
    const off = d - lastWorked - 1;
    if (restRule && lastWorked !== NO_DAY && off > 0 && off < minRest) return false;
    if (consecutiveRule && run > maxConsecutive) return false;
    lastWorked = d;
  }
  return true;
}
