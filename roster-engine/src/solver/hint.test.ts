/**
 * A roster to start from (RosterModel.hint): the search starts from its days that keep every hard
 * rule and drops the others (unknown employee or date, unavailable day, another position than the
 * employee's, beyond the day's capacity, a row past the days-in-a-row limit).
 */
import { checkRoster } from '../checker';
import type { HintDay, RosterModel } from '../model/types';
import { makeDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { compileModel } from './compile';
import { hintGrid } from './hint';
import { searchRoster } from './searchRoster';

const days = makeDays('2026-12-07', 7);
const base = (hint: HintDay[]): RosterModel => ({
  ...makeModel({
    days,
    rules: ['MAX_CONSECUTIVE'],
    workingDays: { maxConsecutive: 3, required: perDay(2) },
    positions: [
      makePosition('G', 'Guard', { required: perDay(1) }),
      makePosition('L', 'Lead', { required: perDay(1) }),
    ],
    employees: [
      makeEmployee('A', 'G', {
        availability: { unavailableDates: ['2026-12-09'], unavailableWeekdays: [], requests: [] },
      }),
      makeEmployee('B', 'G'),
      makeEmployee('C', 'L'),
      makeEmployee('D', 'G'),
    ],
  }),
  hint,
});
const at = (employeeId: string, d: number, positionId = 'G'): HintDay => ({
  employeeId,
  date: days[d]!.date,
  positionId,
});

describe('hintGrid', () => {
  it('keeps the days each employee may work here in a position they may work, within the capacity', () => {
    const model = base([
      at('A', 0),
      at('A', 2), // unavailable
      at('B', 0), // capacity 2 on the day: A and B fill it
      at('C', 0, 'L'),
      at('B', 1, 'L'), // not B's position
      at('Z', 1), // unknown employee
      { employeeId: 'B', date: '2027-01-01', positionId: 'G' }, // not in the period
    ]);
    const c = compileModel(model);
    const grid = hintGrid(model, c)!;
    const taken = [...grid.keys()].filter((i) => grid[i]! >= 0).map((i) => [Math.floor(i / c.D), i % c.D, grid[i]]);
    expect(taken).toEqual([
      [0, 0, 0],
      [1, 0, 0],
    ]);
    expect(hintGrid(base([]), c)).toBeNull();
  });
});

describe('the search from a hint', () => {
  it('starts from the hint when stopped at once, and drops a row past the days-in-a-row limit', () => {
    const hint = [
      at('B', 0),
      at('B', 1),
      at('B', 2),
      at('B', 3),
      at('D', 4),
      at('D', 5),
      at('C', 0, 'L'),
      at('C', 2, 'L'),
    ];
    const model = base(hint);
    const result = searchRoster(model, { shouldStop: () => true });
    const cells = result.assignments.map((a) => `${a.employeeId} ${a.date}`);
    // B's four days in a row break the limit of 3: the row is left out; D's and C's are kept.
    expect(cells).toEqual(
      expect.arrayContaining([at('D', 4), at('D', 5), at('C', 0), at('C', 2)].map((h) => `${h.employeeId} ${h.date}`)),
    );
    expect(cells.filter((cell) => cell.startsWith('B '))).toEqual([]);
    expect(checkRoster(model, result.assignments).score.hard).toBe(0);
    // Without the hint the same stop builds a roster of its own, not this one.
    const alone = searchRoster(base([]), { shouldStop: () => true }).assignments.map(
      (a) => `${a.employeeId} ${a.date}`,
    );
    expect(alone).not.toEqual(cells);
  });
});
