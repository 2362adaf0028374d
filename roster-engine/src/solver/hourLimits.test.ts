/**
 * Hour limits in the search: the maximum is never passed (the checker finds no MAX_HOURS), a
 * minimum some roster reaches is reached, an unreachable one is reported as the checker counts it,
 * and the incremental score, the row DP and the pair exchange agree with the checker and brute force.
 */
import { checkRoster } from '../checker';
import type { RosterModel } from '../model/types';
import { plainAvailability, withAvailability, withoutAvailability } from '../testing/availabilityCases';
import { commitment } from '../testing/commitmentCases';
import { limitedModel, randomLimitedModel, withHourLimits, withMinimums } from '../testing/limitCases';
import { expectCleanSearch, expectLimitCountAfterRandomChanges } from '../testing/limitChecks';
import { expectBestRowIsBruteForce, expectSameScore } from '../testing/rowChecks';
import { ALL_RULES, buildDays, employee, every, model, position, randomModel } from '../testing/solverCases';
import { compileModel } from './compile';
import { PairOptimizer } from './pairDp';
import { Prng } from './prng';
import { RunStates } from './runStates';
import { searchRoster } from './searchRoster';
import { RosterState } from './state';

const size = (seed: number) => ({ employees: 4 + (seed % 7), days: 7 + (seed % 12), positions: 1 + (seed % 3) });

/** A random model with availability, commitments on odd seeds, and random maximums. */
const limited = (seed: number): RosterModel => randomLimitedModel(seed, size(seed), withHourLimits);

const daysOf = (assignments: readonly { employeeId: string }[]) => {
  const days = new Map<string, number>();
  for (const { employeeId } of assignments) days.set(employeeId, (days.get(employeeId) ?? 0) + 1);
  return days;
};

describe('hour limits in the search', () => {
  it('never passes a maximum and scores as the checker does (20 random models)', () => {
    let binding = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const m = limited(seed);
      expectCleanSearch(m, seed, 1_500);
      // The maximums do bind: without them some employee works more.
      const free = searchRoster(withoutAvailability(m), { maxIterations: 1_500 });
      const c = compileModel(m);
      const freeDays = daysOf(free.assignments);
      m.employees.forEach((employee, e) => {
        if ((freeDays.get(employee.id) ?? 0) > c.maxDays[e]!) binding++;
      });
    }
    expect(binding).toBeGreaterThan(5);
  });

  it('reaches every minimum a roster of the model reaches', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const base = withAvailability(randomModel({ seed: seed + 200, ...size(seed), rules: [...ALL_RULES] }), seed);
      const witness = searchRoster(base, { maxIterations: 1_000 });
      // The witness's own days as the minimums (and no maximum): a roster meets them all.
      const m = withMinimums(base, daysOf(witness.assignments));
      expectCleanSearch(m, seed, 1_500);
    }
  });

  it('reports a minimum no roster reaches as one hard violation, as the checker does', () => {
    const days = buildDays('2026-12-07', 7);
    const m: RosterModel = model({
      days,
      positions: [position('G', every(1))],
      employees: [
        employee('a', 'G', {
          leave: [days[0]!.date, days[1]!.date, days[2]!.date],
          availability: plainAvailability({ minHours: 40 }),
        }),
        employee('b', 'G'),
      ],
      rules: ['LEAVE_DAYS'],
    });
    const result = searchRoster(m, { maxIterations: 300 });
    const check = checkRoster(m, result.assignments);
    // a works the 4 days left (32 hours), 1 day short of 40.
    expect(result.assignments.filter((assignment) => assignment.employeeId === 'a')).toHaveLength(4);
    expect(check.violations.filter((violation) => violation.hard)).toEqual([
      expect.objectContaining({ rule: 'MIN_HOURS', employeeId: 'a', amount: 1, date: null }),
    ]);
    expect(check.violations[0]!.reason).toBe('Name a Tester works 32 hours, under the 40-hour minimum (1 day short)');
    expectSameScore(result.score, check.score);
  });

  it('counts the hours worked in other rosters first', () => {
    const days = buildDays('2026-12-07', 7);
    const m: RosterModel = {
      ...limitedModel(days, 1, { maxHours: 30 }),
      commitments: [
        commitment('a', '2026-12-01', { start: '06:00', end: '14:00' }),
        commitment('a', days[6]!.date, { start: '06:00', end: '20:00' }, { hours: 14 }),
      ],
    };
    // 14 hours elsewhere in the period (the one before it does not count): 2 days of 8 left.
    const result = searchRoster(m, { maxIterations: 300 });
    expect(result.assignments).toHaveLength(2);
    expect(checkRoster(m, result.assignments).score.hard).toBe(0);
    // One more day is a MAX_HOURS violation dated on it.
    const extra = [...result.assignments, { ...result.assignments[0]!, date: days[5]!.date }].filter(
      (assignment, i, all) => all.findIndex((other) => other.date === assignment.date) === i,
    );
    const over = checkRoster(m, extra.length === 3 ? extra : [...extra, { ...extra[0]!, date: days[4]!.date }]);
    expect(over.violations).toEqual([
      expect.objectContaining({
        rule: 'MAX_HOURS',
        amount: 1,
        reason: 'Name a Tester works 38 hours (14 in other rosters), over the 30-hour limit (1 day too many)',
      }),
    ]);
  });

  it('keeps the incremental score and the hard count equal to the checker after random changes', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const m = withHourLimits(randomModel({ seed: seed + 40, employees: 5, days: 10, positions: 2 }), seed, {
        minShare: 0.6,
        minDaysUpTo: 6,
      });
      expectLimitCountAfterRandomChanges(m, seed, ['MIN_HOURS', 'MAX_HOURS'], (c, state, check) => {
        let short = 0;
        for (let x = 0; x < c.E; x++) short += Math.max(0, c.minDays[x]! - state.worked[x]!);
        expect(state.score).toBe(c.wShort * short + check.score.total);
      });
    }
  });

  it("the row DP's best row is the brute-force best with limits", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const m = withHourLimits(randomModel({ seed: seed + 80, employees: 4, days: 8, positions: 2 }), seed, {
        maxShare: 0.8,
        minShare: 0.5,
        minDaysUpTo: 5,
      });
      expectBestRowIsBruteForce(m, seed);
    }
  });

  it('the pair exchange keeps both maximums and moves a day to the one short of a minimum', () => {
    const days = buildDays('2026-12-07', 6);
    const limits = (hours: Partial<Record<'minHours' | 'maxHours', number>>) => ({
      availability: plainAvailability(hours),
    });
    const m = model({
      days,
      positions: [position('G', every(1))],
      employees: [employee('a', 'G', limits({ maxHours: 40 })), employee('b', 'G', limits({ minHours: 24 }))],
      rules: [],
    });
    const c = compileModel(m);
    const state = new RosterState(c);
    for (let d = 0; d < 5; d++) state.set(0, d, 0);
    state.set(1, 5, 0);
    state.commit();
    expect(state.shortDays).toBe(2);
    const pair = new PairOptimizer(c, new RunStates(c));
    expect(pair.optimize(state, 0, 1, 0, new Prng(1))).toBe(true);
    const worked = (row: Int16Array) => row.filter((p) => p >= 0).length;
    expect(worked(pair.rowA)).toBeLessThanOrEqual(5);
    expect(worked(pair.rowB)).toBeGreaterThanOrEqual(3);
  });
});
