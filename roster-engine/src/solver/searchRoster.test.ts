/**
 * The search, rule by rule on hand-made cases (each would fail if the rule were ignored), on the
 * trade-off of the soft rules' order, determinism, infeasible setups and a 60 x 31 instance.
 * Every roster is also re-scored by the independent checker.
 */
import { checkRoster } from '../checker';
import type { Assignment, RosterModel, RuleId } from '../model/types';
import {
  ALL_RULES,
  buildDays,
  countOf,
  employee,
  every,
  longestRun,
  model,
  position,
  randomModel,
  shortestRest,
  workedDays,
} from '../testing/solverCases';
import { searchRoster, type SearchResult, phaseDeadline } from './searchRoster';

/** Runs the search and checks its score against the checker's, and that no hard rule is broken. */
function solve(m: RosterModel): SearchResult {
  const result = searchRoster(m);
  const check = checkRoster(m, result.assignments);
  expect(check.score.hard).toBe(0);
  expect(result.score.hard).toBe(0);
  expect(result.score.total).toBe(check.score.total);
  expect(result.score.uncovered).toBe(check.score.uncovered);
  return result;
}

const week = (holidays: number[] = []) => buildDays('2026-03-02', 7, holidays); // Monday 2 March 2026

describe('hard rules', () => {
  it('MAX_CONSECUTIVE counts the previous roster and leaves the slots it cannot fill uncovered', () => {
    const base = {
      days: week(),
      positions: [position('G', every(1))],
      employees: [employee('A', 'G')],
      maxConsecutive: 3,
      history: [
        { employeeId: 'A', date: '2026-02-28' },
        { employeeId: 'A', date: '2026-03-01' },
      ],
    };
    const m = model({ ...base, rules: ['MAX_CONSECUTIVE'] });
    const limited = solve(m);
    expect(longestRun(m, limited.assignments, 'A')).toBe(3);
    // Five of the seven days at best (e.g. 0, 2-4, 6: day 0 ends a 3-day run with the history).
    expect(workedDays(m, limited.assignments, 'A')).toHaveLength(5);
    expect(limited.score.uncovered).toBe(2);

    const free = solve(model({ ...base, rules: [] }));
    expect(free.score.uncovered).toBe(0);
  });

  it('MIN_REST keeps the rest after a stretch, history included', () => {
    const base = {
      days: buildDays('2026-03-02', 8),
      positions: [position('G', every(1))],
      employees: [employee('A', 'G')],
      maxConsecutive: 2,
      minRest: 2,
      // Worked the day before yesterday: one day of rest so far.
      history: [{ employeeId: 'A', date: '2026-02-28' }],
    };
    const m = model({ ...base, rules: ['MAX_CONSECUTIVE', 'MIN_REST'] });
    const rested = solve(m);
    expect(shortestRest(m, rested.assignments, 'A')).toBeGreaterThanOrEqual(2);
    // Day 0 would end a one-day rest: the best is 1-2 and 5-6.
    expect(workedDays(m, rested.assignments, 'A')).toEqual([1, 2, 5, 6]);
    expect(rested.score.uncovered).toBe(4);

    const unrested = solve(model({ ...base, rules: ['MAX_CONSECUTIVE'] }));
    expect(shortestRest(m, unrested.assignments, 'A')).toBe(1);
    expect(unrested.score.uncovered).toBe(2);
  });

  it('LEAVE_DAYS: nobody works a leave day, the slot stays uncovered', () => {
    const days = buildDays('2026-03-02', 5);
    const base = {
      days,
      positions: [position('G', every(1))],
      employees: [employee('A', 'G', { leave: [days[2]!.date] }), employee('B', 'G', { leave: [days[2]!.date] })],
    };
    const result = solve(model({ ...base, rules: ['LEAVE_DAYS'] }));
    expect(result.assignments.filter((a) => a.date === days[2]!.date)).toEqual([]);
    expect(result.score.uncovered).toBe(1);
    expect(solve(model({ ...base, rules: [] })).score.uncovered).toBe(0);
  });

  it('EXCLUSION_DAYS: excluded weekdays and public holidays (both flags apply on a holiday)', () => {
    // Mon 0, Tue 1, Wed 2 (holiday), Thu 3, Fri 4 (holiday), Sat 5, Sun 6.
    const days = week([2, 4]);
    const base = {
      days,
      positions: [position('G', every(1))],
      employees: [employee('A', 'G', { exclusions: ['hld', 'sat'] }), employee('B', 'G', { exclusions: ['fri'] })],
      maxConsecutive: 4,
    };
    const m = model({ ...base, rules: ['EXCLUSION_DAYS', 'MAX_CONSECUTIVE'] });
    const result = solve(m);
    const a = workedDays(m, result.assignments, 'A');
    const b = workedDays(m, result.assignments, 'B');
    expect(a.filter((d) => [2, 4, 5].includes(d))).toEqual([]);
    expect(b).not.toContain(4); // a Friday holiday is still a Friday
    // Friday 4 is excluded for both: the only slot left uncovered.
    expect(result.score.uncovered).toBe(1);
    expect(result.assignments.some((x) => x.date === days[4]!.date)).toBe(false);
    const ignored = solve(model({ ...base, rules: ['MAX_CONSECUTIVE'] }));
    expect(ignored.score.uncovered).toBe(0);
  });

  it('CAPACITY: never more than the day allows; overtime places only when overtime is enabled', () => {
    const base = {
      days: week(),
      positions: [position('G', every(1))],
      employees: ['A', 'B', 'C'].map((id) => employee(id, 'G', { targetDays: 7 })),
    };
    const perDay = (assignments: Assignment[]) =>
      week().map((day) => assignments.filter((a) => a.date === day.date).length);

    const tight = solve(model({ ...base, rules: ['HOUR_TARGETS'] }));
    expect(perDay(tight.assignments)).toEqual([1, 1, 1, 1, 1, 1, 1]);

    // Overtime places are taken when the hour targets ask for them…
    const overtime = solve(model({ ...base, rules: ['HOUR_TARGETS'], overtime: every(1) }));
    expect(perDay(overtime.assignments)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(overtime.assignments.filter((a) => a.dayType === 'overtime')).toHaveLength(7);
    // …and left when OVERTIME_WHEN_NEEDED (ranked first) says they do not pay off.
    const needed = solve(model({ ...base, rules: ['OVERTIME_WHEN_NEEDED', 'HOUR_TARGETS'], overtime: every(1) }));
    expect(perDay(needed.assignments)).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('RELIEVER_COVER: a reliever covers the position only when the rule is assigned', () => {
    const base = {
      days: buildDays('2026-03-02', 5),
      positions: [position('A', every(2), { relieverId: 'B' }), position('B', every(0))],
      employees: [employee('a1', 'A'), employee('b1', 'B')],
    };
    const without = solve(model({ ...base, rules: [] }));
    expect(without.score.uncovered).toBe(5);
    expect(without.assignments.filter((a) => a.employeeId === 'b1' && a.positionId === 'A')).toEqual([]);

    const withRule = solve(model({ ...base, rules: ['RELIEVER_COVER'] }));
    expect(withRule.score.uncovered).toBe(0);
    const relief = withRule.assignments.filter((a) => a.employeeId === 'b1');
    expect(relief).toHaveLength(5);
    expect(relief.every((a) => a.positionId === 'A')).toBe(true);
    expect(withRule.score.soft.RELIEVER_COVER).toBe(5 * 5);
  });
});

describe('cover and soft rules', () => {
  it('covers every slot of an easy instance, keeping the rest rules', () => {
    const days = buildDays('2026-03-02', 28, [10]);
    const employees = Array.from({ length: 12 }, (_, i) => employee(`E${i}`, i < 6 ? 'A' : 'B', { targetDays: 14 }));
    const m = model({
      days,
      positions: [position('A', every(3)), position('B', every(3, { sun: 2 }))],
      employees,
      rules: ['MAX_CONSECUTIVE', 'MIN_REST', 'HOUR_TARGETS'],
      maxConsecutive: 5,
      minRest: 2,
    });
    const result = solve(m);
    expect(result.score.uncovered).toBe(0);
    for (const e of employees) {
      expect(longestRun(m, result.assignments, e.id)).toBeLessThanOrEqual(5);
      expect(shortestRest(m, result.assignments, e.id)).toBeGreaterThanOrEqual(2);
    }
    for (const day of days) {
      expect(countOf(result.assignments, 'A', day.date)).toBe(3);
    }
  });

  it("the soft rules' order changes the trade-off: complete weekends against fair Sundays", () => {
    // Four weekends; C and D never work Saturdays. Two people are needed on each weekend day.
    const days = buildDays('2026-03-02', 28);
    const weekendsOnly = every(0, { sat: 2, sun: 2 });
    const base = {
      days,
      positions: [position('G', weekendsOnly)],
      employees: [
        employee('A', 'G'),
        employee('B', 'G'),
        employee('C', 'G', { exclusions: ['sat'] }),
        employee('D', 'G', { exclusions: ['sat'] }),
      ],
    };
    const sundaysOf = (assignments: Assignment[], id: string) =>
      assignments.filter((a) => a.employeeId === id && a.dayType === 'sunday').length;

    const weekendsFirst = solve(model({ ...base, rules: ['EXCLUSION_DAYS', 'COMPLETE_WEEKENDS', 'FAIR_SUNDAYS'] }));
    expect(weekendsFirst.score.soft.COMPLETE_WEEKENDS).toBe(0);
    expect(sundaysOf(weekendsFirst.assignments, 'C') + sundaysOf(weekendsFirst.assignments, 'D')).toBe(0);

    const fairFirst = solve(model({ ...base, rules: ['EXCLUSION_DAYS', 'FAIR_SUNDAYS', 'COMPLETE_WEEKENDS'] }));
    expect(sundaysOf(fairFirst.assignments, 'C')).toBeGreaterThan(0);
    expect(sundaysOf(fairFirst.assignments, 'D')).toBeGreaterThan(0);
    expect(Math.max(...['A', 'B', 'C', 'D'].map((id) => sundaysOf(fairFirst.assignments, id)))).toBeLessThan(4);
    expect(fairFirst.score.soft.COMPLETE_WEEKENDS).toBeGreaterThan(0);
  });

  it('HOUR_TARGETS: work is shared by the targets', () => {
    const m = model({
      days: buildDays('2026-03-02', 14),
      positions: [position('G', every(2))],
      employees: [
        employee('A', 'G', { targetDays: 10 }),
        employee('B', 'G', { targetDays: 10 }),
        employee('C', 'G', { targetDays: 8 }),
      ],
      rules: ['HOUR_TARGETS'],
    });
    const result = solve(m);
    expect(workedDays(m, result.assignments, 'A')).toHaveLength(10);
    expect(workedDays(m, result.assignments, 'B')).toHaveLength(10);
    expect(workedDays(m, result.assignments, 'C')).toHaveLength(8);
    expect(result.score.total).toBe(0);
  });
});

describe('search behaviour', () => {
  it('is deterministic: the same model and seed give the same roster', () => {
    const m = randomModel({ seed: 5, employees: 14, days: 14, positions: 2 });
    const first = searchRoster(m, { maxIterations: 3_000 });
    const second = searchRoster(structuredClone(m), { maxIterations: 3_000 });
    expect(second.assignments).toEqual(first.assignments);
    expect(second.score).toEqual(first.score);
    expect(second.iterations).toBe(first.iterations);
  });

  it('reports progress and stops when asked', () => {
    const m = randomModel({ seed: 9, employees: 30, days: 28, positions: 3 });
    m.timeLimitMs = 60_000;
    const seen: number[] = [];
    let polls = 0;
    const result = searchRoster(m, { onProgress: (s) => seen.push(s.total), shouldStop: () => ++polls > 20 });
    expect(result.iterations).toBeLessThan(2_000);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1]).toBe(result.score.total);
  });

  it('stops at the time limit, read on its clock, with a roster that keeps every hard rule', () => {
    const m = randomModel({
      seed: 11,
      employees: 120,
      days: 31,
      positions: 4,
      rules: ['MAX_CONSECUTIVE', 'MIN_REST', 'HOUR_TARGETS', 'FAIR_SUNDAYS', 'COMPLETE_WEEKENDS'],
    });
    m.timeLimitMs = 300;
    // A counted clock: a millisecond each time the search reads it, so the limit falls at the same move anywhere.
    let ms = 0;
    const clock = () => ++ms;
    const result = searchRoster(m, { maxIterations: 10_000_000, clock });
    expect(result.iterations).toBeLessThan(10_000_000);
    // It stops at 294 (2% early), or 5% of that earlier to repair a best that leaves slots open.
    expect(result.elapsedMs).toBeGreaterThanOrEqual(279);
    expect(result.elapsedMs).toBeLessThan(400);
    expect(checkRoster(m, result.assignments).score.hard).toBe(0);
    let again = 0;
    const second = searchRoster(structuredClone(m), { maxIterations: 10_000_000, clock: () => ++again });
    expect(second.iterations).toBe(result.iterations);
  });
});

describe('infeasible setups give the best roster possible', () => {
  const rules: RuleId[] = ['MAX_CONSECUTIVE', 'MIN_REST', 'LEAVE_DAYS', 'EXCLUSION_DAYS', 'HOUR_TARGETS'];

  it('no employees', () => {
    const result = solve(model({ days: week(), positions: [position('G', every(2))], employees: [], rules }));
    expect(result.assignments).toEqual([]);
    expect(result.score.uncovered).toBe(14);
  });

  it('no positions, and employees of an unknown position', () => {
    const result = solve(
      model({ days: week(), positions: [], employees: [employee('A', 'X', { targetDays: 3 })], rules }),
    );
    expect(result.assignments).toEqual([]);
    expect(result.score.soft.HOUR_TARGETS).toBe(30);
  });

  it('no days', () => {
    const result = solve(
      model({ days: [], positions: [position('G', every(1))], employees: [employee('A', 'G')], rules }),
    );
    expect(result.assignments).toEqual([]);
    expect(result.score.total).toBe(0);
  });

  it('everyone on leave', () => {
    const days = week();
    const leave = days.map((d) => d.date);
    const result = solve(
      model({
        days,
        positions: [position('G', every(1))],
        employees: [employee('A', 'G', { leave }), employee('B', 'G', { leave })],
        rules,
      }),
    );
    expect(result.assignments).toEqual([]);
    expect(result.score.uncovered).toBe(7);
  });

  it('odd setups: limits longer than the period, a rest longer than the period, history in the period', () => {
    const days = buildDays('2026-03-02', 31);
    const positions = [position('G', every(3))];
    const employees = Array.from({ length: 8 }, (_, i) => employee(`E${i}`, 'G', { targetDays: 20 }));
    const history = [
      ...Array.from({ length: 40 }, (_, j) => ({ employeeId: 'E0', date: buildDays('2026-01-21', 40)[j]!.date })),
      { employeeId: 'E1', date: '2026-03-05' },
      { employeeId: 'nobody', date: '2026-03-01' },
    ];
    for (const [maxConsecutive, minRest] of [
      [1_000, 40],
      [60, 1],
      [1, 31],
    ] as const) {
      const m = model({ days, positions, employees, rules, maxConsecutive, minRest, history });
      const result = solve(m);
      expect(checkRoster(m, result.assignments).score.hard).toBe(result.score.hard);
    }
  });

  it('one employee per position (restarts ruin a whole group)', () => {
    const m = model({
      days: buildDays('2026-03-02', 14),
      positions: ['A', 'B', 'C'].map((id) => position(id, every(1))),
      employees: ['A', 'B', 'C'].map((id) => employee(`e${id}`, id, { targetDays: 9 })),
      rules: ['MAX_CONSECUTIVE', 'MIN_REST', 'HOUR_TARGETS', 'FAIR_SUNDAYS', 'COMPLETE_WEEKENDS'],
      maxConsecutive: 4,
      minRest: 2,
    });
    const result = solve(m);
    expect(result.iterations).toBeGreaterThan(5_000); // past the first restart
  });

  it('fewer employees than required: every one of them works', () => {
    const result = solve(
      model({
        days: week(),
        positions: [position('G', every(3))],
        employees: [employee('A', 'G'), employee('B', 'G')],
        rules: [],
      }),
    );
    expect(result.assignments).toHaveLength(14);
    expect(result.score.uncovered).toBe(7);
  });
});

describe('size', () => {
  // How long these take is the bench's (scripts/bench-roster.ts): here, the size alone, on a move budget.
  it('solves a 60 x 31 instance with simple rules, keeping every hard rule', () => {
    const m = randomModel({
      seed: 60,
      employees: 60,
      days: 31,
      positions: 3,
      load: 0.8,
      rules: ['MAX_CONSECUTIVE', 'MIN_REST', 'LEAVE_DAYS', 'EXCLUSION_DAYS', 'HOUR_TARGETS'],
      start: '2026-08-01',
    });
    const result = solve(m);
    expect(result.score.hard).toBe(0);
    expect(checkRoster(m, result.assignments).score.total).toBe(result.score.total);
  }, 60_000);

  it('solves a 60 x 31 instance with every rule, as the checker scores it', () => {
    const m = randomModel({
      seed: 61,
      employees: 60,
      days: 31,
      positions: 3,
      load: 0.8,
      rules: [...ALL_RULES],
      start: '2026-08-01',
    });
    m.workingDays.maxConsecutive = 5;
    m.workingDays.minRest = 2;
    const result = solve(m);
    expect(result.score.uncovered).toBe(
      checkRoster(m, result.assignments).uncovered.reduce((n, slot) => n + slot.missing, 0),
    );
  }, 30_000);
});

describe('the warm-up phases on the clock', () => {
  it("end at their share of the search's time at the latest (a year reaches the true weights)", () => {
    expect(phaseDeadline(100, 1_100, 0.3)).toBe(400);
    expect(phaseDeadline(100, 1_100, 0.6)).toBe(700);
    expect(phaseDeadline(100, 1_100, 1.5)).toBe(1_100);
    expect(phaseDeadline(100, 50, 0.3)).toBe(100);
  });
});
