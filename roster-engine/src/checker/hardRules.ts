/**
 * The hard rules of SCORING.md, from scratch. Every violation has amount 1; `score.hard` is their
 * number.
 */
import type { Violation } from '../model/types';
import { violationReasons as say } from '../explain/violationReasons';
import { weekdayName } from '../explain/words';
import type { CheckContext } from './context';
import { dayAt, employeeAt, nameAt, positionAt, positionName } from './context';
import { NO_DAY } from './modelIndex';

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
 * MAX_CONSECUTIVE and MIN_REST, walking each employee's days once. History days before the period
 * start count: a run continuing from history starts at its history length.
 */
export function runRules(ctx: CheckContext): Violation[] {
  const { index, grid } = ctx;
  const { maxConsecutive, minRest } = index.model.workingDays;
  const consecutiveRule = index.assigned.has('MAX_CONSECUTIVE') && maxConsecutive > 0;
  const restRule = index.assigned.has('MIN_REST') && minRest > 0;
  if (!consecutiveRule && !restRule) return [];
  const violations: Violation[] = [];
  const { nDays } = index;
  for (let e = 0; e < index.nEmployees; e += 1) {
    let run = index.historyRun[e] ?? 0;
    let lastWorked = index.lastHistoryDay[e] ?? NO_DAY;
    for (let d = 0; d < nDays; d += 1) {
      const p = grid.cell[e * nDays + d] ?? -1;
      if (p < 0) {
        run = 0;
        continue;
      }
      run += 1;
      const workedBefore = lastWorked !== NO_DAY;
      const off = d - lastWorked - 1;
      lastWorked = d;
      const tooLong = consecutiveRule && run > maxConsecutive;
      const tooShort = restRule && workedBefore && off > 0 && off < minRest;
      if (!tooLong && !tooShort) continue;
      const date = dayAt(ctx, d).date;
      const positionId = positionAt(ctx, p).id;
      const employeeId = employeeAt(ctx, e).id;
      if (tooLong)
        violations.push(
          hard(
            'MAX_CONSECUTIVE',
            employeeId,
            positionId,
            date,
            say.consecutive(nameAt(ctx, e), run, date, maxConsecutive),
          ),
        );
      if (tooShort)
        violations.push(hard('MIN_REST', employeeId, positionId, date, say.rest(nameAt(ctx, e), date, off, minRest)));
    }
  }
  return violations;
}
