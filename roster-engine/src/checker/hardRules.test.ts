import type { Assignment, RosterModel, RuleId } from '../model/types';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { checkRoster } from './checkRoster';

/** Two positions (Guard relieved by Cleaner), one Guard and one Cleaner, a week from Monday 2026-12-07. */
function model(options: Parameters<typeof makeModel>[0] = {}): RosterModel {
  return makeModel({
    positions: [
      makePosition('G', 'Guard', { relieverId: 'C' }),
      makePosition('C', 'Cleaner'),
      makePosition('D', 'Driver'),
    ],
    employees: [
      makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena' }),
      makeEmployee('c1', 'C', { name: 'Lerato', surname: 'Dlamini', gender: 2 }),
    ],
    workingDays: { required: perDay(5) },
    ...options,
  });
}

const hardOf = (m: RosterModel, assignments: Assignment[], rule: string) =>
  checkRoster(m, assignments).violations.filter((violation) => violation.hard && violation.rule === rule);

describe('QUALIFIED', () => {
  it('accepts the own position', () => {
    const m = model();
    expect(checkRoster(m, [assign(m, 'g1', '2026-12-07')]).score.hard).toBe(0);
  });

  it('refuses a reliever on the position it relieves unless RELIEVER_COVER is assigned', () => {
    const without = model();
    const cross = [assign(without, 'c1', '2026-12-07', 'G')];
    const violations = hardOf(without, cross, 'QUALIFIED');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ employeeId: 'c1', positionId: 'G', date: '2026-12-07', amount: 1 });
    expect(violations[0]?.reason).toBe(
      'Lerato Dlamini (Cleaner) is rostered as Guard on the 7th, but cover by a reliever is not an assigned rule',
    );

    const withRule = model({ rules: ['RELIEVER_COVER'] });
    expect(checkRoster(withRule, cross).score.hard).toBe(0);
  });

  it('refuses a position the employee does not relieve, even with RELIEVER_COVER', () => {
    const m = model({ rules: ['RELIEVER_COVER'] });
    const violations = hardOf(m, [assign(m, 'g1', '2026-12-07', 'C'), assign(m, 'c1', '2026-12-08', 'D')], 'QUALIFIED');
    expect(violations.map((violation) => violation.employeeId)).toEqual(['g1', 'c1']);
    expect(violations[0]?.reason).toBe(
      'Thabo Mokoena (Guard) is rostered as Cleaner on the 7th, but Guards do not relieve Cleaners',
    );
  });

  it('reports unknown employees, dates, positions and duplicates as QUALIFIED, without crashing, and leaves them out', () => {
    const m = model({
      positions: [makePosition('G', 'Guard', { required: perDay(1) })],
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena' })],
    });
    const assignments: Assignment[] = [
      { ...assign(m, 'g1', '2026-12-07'), employeeId: 'ghost' },
      assign(m, 'g1', '2027-01-01'),
      { ...assign(m, 'g1', '2026-12-08'), positionId: 'nope' },
      assign(m, 'g1', '2026-12-09'),
      assign(m, 'g1', '2026-12-09'),
    ];
    const result = checkRoster(m, assignments);
    expect(result.score.hard).toBe(4);
    expect(result.violations.filter((violation) => violation.hard).map((violation) => violation.reason)).toEqual([
      'Unknown employee ghost is rostered on the 7th',
      'Thabo Mokoena is rostered on 1 Jan, outside the roster period',
      'Thabo Mokoena is rostered on the 8th on a position that is not on this shift (nope)',
      'Thabo Mokoena is rostered more than once on the 9th',
    ]);
    // Only the first 2026-12-09 entry covers: 6 of the 7 Guard days stay open.
    expect(result.score.uncovered).toBe(6);
  });
});

describe('CAPACITY', () => {
  const three = (m: RosterModel) => [
    assign(m, 'a', '2026-12-07'),
    assign(m, 'b', '2026-12-07'),
    assign(m, 'c', '2026-12-07'),
  ];
  const staff = [makeEmployee('a', 'G'), makeEmployee('b', 'G'), makeEmployee('c', 'G')];
  const guard = makePosition('G', 'Guard', { required: perDay(1) });

  it('allows max(W, Σ required) per day and flags the last assignments beyond it', () => {
    const m = makeModel({ positions: [guard], employees: staff, workingDays: { required: perDay(2) } });
    const violations = hardOf(m, three(m), 'CAPACITY');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ employeeId: 'c', date: '2026-12-07' });
    expect(violations[0]?.reason).toBe("Namec Surnamec is rostered on the 7th beyond the day's 2 places (3 rostered)");
  });

  it("uses the positions' sum when it is above the working-day count", () => {
    const m = makeModel({
      positions: [makePosition('G', 'Guard', { required: perDay(3) })],
      employees: staff,
      workingDays: { required: perDay(1) },
    });
    expect(hardOf(m, three(m), 'CAPACITY')).toHaveLength(0);
  });

  it('adds the overtime places when overtime is enabled', () => {
    const m = makeModel({
      positions: [guard],
      employees: staff,
      workingDays: { required: perDay(2), overtime: perDay(1) },
    });
    expect(hardOf(m, three(m), 'CAPACITY')).toHaveLength(0);
    const tight = makeModel({
      positions: [guard],
      employees: staff,
      workingDays: { required: perDay(1), overtime: perDay(1) },
    });
    expect(hardOf(tight, three(tight), 'CAPACITY')).toHaveLength(1);
  });
});

describe('LEAVE_DAYS', () => {
  const build = (rules: RuleId[]) =>
    model({
      rules,
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena', leave: ['2026-12-10', '2027-02-01'] })],
    });

  it('flags work on a leave day when assigned', () => {
    const m = build(['LEAVE_DAYS']);
    const violations = hardOf(m, assignDays(m, 'g1', [2, 3]), 'LEAVE_DAYS');
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ employeeId: 'g1', date: '2026-12-10', positionId: 'G' });
    expect(violations[0]?.reason).toBe('Thabo Mokoena is rostered on leave on the 10th');
  });

  it('is silent when not assigned', () => {
    const m = build([]);
    expect(checkRoster(m, assignDays(m, 'g1', [3])).score.hard).toBe(0);
  });
});

describe('EXCLUSION_DAYS', () => {
  // 2026-12-09 is a Wednesday and a public holiday here.
  const build = (exclusions: ('wed' | 'fri' | 'hld')[], rules: RuleId[] = ['EXCLUSION_DAYS']) =>
    model({
      rules,
      holidays: ['2026-12-09'],
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena', exclusions })],
    });

  it('flags an excluded weekday', () => {
    const m = build(['fri']);
    const violations = hardOf(m, assignDays(m, 'g1', [3, 4]), 'EXCLUSION_DAYS');
    expect(violations.map((violation) => violation.date)).toEqual(['2026-12-11']);
    expect(violations[0]?.reason).toBe('Thabo Mokoena is rostered on the 11th, a Friday excluded for them');
  });

  it('flags a public holiday when hld is excluded, and only holidays', () => {
    const m = build(['hld']);
    const violations = hardOf(m, assignDays(m, 'g1', [0, 1, 2, 3]), 'EXCLUSION_DAYS');
    expect(violations.map((violation) => violation.date)).toEqual(['2026-12-09']);
    expect(violations[0]?.reason).toBe('Thabo Mokoena is rostered on the 9th, a public holiday excluded for them');
  });

  it('applies the weekday flag on a holiday too', () => {
    const m = build(['wed']);
    expect(hardOf(m, assignDays(m, 'g1', [2]), 'EXCLUSION_DAYS')).toHaveLength(1);
  });

  it('is silent when not assigned', () => {
    const m = build(['fri'], []);
    expect(checkRoster(m, assignDays(m, 'g1', [4])).score.hard).toBe(0);
  });
});

describe('MAX_CONSECUTIVE', () => {
  const build = (maxConsecutive: number, history: string[] = [], rules: RuleId[] = ['MAX_CONSECUTIVE']) =>
    model({
      rules,
      dayCount: 10,
      workingDays: { maxConsecutive, required: perDay(5) },
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena' })],
      history: history.map((date) => ({ employeeId: 'g1', date })),
    });

  it('flags each day of a run beyond the limit', () => {
    const m = build(3);
    const violations = hardOf(m, assignDays(m, 'g1', [0, 1, 2, 3, 4, 6, 7, 8]), 'MAX_CONSECUTIVE');
    expect(violations.map((violation) => violation.date)).toEqual(['2026-12-10', '2026-12-11']);
    expect(violations.map((violation) => violation.reason)).toEqual([
      'Thabo Mokoena works 4 days in a row up to the 10th (limit 3)',
      'Thabo Mokoena works 5 days in a row up to the 11th (limit 3)',
    ]);
  });

  it("counts the previous period's last days", () => {
    const m = build(3, ['2026-12-05', '2026-12-06']);
    const violations = hardOf(m, assignDays(m, 'g1', [0, 1]), 'MAX_CONSECUTIVE');
    expect(violations.map((violation) => violation.date)).toEqual(['2026-12-08']);
    expect(violations[0]?.reason).toBe('Thabo Mokoena works 4 days in a row up to the 8th (limit 3)');
  });

  it('ignores history that does not reach the first day', () => {
    const m = build(3, ['2026-12-04', '2026-12-05']);
    expect(hardOf(m, assignDays(m, 'g1', [0, 1, 2]), 'MAX_CONSECUTIVE')).toHaveLength(0);
  });

  it("counts only the period's days of a run that is already too long in history", () => {
    const m = build(3, ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(hardOf(m, [], 'MAX_CONSECUTIVE')).toHaveLength(0);
    const violations = hardOf(m, assignDays(m, 'g1', [0]), 'MAX_CONSECUTIVE');
    expect(violations).toHaveLength(1);
    expect(violations[0]?.reason).toBe('Thabo Mokoena works 7 days in a row up to the 7th (limit 3)');
  });

  it('is off when not assigned or when the limit is 0', () => {
    const notAssigned = build(3, [], []);
    expect(checkRoster(notAssigned, assignDays(notAssigned, 'g1', [0, 1, 2, 3, 4])).score.hard).toBe(0);
    const noLimit = build(0);
    expect(checkRoster(noLimit, assignDays(noLimit, 'g1', [0, 1, 2, 3, 4])).score.hard).toBe(0);
  });
});

describe('MIN_REST', () => {
  const build = (minRest: number, history: string[] = [], rules: RuleId[] = ['MIN_REST']) =>
    model({
      rules,
      dayCount: 10,
      workingDays: { minRest, required: perDay(5) },
      employees: [makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena' })],
      history: history.map((date) => ({ employeeId: 'g1', date })),
    });

  it('flags a break shorter than the minimum, dated on the day back', () => {
    const m = build(2);
    const violations = hardOf(m, assignDays(m, 'g1', [0, 1, 3, 6]), 'MIN_REST');
    expect(violations.map((violation) => violation.date)).toEqual(['2026-12-10']);
    expect(violations[0]?.reason).toBe('Thabo Mokoena works again on the 10th after only 1 day off (needs 2)');
  });

  it('does not flag days off at the end of the period, nor before the first worked day without history', () => {
    const m = build(3);
    expect(hardOf(m, assignDays(m, 'g1', [1, 2, 8]), 'MIN_REST')).toHaveLength(0);
  });

  it('looks back into the previous period', () => {
    const m = build(2, ['2026-12-05']);
    // Off on 12-06 only, back on 12-07.
    expect(hardOf(m, assignDays(m, 'g1', [0]), 'MIN_REST')).toHaveLength(1);
    // Off on 12-06 and 12-07, back on 12-08: enough.
    expect(hardOf(m, assignDays(m, 'g1', [1]), 'MIN_REST')).toHaveLength(0);
  });

  it('is off when not assigned or when the minimum is 0', () => {
    const notAssigned = build(2, [], []);
    expect(checkRoster(notAssigned, assignDays(notAssigned, 'g1', [0, 2, 4])).score.hard).toBe(0);
    const none = build(0);
    expect(checkRoster(none, assignDays(none, 'g1', [0, 2, 4])).score.hard).toBe(0);
  });
});
