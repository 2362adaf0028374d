/**
 * Pinned assignments (RosterModel.pinned): the search keeps every pin as it is through every move
 * and plans the rest around them; its score equals the checker's; a pin that breaks a hard rule is
 * kept, counted as hard and reported (Violation.pinned, 'Pinned: … conflicts with this rule').
 */
import { checkRoster } from '../checker';
import { computeRoster } from '../engine';
import type { PinnedDay, RosterModel } from '../model/types';
import { makeDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { missingPins, randomPins } from '../testing/pinCases';
import { expectSameScore } from '../testing/rowChecks';
import { ALL_RULES, countOf, longestRun, randomModel } from '../testing/solverCases';
import { searchRoster } from './searchRoster';

describe('pinned assignments in the search', () => {
  it('stay as pinned through the whole search, and the score equals the checker’s (random models)', () => {
    let pinned = 0;
    let moved = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const free = randomModel({ seed, employees: 6 + (seed % 4), days: 14, positions: 1 + (seed % 3) });
      const first = searchRoster(free, { maxIterations: 2_000 });
      // Pins drawn from a roster that keeps the rules (a new seed searches anew around them).
      const pins = randomPins(first.assignments, seed);
      const model: RosterModel = { ...free, seed: seed + 100, pinned: pins };
      const result = searchRoster(model, { maxIterations: 4_000 });
      expect([seed, missingPins(model, result.assignments)]).toEqual([seed, []]);
      const check = checkRoster(model, result.assignments);
      expectSameScore(result.score, check.score);
      pinned += pins.length;
      // Without the pins the same search does not keep all of them by itself.
      const alone = searchRoster({ ...model, pinned: undefined }, { maxIterations: 4_000 });
      if (missingPins(model, alone.assignments).length > 0) moved++;
    }
    expect(pinned).toBeGreaterThan(30);
    expect(moved).toBeGreaterThan(3);
  });

  it('plans the rest around the pins (cover, capacity and days in a row counted with them)', () => {
    const days = makeDays('2026-12-07', 7);
    const pins: PinnedDay[] = [1, 2, 3].map((d) => ({ employeeId: 'A', date: days[d]!.date, positionId: 'G' }));
    const model: RosterModel = {
      ...makeModel({
        days,
        rules: ['MAX_CONSECUTIVE'],
        workingDays: { maxConsecutive: 3, required: perDay(1) },
        positions: [makePosition('G', 'Guard', { required: perDay(1) })],
        employees: [makeEmployee('A', 'G'), makeEmployee('B', 'G'), makeEmployee('C', 'G')],
      }),
      pinned: pins,
    };
    const result = searchRoster(model, { maxIterations: 2_000 });
    expect(missingPins(model, result.assignments)).toEqual([]);
    // One a day (capacity 1): nobody else on the pinned days, every day covered, A off around its run.
    for (const day of days) expect(countOf(result.assignments, 'G', day.date)).toBe(1);
    expect(longestRun(model, result.assignments, 'A')).toBe(3);
    const a = result.assignments.filter((one) => one.employeeId === 'A').map((one) => one.date);
    expect(a).not.toContain(days[0]!.date);
    expect(a).not.toContain(days[4]!.date);
    expect(result.score.hard).toBe(0);
    expectSameScore(result.score, checkRoster(model, result.assignments).score);
  });
});

describe('pins that break a hard rule', () => {
  const days = makeDays('2026-12-07', 7);
  const pin = (employeeId: string, d: number): PinnedDay => ({ employeeId, date: days[d]!.date, positionId: 'G' });
  const model = (pinned: PinnedDay[]): RosterModel => ({
    ...makeModel({
      days,
      rules: [...ALL_RULES].filter((rule) => rule === 'MAX_CONSECUTIVE' || rule === 'LEAVE_DAYS'),
      workingDays: { maxConsecutive: 2, required: perDay(2) },
      positions: [makePosition('G', 'Guard', { required: perDay(1) })],
      employees: [
        makeEmployee('A', 'G', { leave: [days[4]!.date] }),
        makeEmployee('B', 'G', {
          availability: { unavailableDates: [days[5]!.date], unavailableWeekdays: [], requests: [] },
        }),
        makeEmployee('C', 'G'),
      ],
    }),
    pinned,
  });

  it('are kept, counted as hard, and reported with the rule they break', () => {
    // A: three days in a row (limit 2) and a day of leave; B: a day B is unavailable.
    const m = model([pin('A', 0), pin('A', 1), pin('A', 2), pin('A', 4), pin('B', 5)]);
    const result = computeRoster(m);
    expect(missingPins(m, result.assignments)).toEqual([]);
    const check = checkRoster(m, result.assignments);
    expect(result.score.hard).toBe(check.score.hard);
    expect(result.score.total).toBe(check.score.total);
    const pinned = result.violations.filter((violation) => violation.pinned);
    expect(pinned.map((violation) => [violation.rule, violation.employeeId]).sort()).toEqual([
      ['LEAVE_DAYS', 'A'],
      ['MAX_CONSECUTIVE', 'A'],
      ['UNAVAILABLE', 'B'],
    ]);
    expect(pinned.every((violation) => violation.hard)).toBe(true);
    const leave = pinned.find((violation) => violation.rule === 'LEAVE_DAYS')!;
    expect(leave.reason).toMatch(/^Pinned: \S+ \S+ on the 11th conflicts with this rule\. /);
    // The other rows keep every rule: only the pins' violations are hard.
    expect(result.violations.filter((violation) => violation.hard && !violation.pinned)).toEqual([]);
  });
});
