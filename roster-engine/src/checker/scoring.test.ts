import type { Assignment, RosterModel, RuleId } from '../model/types';
import { COVER_BASE, COVER_PER_PRIORITY } from '../rules/catalogue';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { checkRoster } from './checkRoster';

const softOf = (m: RosterModel, assignments: Assignment[], rule: RuleId) =>
  checkRoster(m, assignments).violations.filter((violation) => !violation.hard && violation.rule === rule);

describe('cover', () => {
  const positions = [
    makePosition('G', 'Guard', { priority: 80, required: perDay(2, { hld: 1 }), relieverId: 'C' }),
    makePosition('C', 'Cleaner', { priority: 20, required: perDay(1, { sat: 0, sun: 0 }) }),
  ];

  it("prices every missing head by the position's priority", () => {
    const m = makeModel({ positions, workingDays: { required: perDay(3) } });
    const { score, uncovered } = checkRoster(m, []);
    // Guard: 7 days x 2; Cleaner: 5 weekdays x 1.
    expect(score.uncovered).toBe(19);
    expect(score.coverCost).toBe(
      14 * (COVER_BASE + 80 * COVER_PER_PRIORITY) + 5 * (COVER_BASE + 20 * COVER_PER_PRIORITY),
    );
    expect(score.total).toBe(score.coverCost);
    expect(uncovered[0]).toMatchObject({ positionId: 'G', date: '2026-12-07', missing: 2 });
    expect(uncovered).toHaveLength(7 + 5);
  });

  it('uses the holiday counts on a public holiday', () => {
    const m = makeModel({ positions, holidays: ['2026-12-09'], workingDays: { required: perDay(3) } });
    const slot = checkRoster(m, []).uncovered.find(
      (candidate) => candidate.positionId === 'G' && candidate.date === '2026-12-09',
    );
    expect(slot?.missing).toBe(1);
  });

  it('counts an assignment for the position worked (a reliever covers the position it works)', () => {
    const m = makeModel({
      positions,
      rules: ['RELIEVER_COVER'],
      employees: [makeEmployee('g1', 'G'), makeEmployee('c1', 'C')],
      workingDays: { required: perDay(3) },
    });
    const monday = [assign(m, 'g1', '2026-12-07'), assign(m, 'c1', '2026-12-07', 'G')];
    const missingOnMonday = checkRoster(m, monday).uncovered.filter((slot) => slot.date === '2026-12-07');
    expect(missingOnMonday).toEqual([expect.objectContaining({ positionId: 'C', missing: 1 })]);
  });
});

describe('soft rules, one at a time (weight = unit when alone)', () => {
  const guard = makePosition('G', 'Guard');

  it('HOUR_TARGETS costs 10 per day away from the target', () => {
    const m = makeModel({
      positions: [guard],
      rules: ['HOUR_TARGETS'],
      employees: [
        makeEmployee('a', 'G', { targetDays: 3, name: 'Thabo', surname: 'Mokoena' }),
        makeEmployee('b', 'G', { targetDays: 2 }),
        makeEmployee('c', 'G', { targetDays: null }),
      ],
      workingDays: { required: perDay(3) },
    });
    const roster = [...assignDays(m, 'a', [0, 1, 2, 3, 4]), ...assignDays(m, 'b', [0]), ...assignDays(m, 'c', [0, 1])];
    const result = checkRoster(m, roster);
    expect(result.score.soft).toEqual({ HOUR_TARGETS: 10 * (2 + 1) });
    expect(result.score.total).toBe(30);
    expect(
      softOf(m, roster, 'HOUR_TARGETS').map((violation) => [violation.employeeId, violation.amount, violation.reason]),
    ).toEqual([
      ['a', 2, 'Thabo Mokoena works 5 days, target 3 (2 over)'],
      ['b', 1, 'Nameb Surnameb works 1 day, target 2 (1 short)'],
    ]);
  });

  it('FAIR_SUNDAYS costs the sum of squares of Sundays and holidays worked', () => {
    const m = makeModel({
      positions: [guard],
      rules: ['FAIR_SUNDAYS'],
      dayCount: 14,
      holidays: ['2026-12-16'],
      employees: [makeEmployee('a', 'G', { name: 'Thabo', surname: 'Mokoena' }), makeEmployee('b', 'G')],
      workingDays: { required: perDay(2) },
    });
    // Sundays are days 6 and 13; the holiday is day 9.
    const uneven = assignDays(m, 'a', [6, 9, 13]);
    expect(checkRoster(m, uneven).score.soft).toEqual({ FAIR_SUNDAYS: 9 });
    const spread = [...assignDays(m, 'a', [6, 9]), ...assignDays(m, 'b', [13])];
    expect(checkRoster(m, spread).score.soft).toEqual({ FAIR_SUNDAYS: 5 });
    const listed = softOf(m, uneven, 'FAIR_SUNDAYS');
    expect(listed.map((violation) => [violation.employeeId, violation.amount, violation.reason])).toEqual([
      ['a', 1, 'Thabo Mokoena works 3 Sundays and holidays, more than the fair share of 1.5'],
    ]);
    expect(softOf(m, spread, 'FAIR_SUNDAYS')).toHaveLength(0);
  });

  it('COMPLETE_WEEKENDS costs 10 per weekend worked by halves', () => {
    // 2026-12-07 (Mon) for 13 days: weekends 12/13 and a last Saturday 19 without its Sunday.
    const m = makeModel({
      positions: [guard],
      rules: ['COMPLETE_WEEKENDS'],
      dayCount: 13,
      employees: [makeEmployee('a', 'G', { name: 'Thabo', surname: 'Mokoena' }), makeEmployee('b', 'G')],
      workingDays: { required: perDay(2) },
    });
    const roster = [...assignDays(m, 'a', [5, 12]), ...assignDays(m, 'b', [5, 6])];
    expect(checkRoster(m, roster).score.soft).toEqual({ COMPLETE_WEEKENDS: 10 });
    const listed = softOf(m, roster, 'COMPLETE_WEEKENDS');
    expect(listed.map((violation) => [violation.employeeId, violation.date, violation.reason])).toEqual([
      ['a', '2026-12-12', 'Thabo Mokoena works Saturday the 12th but not Sunday the 13th'],
    ]);
    expect(checkRoster(m, assignDays(m, 'b', [6])).violations[0]?.reason).toBe(
      'Nameb Surnameb works Sunday the 13th but not Saturday the 12th',
    );
  });

  it('RELIEVER_COVER costs 5 per day on another position', () => {
    const m = makeModel({
      positions: [makePosition('G', 'Guard', { relieverId: 'C' }), makePosition('C', 'Cleaner')],
      rules: ['RELIEVER_COVER'],
      employees: [makeEmployee('c1', 'C', { name: 'Lerato', surname: 'Dlamini' })],
      workingDays: { required: perDay(2) },
    });
    const roster = [
      assign(m, 'c1', '2026-12-07', 'G'),
      assign(m, 'c1', '2026-12-08', 'G'),
      assign(m, 'c1', '2026-12-09'),
    ];
    const result = checkRoster(m, roster);
    expect(result.score.soft).toEqual({ RELIEVER_COVER: 10 });
    expect(result.score.hard).toBe(0);
    expect(softOf(m, roster, 'RELIEVER_COVER')[0]?.reason).toBe('Lerato Dlamini (Cleaner) covers Guard on the 7th');
  });

  it("OVERTIME_WHEN_NEEDED costs 10 per assignment beyond the day's regular places", () => {
    const m = makeModel({
      positions: [makePosition('G', 'Guard', { required: perDay(1) })],
      rules: ['OVERTIME_WHEN_NEEDED'],
      employees: [
        makeEmployee('a', 'G'),
        makeEmployee('b', 'G'),
        makeEmployee('c', 'G', { name: 'Thabo', surname: 'Mokoena' }),
      ],
      workingDays: { required: perDay(1), overtime: perDay(2) },
    });
    const roster = [
      assign(m, 'a', '2026-12-07'),
      assign(m, 'b', '2026-12-07'),
      assign(m, 'c', '2026-12-07'),
      assign(m, 'a', '2026-12-08'),
    ];
    const result = checkRoster(m, roster);
    expect(result.score.hard).toBe(0);
    expect(result.score.soft).toEqual({ OVERTIME_WHEN_NEEDED: 20 });
    const listed = softOf(m, roster, 'OVERTIME_WHEN_NEEDED');
    expect(listed.map((violation) => violation.employeeId)).toEqual(['b', 'c']);
    expect(listed[1]?.reason).toBe('Thabo Mokoena works overtime on the 7th (3 rostered for 1 regular place)');
  });

  it('a soft rule that is not assigned costs nothing and lists nothing', () => {
    const m = makeModel({
      positions: [guard],
      employees: [makeEmployee('a', 'G', { targetDays: 5 })],
      workingDays: { required: perDay(1) },
    });
    const result = checkRoster(m, assignDays(m, 'a', [5]));
    expect(result.score.soft).toEqual({});
    expect(result.violations).toHaveLength(0);
  });

  it('lists every assigned soft rule in score.soft, at 0 when kept', () => {
    const m = makeModel({
      positions: [guard],
      rules: ['HOUR_TARGETS', 'MAX_CONSECUTIVE', 'COMPLETE_WEEKENDS'],
      employees: [makeEmployee('a', 'G', { targetDays: 1 })],
      workingDays: { required: perDay(1) },
    });
    expect(checkRoster(m, assignDays(m, 'a', [0])).score.soft).toEqual({ HOUR_TARGETS: 0, COMPLETE_WEEKENDS: 0 });
  });
});

describe('the order of the soft rules weighs them', () => {
  // One employee, target 1 day, and a Saturday + Sunday: working the whole weekend breaks the
  // hour target by 1, working Saturday only breaks the weekend rule.
  const build = (rules: RuleId[]) =>
    makeModel({
      positions: [makePosition('G', 'Guard')],
      rules,
      employees: [makeEmployee('a', 'G', { targetDays: 1 })],
      workingDays: { required: perDay(1) },
    });
  const whole = (m: RosterModel) => assignDays(m, 'a', [5, 6]);
  const half = (m: RosterModel) => assignDays(m, 'a', [5]);

  it('weighs 4x per rank: the first rule of two costs 40 per unit, the second 10', () => {
    const hoursFirst = build(['HOUR_TARGETS', 'COMPLETE_WEEKENDS']);
    expect(checkRoster(hoursFirst, whole(hoursFirst)).score.soft).toEqual({ HOUR_TARGETS: 40, COMPLETE_WEEKENDS: 0 });
    expect(checkRoster(hoursFirst, half(hoursFirst)).score.soft).toEqual({ HOUR_TARGETS: 0, COMPLETE_WEEKENDS: 10 });
  });

  it('prefers the roster that keeps the higher rule, and changes its preference with the order', () => {
    const hoursFirst = build(['HOUR_TARGETS', 'COMPLETE_WEEKENDS']);
    expect(checkRoster(hoursFirst, half(hoursFirst)).score.total).toBeLessThan(
      checkRoster(hoursFirst, whole(hoursFirst)).score.total,
    );
    const weekendsFirst = build(['COMPLETE_WEEKENDS', 'HOUR_TARGETS']);
    expect(checkRoster(weekendsFirst, whole(weekendsFirst)).score.total).toBeLessThan(
      checkRoster(weekendsFirst, half(weekendsFirst)).score.total,
    );
  });

  it('ignores hard rules when ranking the soft ones', () => {
    const m = build(['MAX_CONSECUTIVE', 'HOUR_TARGETS', 'LEAVE_DAYS', 'COMPLETE_WEEKENDS']);
    expect(checkRoster(m, whole(m)).score.soft).toEqual({ HOUR_TARGETS: 40, COMPLETE_WEEKENDS: 0 });
  });
});
