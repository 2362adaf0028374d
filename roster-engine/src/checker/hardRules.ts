/**
 * The hard rules of SCORING.md, from scratch. Every violation has amount 1; `score.hard` is their
 * number.
 */
import type { Violation } from '../model/types';
import { weekdayName } from '../explain/words';
import type { CheckContext } from './context';
import { dayAt, employeeAt, nameAt, positionAt, positionName, sayAt } from './context';
import { NO_DAY } from './modelIndex';
import { dayNumber } from './dates';
import { BLOCK_REST, BLOCK_SAME_DAY, BLOCK_SUCCESSION } from '../commitments';

function hard(
  rule: Violation['rule'],
  employeeId: string | null,
  positionId: string | null,
  date: string | null,
  reason: string,
): Violation {
  return { rule, hard: true, employeeId, positionId, date, amount: 1, reason };
}

/** Entries that could not be placed on the grid: unknown employee, date or position, duplicates. */
export function invalidEntries(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  return ctx.grid.invalid.map(({ index, kind }) => {
    const assignment = ctx.assignments[index]!;
    const e = ctx.index.employeeIndex.get(assignment.employeeId);
    const who = e === undefined ? assignment.employeeId : nameAt(ctx, e);
    const reason =
      kind === 'unknown-employee'
        ? say.unknownEmployee(assignment.employeeId, assignment.date)
        : kind === 'unknown-date'
          ? say.unknownDate(who, assignment.date)
          : kind === 'unknown-position'
            ? say.unknownPosition(who, assignment.positionId, assignment.date)
            : say.duplicate(who, assignment.date);
    return hard('QUALIFIED', assignment.employeeId, assignment.positionId, assignment.date, reason);
  });
}

/** QUALIFIED, LEAVE_DAYS and EXCLUSION_DAYS: one look at each placed assignment, in input order. */
export function assignmentRules(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid, assignments } = ctx;
  const relieverRule = index.assigned.has('RELIEVER_COVER');
  const leaveRule = index.assigned.has('LEAVE_DAYS');
  const exclusionRule = index.assigned.has('EXCLUSION_DAYS');
  const violations: Violation[] = [];
  assignments.forEach((_assignment, i) => {
    const d = grid.entryDay[i] ?? -1;
    if (d < 0) return;
    const e = grid.entryEmployee[i]!;
    const employee = employeeAt(ctx, e);
    const position = positionAt(ctx, grid.entryPosition[i]!);
    const day = dayAt(ctx, d);
    const relieves = position.relieverId !== null && position.relieverId === employee.positionId;
    if (position.id !== employee.positionId && !(relieverRule && relieves)) {
      const reason = say.notQualified(
        nameAt(ctx, e),
        positionName(ctx, employee.positionId),
        position.name,
        day.date,
        relieves,
      );
      violations.push(hard('QUALIFIED', employee.id, position.id, day.date, reason));
    }
    if (leaveRule && index.onLeave[e * index.nDays + d]) {
      violations.push(hard('LEAVE_DAYS', employee.id, position.id, day.date, say.onLeave(nameAt(ctx, e), day.date)));
    }
    if (exclusionRule && index.excluded[e * index.nDays + d]) {
      const what = day.holiday && employee.exclusions.includes('hld') ? 'public holiday' : weekdayName(day.weekday);
      violations.push(
        hard('EXCLUSION_DAYS', employee.id, position.id, day.date, say.excluded(nameAt(ctx, e), day.date, what)),
      );
    }
  });
  return violations;
}

/** CAPACITY: the assignments of a day beyond cap(d), the last ones in input order. */
export function capacity(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid, assignments } = ctx;
  const violations: Violation[] = [];
  grid.dayEntries.forEach((entries, d) => {
    const cap = index.cap[d] ?? 0;
    for (let k = cap; k < entries.length; k += 1) {
      const assignment = assignments[entries[k]!]!;
      const e = grid.entryEmployee[entries[k]!]!;
      const reason = say.overCapacity(nameAt(ctx, e), assignment.date, entries.length, cap);
      violations.push(hard('CAPACITY', assignment.employeeId, assignment.positionId, assignment.date, reason));
    }
  });
  return violations;
}

/**
 * DOUBLE_BOOKED, REST_HOURS and SUCCESSION (always on): an assignment on a cell a commitment blocks
 * (a day worked in another roster or a shift overlapping one: DOUBLE_BOOKED; too little rest:
 * REST_HOURS; the day after or before another shift the employee may not work it next to: SUCCESSION).
 */
export function commitmentRules(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index, grid, assignments } = ctx;
  const { elsewhere } = index;
  if (!elsewhere.any) return [];
  const violations: Violation[] = [];
  assignments.forEach((assignment, i) => {
    const d = grid.entryDay[i] ?? -1;
    if (d < 0) return;
    const e = grid.entryEmployee[i]!;
    const block = elsewhere.blockAt(e, d);
    if (!block) return;
    const who = nameAt(ctx, e);
    const { where } = block.commitment;
    if (block.kind === BLOCK_REST) {
      const reason = say.restHours(who, assignment.date, block.restHours, block.neededHours, where, block.otherFirst);
      violations.push(hard('REST_HOURS', assignment.employeeId, assignment.positionId, assignment.date, reason));
      return;
    }
    if (block.kind === BLOCK_SUCCESSION) {
      const reason = say.succession(who, assignment.date, where, block.otherFirst);
      violations.push(hard('SUCCESSION', assignment.employeeId, assignment.positionId, assignment.date, reason));
      return;
    }
    const reason =
      block.kind === BLOCK_SAME_DAY
        ? say.doubleBooked(who, assignment.date, where)
        : say.overlapping(who, assignment.date, where);
    violations.push(hard('DOUBLE_BOOKED', assignment.employeeId, assignment.positionId, assignment.date, reason));
  });
  return violations;
}

/** Each employee's history days as offsets before the first day (read once for every employee). */
function historyOffsets(ctx: CheckContext): number[][] {
  const { index } = ctx;
  const offsets = Array.from({ length: index.nEmployees }, (): number[] => []);
  const first = dayNumber(index.model.days[0]?.date ?? '');
  for (const entry of index.model.history) {
    const e = index.employeeIndex.get(entry.employeeId);
    const offset = dayNumber(entry.date) - first;
    if (e !== undefined && Number.isFinite(offset) && offset < 0) offsets[e]!.push(offset);
  }
  return offsets;
}

/** One employee's worked days on one line: history and other rosters (0) and this roster's (1 + p). */
function workedLine(ctx: CheckContext, e: number, history: readonly number[]): Map<number, number> {
  const { index, grid } = ctx;
  const { nDays } = index;
  const line = new Map<number, number>();
  for (const offset of history) line.set(offset, 0);
  for (const offset of index.elsewhere.before[e] ?? []) line.set(offset, 0);
  for (const offset of index.elsewhere.after[e] ?? []) line.set(offset, 0);
  for (let d = 0; d < nDays; d += 1) {
    const p = grid.cell[e * nDays + d] ?? -1;
    if (p >= 0) line.set(d, 1 + p);
    else if (index.elsewhere.committed[e * nDays + d]) line.set(d, 0);
  }
  return line;
}

/**
 * MAX_CONSECUTIVE and MIN_REST over each employee's worked days in every roster (history and days
 * worked elsewhere included), counted only where this roster takes part (SCORING.md): a run with
 * an assignment beyond the limit, a short rest after a run with an assignment or before one.
 */
export function runRules(ctx: CheckContext): Violation[] {
  const say = sayAt(ctx);
  const { index } = ctx;
  const { maxConsecutive, minRest } = index.model.workingDays;
  const consecutiveRule = index.assigned.has('MAX_CONSECUTIVE') && maxConsecutive > 0;
  const restRule = index.assigned.has('MIN_REST') && minRest > 0;
  if (!consecutiveRule && !restRule) return [];
  const violations: Violation[] = [];
  const history = historyOffsets(ctx);
  for (let e = 0; e < index.nEmployees; e += 1) {
    const line = workedLine(ctx, e, history[e]!);
    const offsets = [...line.keys()].sort((a, b) => a - b);
    const found: Array<{ d: number; order: number; violation: Violation }> = [];
    const employeeId = employeeAt(ctx, e).id;
    const add = (rule: 'MAX_CONSECUTIVE' | 'MIN_REST', d: number, reason: string) => {
      const positionId = positionAt(ctx, line.get(d)! - 1).id;
      const order = rule === 'MAX_CONSECUTIVE' ? 0 : 1;
      found.push({ d, order, violation: hard(rule, employeeId, positionId, dayAt(ctx, d).date, reason) });
    };
    // Maximal runs of worked days: [from, to] indices into `offsets`.
    let previousMine: number[] = [];
    let previousEnd = NO_DAY;
    for (let from = 0; from < offsets.length;) {
      let to = from;
      while (to + 1 < offsets.length && offsets[to + 1] === offsets[to]! + 1) to += 1;
      const run = offsets.slice(from, to + 1);
      const start = run[0]!;
      const mine = run.filter((offset) => line.get(offset)! > 0);
      if (consecutiveRule && mine.length > 0 && run.length > maxConsecutive) {
        const excess = Math.min(mine.length, run.length - maxConsecutive);
        for (const d of mine.slice(mine.length - excess)) {
          const date = dayAt(ctx, d).date;
          add('MAX_CONSECUTIVE', d, say.consecutive(nameAt(ctx, e), d - start + 1, date, maxConsecutive));
        }
      }
      const off = start - previousEnd - 1;
      if (restRule && previousEnd !== NO_DAY && off > 0 && off < minRest) {
        if (line.get(start)! > 0) {
          add('MIN_REST', start, say.rest(nameAt(ctx, e), dayAt(ctx, start).date, off, minRest));
        } else if (previousMine.length > 0) {
          const d = previousMine[previousMine.length - 1]!;
          add('MIN_REST', d, say.restBeforeElsewhere(nameAt(ctx, e), dayAt(ctx, d).date, off, minRest));
        }
      }
      previousMine = mine;
      previousEnd = run[run.length - 1]!;
      from = to + 1;
    }
    found.sort((a, b) => a.d - b.d || a.order - b.order);
    violations.push(...found.map((entry) => entry.violation));
  }
  return violations;
}
