/**
 * Commitments (the employees' days in other rosters, RosterModel.commitments) turned into what the
 * rules read, once, for the engine, the checker, the explanations and the edits alike:
 * - the cells they block: a day the employee works elsewhere (SAME_DAY), a day whose shift would
 *   overlap one worked elsewhere, e.g. across midnight (OVERLAP), or start or end less than the
 *   rest hours from one (REST: max(this shift's minRestHours, the other shift's restHours)), or the
 *   day before or after one the employee's forbidden successions keep apart (SUCCESSION: this
 *   shift is `next` and the other, `first`, is worked the day before; or this shift is `first` and
 *   the other, `next`, is worked the day after);
 * - the days worked elsewhere inside the period (`committed`) and outside it (`before`, `after`:
 *   day offsets from the first day), which count as worked days for MAX_CONSECUTIVE and MIN_REST;
 * - the hours committed inside the period, which count towards the hour target.
 * Commitments of employees not in the model, or with an unreadable date, are ignored.
 */
import type { Commitment, RosterModel } from '../model/types';
import { minutesOf, shiftInterval } from './shiftTimes';
import { REST_HOURS_REACH_DAYS } from './window';

export const BLOCK_NONE = 0;
export const BLOCK_SAME_DAY = 1;
export const BLOCK_OVERLAP = 2;
export const BLOCK_REST = 3;
export const BLOCK_SUCCESSION = 4;
export type BlockKind =
  typeof BLOCK_NONE | typeof BLOCK_SAME_DAY | typeof BLOCK_OVERLAP | typeof BLOCK_REST | typeof BLOCK_SUCCESSION;

export interface CellBlock {
  kind: BlockKind;
  /** The commitment that blocks the cell. */
  commitment: Commitment;
  /**
   * REST: the hours between the two shifts, the hours needed; REST and SUCCESSION: whether the
   * other shift comes first (SUCCESSION: on the day before).
   */
  restHours: number;
  neededHours: number;
  otherFirst: boolean;
}

export interface CommitmentTables {
  /** True when any commitment concerns the model's employees. */
  readonly any: boolean;
  /** 1 at e * D + d when e works another roster on day d. */
  readonly committed: Uint8Array;
  /** Why e may not work day d in this roster (BLOCK_*), at e * D + d. */
  readonly block: Uint8Array;
  /** Per employee: offsets (< 0 before day 0, >= D after the last day) of days worked elsewhere, sorted. */
  readonly before: number[][];
  readonly after: number[][];
  /** Per employee: the hours committed on days inside the period. */
  readonly committedHours: Float64Array;
  /** The details of a blocked cell (null when free). */
  blockAt(e: number, d: number): CellBlock | null;
}

const DAY_MINUTES = 1_440;

/** The hour target left for this roster: targetDays - committedHours / dailyHours (SCORING.md). */
export function targetDaysLeft(targetDays: number, committedHours: number, dailyHours: number): number {
  return committedHours === 0 || !(dailyHours > 0) ? targetDays : targetDays - committedHours / dailyHours;
}

/** How a shift of this roster on the interval [from, to) stands against one commitment. */
function blockOf(
  model: RosterModel,
  commitment: Commitment,
  sameDay: boolean,
  from: number,
  to: number,
): CellBlock | null {
  if (sameDay) return { kind: BLOCK_SAME_DAY, commitment, restHours: 0, neededHours: 0, otherFirst: false };
  const start = minutesOf(commitment.start);
  const end = minutesOf(commitment.end);
  if (!Number.isFinite(start) || !Number.isFinite(end)) return null;
  if (from < end && start < to)
    return { kind: BLOCK_OVERLAP, commitment, restHours: 0, neededHours: 0, otherFirst: start < from };
  const neededHours = Math.max(model.workingDays.minRestHours ?? 0, commitment.restHours ?? 0);
  if (!(neededHours > 0)) return null;
  const otherFirst = end <= from;
  const gap = otherFirst ? from - end : start - to;
  return gap < neededHours * 60 ? { kind: BLOCK_REST, commitment, restHours: gap / 60, neededHours, otherFirst } : null;
}

/**
 * Per employee, the day offsets from a commitment's day that a forbidden succession blocks: +1 when
 * the other shift is `first` and this one `next`, -1 when this one is `first` and the other `next`.
 */
function successionSteps(model: RosterModel, e: number, otherShift: string | undefined): number[] {
  const pairs = model.employees[e]!.availability?.forbiddenSuccessions;
  const own = model.shiftId;
  if (!pairs || pairs.length === 0 || own === undefined || otherShift === undefined || otherShift === own) return [];
  const steps: number[] = [];
  for (const { first, next } of pairs) {
    if (first === otherShift && next === own) steps.push(1);
    if (first === own && next === otherShift) steps.push(-1);
  }
  return steps;
}

export function commitmentTables(model: RosterModel): CommitmentTables {
  const { days, employees } = model;
  const D = days.length;
  const E = employees.length;
  const committed = new Uint8Array(E * D);
  const block = new Uint8Array(E * D);
  const details = new Map<number, CellBlock>();
  const before: number[][] = employees.map(() => []);
  const after: number[][] = employees.map(() => []);
  const committedHours = new Float64Array(E);
  const list = model.commitments ?? [];
  if (D === 0 || list.length === 0) {
    return { any: false, committed, block, before, after, committedHours, blockAt: () => null };
  }
  const employeeIndex = new Map<string, number>();
  employees.forEach((employee, e) => {
    if (!employeeIndex.has(employee.id)) employeeIndex.set(employee.id, e);
  });
  const first = minutesOf(days[0]!.date) / DAY_MINUTES;
  const intervals = days.map((day) => shiftInterval(day.date, model.shiftTimes));
  let any = false;
  for (const commitment of list) {
    const e = employeeIndex.get(commitment.employeeId);
    const dayNo = minutesOf(commitment.date) / DAY_MINUTES;
    if (e === undefined || !Number.isInteger(dayNo)) continue;
    any = true;
    const offset = dayNo - first;
    if (offset < 0) before[e]!.push(offset);
    else if (offset >= D) after[e]!.push(offset);
    else {
      committed[e * D + offset] = 1;
      committedHours[e]! += commitment.hours > 0 ? commitment.hours : 0;
    }
    for (
      let d = Math.max(0, offset - REST_HOURS_REACH_DAYS);
      d <= Math.min(D - 1, offset + REST_HOURS_REACH_DAYS);
      d++
    ) {
      const { from, to } = intervals[d]!;
      const found = blockOf(model, commitment, d === offset, from, to);
      if (!found) continue;
      const cell = e * D + d;
      // The strongest reason wins (same day, overlap, rest, then succession), the first commitment on a tie.
      const current = block[cell]!;
      if (current !== BLOCK_NONE && current <= found.kind) continue;
      block[cell] = found.kind;
      details.set(cell, found);
    }
    // Forbidden successions: the weakest reason, on a cell nothing else blocks.
    for (const step of successionSteps(model, e, commitment.shiftId)) {
      const d = offset + step;
      if (d < 0 || d >= D || block[e * D + d] !== BLOCK_NONE) continue;
      block[e * D + d] = BLOCK_SUCCESSION;
      details.set(e * D + d, {
        kind: BLOCK_SUCCESSION,
        commitment,
        restHours: 0,
        neededHours: 0,
        otherFirst: step === 1,
      });
    }
  }
  const unique = (offsets: number[]) => [...new Set(offsets)].sort((a, b) => a - b);
  return {
    any,
    committed,
    block,
    before: before.map(unique),
    after: after.map(unique),
    committedHours,
    blockAt: (e, d) => details.get(e * D + d) ?? null,
  };
}
