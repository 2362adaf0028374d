import type { RosterResult } from '@times/roster-engine';
import { assignDays, makeEmployee, makeModel, makePosition, perDay } from '@times/roster-engine/testing';
import { resultOf } from '../views/testing/storedRoster';
import { moveRoster } from './moveRoster';
import { revalidatedResult } from './storeRevalidation';
import { swapRoster } from './swapRoster';

const model = makeModel({
  start: '2026-12-07',
  dayCount: 3,
  positions: [makePosition('G', 'Guard', { required: perDay(1) })],
  employees: [makeEmployee('a', 'G'), makeEmployee('b', 'G', { gender: 2 })],
});
const assignments = [...assignDays(model, 'a', [0, 1]), ...assignDays(model, 'b', [2])];
const cell = (empd: string, entry_date: string) => ({ empd, entry_date });

describe('swapRoster', () => {
  it('swaps and re-validates', () => {
    const edit = swapRoster(model, assignments, cell('a', '2026-12-08'), cell('b', '2026-12-09'));
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    expect(edit.revalidation.assignments.map((x) => `${x.employeeId}@${x.date}`)).toEqual([
      'a@2026-12-07',
      'a@2026-12-09',
      'b@2026-12-08',
    ]);
    expect(edit.revalidation.totals.daily_gender_totals[1]).toEqual({
      entry_date: '2026-12-08',
      male_count: 0,
      female_count: 1,
    });
  });

  it('answers the call statuses for refusals and cells off the roster', () => {
    const refused = (a: ReturnType<typeof cell>, b: ReturnType<typeof cell>) => {
      const edit = swapRoster(model, assignments, a, b);
      return edit.ok ? 'OK' : edit.status;
    };
    expect(refused(cell('a', '2026-12-07'), cell('a', '2026-12-08'))).toBe('CANT_DROP_THE_SAME_EMPLOYEE');
    expect(refused(cell('a', '2026-12-07'), cell('b', '2026-12-08'))).toBe('ENTRY_NOT_FOUND');
    expect(refused(cell('a', '2026-12-09'), cell('b', '2026-12-09'))).toBe('ENTRY_NOT_FOUND');
    expect(refused(cell('a', '2026-12-08'), cell('b', '2026-12-09'))).toBe('OK');
    expect(refused(cell('x', '2026-12-07'), cell('b', '2026-12-09'))).toBe('ENTRY_NOT_FOUND');
    expect(refused(cell('a', '2026-12-06'), cell('b', '2026-12-09'))).toBe('ENTRY_NOT_FOUND');
    // a already works b's date.
    const both = [...assignments, ...assignDays(model, 'b', [0])];
    const edit = swapRoster(model, both, cell('a', '2026-12-08'), cell('b', '2026-12-07'));
    expect(edit.ok ? 'OK' : edit.status).toBe('SWAP_DATE_NOT_EMPTY');
  });
});

describe('moveRoster', () => {
  it('moves and re-validates; refuses a taken target and cells off the roster', () => {
    const edit = moveRoster(model, assignments, cell('a', '2026-12-08'), cell('b', '2026-12-08'));
    expect(edit.ok && edit.revalidation.assignments[1]).toMatchObject({
      employeeId: 'b',
      date: '2026-12-08',
      positionId: 'G',
      gender: 2,
    });
    const status = (from: ReturnType<typeof cell>, to: ReturnType<typeof cell>) => {
      const result = moveRoster(model, assignments, from, to);
      return result.ok ? 'OK' : result.status;
    };
    expect(status(cell('a', '2026-12-07'), cell('b', '2026-12-09'))).toBe('DATE_NOT_EMPTY');
    expect(status(cell('b', '2026-12-07'), cell('b', '2026-12-08'))).toBe('ENTRY_NOT_FOUND');
    expect(status(cell('a', '2026-12-07'), cell('x', '2026-12-08'))).toBe('ENTRY_NOT_FOUND');
    expect(status(cell('a', '2026-12-07'), cell('a', '2026-12-10'))).toBe('ENTRY_NOT_FOUND');
  });
});

describe('revalidatedResult', () => {
  it('replaces every figure of the edit and keeps the search statistics', () => {
    const stored: RosterResult = { ...resultOf(model, assignments), search: { iterations: 42, elapsedMs: 7, seed: 1 } };
    const edit = moveRoster(model, assignments, cell('b', '2026-12-09'), cell('b', '2026-12-08'));
    if (!edit.ok) throw new Error(edit.status);
    const next = revalidatedResult(stored, edit.revalidation);
    expect(next).toEqual({
      assignments: edit.revalidation.assignments,
      violations: edit.revalidation.check.violations,
      uncovered: edit.revalidation.check.uncovered,
      score: edit.revalidation.check.score,
      totals: edit.revalidation.totals,
      summary: edit.revalidation.summary,
      search: stored.search,
    });
    // a and b both on Tuesday (capacity 1), nobody on Wednesday.
    expect(next.uncovered.map((slot) => slot.date)).toEqual(['2026-12-09']);
  });
});
