/**
 * MAX_SHIFTS in the search: no employee over their maximum of this shift (the checker finds none),
 * the engine's score is the checker's, the row DP is the brute-force best, the pair exchange keeps
 * the maximum, and days worked elsewhere do not count against it while they do for hours.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { withoutAvailability } from '../testing/availabilityCases';
import { commitment, withRandomCommitments } from '../testing/commitmentCases';
import { limitedModel, randomLimitedModel, withHourLimits, withShiftLimits } from '../testing/limitCases';
import { expectCleanSearch, expectLimitCountAfterRandomChanges } from '../testing/limitChecks';
import { eachPairExchange } from '../testing/pairChecks';
import { expectBestRowIsBruteForce } from '../testing/rowChecks';
import { buildDays, randomModel } from '../testing/solverCases';
import { compileModel } from './compile';
import { searchRoster } from './searchRoster';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 10 + (seed % 19), positions: 1 + (seed % 3) });

const limited = (seed: number): RosterModel => randomLimitedModel(seed, size(seed), withShiftLimits);

const daysOf = (assignments: readonly { employeeId: string }[], id: string): number =>
  assignments.filter((assignment) => assignment.employeeId === id).length;

describe('maximum shifts of this shift in the search', () => {
  it('keeps every maximum and scores as the checker does (16 random models)', () => {
    let binding = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const m = limited(seed);
      const result = expectCleanSearch(m, seed, 1_200);
      const free = searchRoster(withoutAvailability(m), { maxIterations: 1_200 });
      for (const employee of m.employees) {
        const max = employee.availability?.maxShifts;
        if (max === undefined) continue;
        expect([employee.id, daysOf(result.assignments, employee.id) <= max]).toEqual([employee.id, true]);
        if (daysOf(free.assignments, employee.id) > max) binding++;
      }
    }
    expect(binding).toBeGreaterThan(5);
  });

  it('keeps the hard count equal to the checker after random changes (with hour limits)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      let m = withShiftLimits(randomModel({ seed: seed + 40, employees: 5, days: 14, positions: 2 }), seed, 0.8);
      if (seed % 2 === 0) m = withHourLimits(m, seed);
      expectLimitCountAfterRandomChanges(m, seed, ['MAX_SHIFTS', 'MAX_HOURS', 'MIN_HOURS']);
    }
  });

  it("the row DP's best row is the brute-force best with maximums of shifts", () => {
    for (let seed = 1; seed <= 12; seed++) {
      let m = withShiftLimits(randomModel({ seed: seed + 80, employees: 4, days: 10, positions: 2 }), seed, 1);
      if (seed % 2 === 0) m = withRandomCommitments(m, seed);
      expectBestRowIsBruteForce(m, seed);
    }
  });

  it('the pair exchange never passes a maximum', () => {
    let exchanges = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const m = withShiftLimits(randomModel({ seed: seed + 120, employees: 6, days: 21, positions: 1 }), seed, 0.7);
      exchanges += eachPairExchange(m, seed, (c, a, b, pair) => {
        const days = (row: Int16Array) => row.reduce((n, p) => n + (p >= 0 ? 1 : 0), 0);
        expect([seed, days(pair.rowA) <= c.maxShifts[a]!, days(pair.rowB) <= c.maxShifts[b]!]).toEqual([
          seed,
          true,
          true,
        ]);
      });
    }
    expect(exchanges).toBeGreaterThan(0);
  });

  it('counts the days of this roster only, never works 0, and reports the days too many', () => {
    // Monday 2026-12-07 for two weeks; a works at most 3 days of this shift, 2 days elsewhere besides.
    const days = buildDays('2026-12-07', 14);
    const m: RosterModel = {
      ...limitedModel(days, 1, { maxShifts: 3 }, ['b']),
      commitments: [
        commitment('a', '2026-12-09', { start: '06:00', end: '14:00' }),
        commitment('a', '2026-12-10', { start: '06:00', end: '14:00' }),
      ],
    };
    const result = searchRoster(m, { maxIterations: 300 });
    expect(daysOf(result.assignments, 'a')).toBe(3);
    expect(checkRoster(m, result.assignments).violations.filter((v) => v.hard)).toEqual([]);
    const template = { ...result.assignments[0]!, employeeId: 'a' };
    const at = (dates: string[]) => dates.map((date) => ({ ...template, date }));
    const check = checkRoster(m, at(['2026-12-07', '2026-12-08', '2026-12-11', '2026-12-12', '2026-12-13']));
    expect(check.violations.filter((v) => v.hard)).toEqual([
      expect.objectContaining({
        rule: 'MAX_SHIFTS',
        date: '2026-12-12',
        amount: 2,
        reason: 'Name a Tester works 5 shifts of this shift, over the 3-shift limit (2 days too many)',
      }),
    ]);
    const never = limitedModel(days, 1, { maxShifts: 0 }, ['b']);
    expect(daysOf(searchRoster(never, { maxIterations: 200 }).assignments, 'a')).toBe(0);
    expect(compileModel(never).limited[0]).toBe(1);
  });
});
