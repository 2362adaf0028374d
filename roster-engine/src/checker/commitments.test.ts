/**
 * The rules against other rosters, one by one: the checker flags what breaks them (with its
 * reason), the engine never does it, and both score its roster the same.
 */
import { computeRoster } from '../engine';
import { checkRoster } from './checkRoster';
import type { Commitment, ForbiddenSuccession, RosterModel, RuleId, ShiftTimes } from '../model/types';
import { commitment, SHIFT_TIMES } from '../testing/commitmentCases';
import { assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';

const [DAY, EVENING, NIGHT] = SHIFT_TIMES as [ShiftTimes, ShiftTimes, ShiftTimes];

/** Seven days from Monday 2026-12-07, one Guard a day, Thabo Mokoena and a spare. */
function guardModel(options: {
  commitments: Commitment[];
  shiftTimes?: ShiftTimes;
  rules?: RuleId[];
  minRestHours?: number;
  maxConsecutive?: number;
  minRest?: number;
  targetDays?: number | null;
  spare?: boolean;
  /** Thabo's forbidden successions (this roster's shift is 'early'). */
  successions?: ForbiddenSuccession[];
}): RosterModel {
  const availability = options.successions
    ? { unavailableDates: [], unavailableWeekdays: [], requests: [], forbiddenSuccessions: options.successions }
    : undefined;
  const employees = [
    makeEmployee('g1', 'G', {
      name: 'Thabo',
      surname: 'Mokoena',
      targetDays: options.targetDays ?? null,
      ...(availability ? { availability } : {}),
    }),
  ];
  if (options.spare) employees.push(makeEmployee('g2', 'G', { name: 'Lerato', surname: 'Dlamini' }));
  return {
    ...makeModel({
      positions: [makePosition('G', 'Guard', { required: perDay(1) })],
      employees,
      rules: options.rules ?? [],
      workingDays: {
        required: perDay(1),
        maxConsecutive: options.maxConsecutive ?? 0,
        minRest: options.minRest ?? 0,
        minRestHours: options.minRestHours ?? 0,
      },
    }),
    shiftId: 'early',
    shiftTimes: options.shiftTimes ?? DAY,
    commitments: options.commitments,
  };
}

/** The engine's roster: no hard violation, the checker's score. */
function solve(m: RosterModel) {
  const result = computeRoster(m);
  const check = checkRoster(m, result.assignments);
  expect(check.violations.filter((violation) => violation.hard)).toEqual([]);
  expect(result.score).toEqual(check.score);
  return result;
}

const hardOf = (m: RosterModel, days: number[]) =>
  checkRoster(m, assignDays(m, 'g1', days))
    .violations.filter((violation) => violation.hard)
    .map(({ rule, date, reason }) => ({ rule, date, reason }));

describe('rules against other rosters', () => {
  it('never rosters a day worked in another roster (DOUBLE_BOOKED) and says why the place stays open', () => {
    const m = guardModel({ commitments: [commitment('g1', '2026-12-08', NIGHT)] });
    expect(hardOf(m, [1])).toEqual([
      {
        rule: 'DOUBLE_BOOKED',
        date: '2026-12-08',
        reason: 'Thabo Mokoena is rostered on the 8th but works the Night shift that day',
      },
    ]);
    const result = solve(m);
    expect(result.assignments.map((one) => one.date)).not.toContain('2026-12-08');
    expect(result.uncovered).toEqual([
      {
        positionId: 'G',
        date: '2026-12-08',
        missing: 1,
        reason: 'No Guard left on the 8th: 1 works the Night shift',
      },
    ]);
  });

  it('never rosters a shift overlapping a night shift across midnight', () => {
    const m = guardModel({
      shiftTimes: { start: '05:00', end: '13:00' },
      commitments: [commitment('g1', '2026-12-07', NIGHT)],
    });
    expect(hardOf(m, [1])).toEqual([
      {
        rule: 'DOUBLE_BOOKED',
        date: '2026-12-08',
        reason: 'Thabo Mokoena is rostered on the 8th while still working the Night shift',
      },
    ]);
    expect(solve(m).assignments.map((one) => one.date)).not.toContain('2026-12-08');
  });

  it('keeps the rest hours, the larger of both shifts, before and after the other shift', () => {
    // The night of Monday ends Tuesday 06:00; the evening shift starts Tuesday 14:00: 8 hours.
    const after = (minRestHours: number, restHours = 0) =>
      guardModel({
        shiftTimes: EVENING,
        minRestHours,
        commitments: [commitment('g1', '2026-12-07', NIGHT, { restHours })],
      });
    expect(hardOf(after(8), [1])).toEqual([]);
    expect(hardOf(after(11), [1])).toEqual([
      {
        rule: 'REST_HOURS',
        date: '2026-12-08',
        reason: 'Thabo Mokoena is rostered on the 8th with only 8 hours of rest after the Night shift (needs 11)',
      },
    ]);
    expect(hardOf(after(0, 12), [1]).map((one) => one.rule)).toEqual(['REST_HOURS']);
    expect(solve(after(11)).assignments.map((one) => one.date)).not.toContain('2026-12-08');
    // The evening shift of Tuesday ends 22:00; a day shift Wednesday 06:00 elsewhere: 8 hours.
    const before = guardModel({
      shiftTimes: EVENING,
      minRestHours: 10,
      commitments: [commitment('g1', '2026-12-09', DAY, { where: 'the Day shift at Site B' })],
    });
    expect(hardOf(before, [1])[0]?.reason).toBe(
      'Thabo Mokoena is rostered on the 8th with only 8 hours of rest before the Day shift at Site B (needs 10)',
    );
    const result = solve(before);
    expect(result.uncovered.find((slot) => slot.date === '2026-12-08')?.reason).toBe(
      'No Guard left on the 8th: 1 resting before the Day shift at Site B (10 hours needed)',
    );
  });

  it('counts days worked elsewhere in the consecutive-day limit, only where this roster takes part', () => {
    const m = guardModel({
      rules: ['MAX_CONSECUTIVE'],
      maxConsecutive: 3,
      shiftTimes: EVENING,
      commitments: ['2026-12-07', '2026-12-08', '2026-12-09'].map((date) => commitment('g1', date, DAY)),
    });
    expect(hardOf(m, [3]).map(({ rule, date }) => [rule, date])).toEqual([['MAX_CONSECUTIVE', '2026-12-10']]);
    expect(hardOf(m, [4])).toEqual([]);
    // Four days elsewhere in a row: no concern of this roster.
    const four = guardModel({
      rules: ['MAX_CONSECUTIVE'],
      maxConsecutive: 3,
      commitments: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'].map((date) => commitment('g1', date, DAY)),
      shiftTimes: EVENING,
    });
    expect(hardOf(four, [])).toEqual([]);
    const result = solve(m);
    expect(result.assignments.map((one) => one.date)).not.toContain('2026-12-10');
    expect(result.uncovered.find((slot) => slot.date === '2026-12-10')?.reason).toBe(
      'No Guard left on the 10th: 1 at their 3-day limit',
    );
  });

  it('counts the rest days before a day worked elsewhere after the period', () => {
    // The period ends Sunday 2026-12-13; the employee works elsewhere on Tuesday 2026-12-15.
    const m = guardModel({
      rules: ['MIN_REST'],
      minRest: 2,
      shiftTimes: EVENING,
      commitments: [commitment('g1', '2026-12-15', DAY)],
    });
    expect(hardOf(m, [6])).toEqual([
      {
        rule: 'MIN_REST',
        date: '2026-12-13',
        reason: 'Thabo Mokoena works on the 13th and again in another roster after only 1 day off (needs 2)',
      },
    ]);
    expect(solve(m).assignments.map((one) => one.date)).not.toContain('2026-12-13');
  });

  it('counts the hours worked elsewhere against the hour target', () => {
    // Target 5 days of 8 hours; 16 hours elsewhere in the period leave 3 days here.
    const m = guardModel({
      rules: ['HOUR_TARGETS'],
      targetDays: 5,
      spare: true,
      shiftTimes: EVENING,
      commitments: [
        commitment('g1', '2026-12-07', DAY, { hours: 8 }),
        commitment('g1', '2026-12-08', DAY, { hours: 8 }),
        // After the period: not counted.
        commitment('g1', '2026-12-14', DAY, { hours: 8 }),
      ],
    });
    const result = solve(m);
    expect(result.assignments.filter((one) => one.employeeId === 'g1')).toHaveLength(3);
    expect(result.score.soft.HOUR_TARGETS).toBe(0);
    const four = checkRoster(m, assignDays(m, 'g1', [2, 3, 4, 5]));
    expect(four.violations.find((one) => one.rule === 'HOUR_TARGETS')?.reason).toBe(
      'Thabo Mokoena works 4 days here and 16 hours in other rosters, target 3 days here (1 over)',
    );
  });

  it('never rosters a forbidden succession (SUCCESSION), either way round, and says why', () => {
    const late = (date: string) => commitment('g1', date, EVENING, { shiftId: 'late', where: 'the Late shift' });
    // Late on Monday 2026-12-07 and Thursday 2026-12-10: no Early the day after nor the day before.
    const m = guardModel({
      successions: [
        { first: 'late', next: 'early' },
        { first: 'early', next: 'late' },
      ],
      commitments: [late('2026-12-07'), late('2026-12-10')],
    });
    expect(hardOf(m, [1, 2, 5]).filter((one) => one.date !== '2026-12-12')).toEqual([
      {
        rule: 'SUCCESSION',
        date: '2026-12-08',
        reason:
          'Thabo Mokoena is rostered on the 8th the day after working the Late shift, a succession they may not work',
      },
      {
        rule: 'SUCCESSION',
        date: '2026-12-09',
        reason:
          'Thabo Mokoena is rostered on the 9th the day before working the Late shift, a succession they may not work',
      },
    ]);
    const result = solve(m);
    const dates = result.assignments.map((one) => one.date);
    expect(dates).not.toContain('2026-12-08');
    expect(dates).not.toContain('2026-12-09');
    expect(dates).not.toContain('2026-12-11');
    expect(dates).toEqual(['2026-12-12', '2026-12-13']);
    expect(result.uncovered.map(({ date, reason }) => [date, reason])).toEqual([
      ['2026-12-07', 'No Guard left on the 7th: 1 works the Late shift'],
      ['2026-12-08', 'No Guard left on the 8th: 1 works the Late shift the day before'],
      ['2026-12-09', 'No Guard left on the 9th: 1 works the Late shift the day after'],
      ['2026-12-10', 'No Guard left on the 10th: 1 works the Late shift'],
      ['2026-12-11', 'No Guard left on the 11th: 1 works the Late shift the day before'],
    ]);
  });

  it('blocks only the pairs given, of the shifts named, the day next to the other shift', () => {
    const other = (shiftId: string | undefined, date: string) =>
      commitment('g1', date, EVENING, shiftId === undefined ? {} : { shiftId });
    const only = (successions: ForbiddenSuccession[], commitments: Commitment[]) =>
      hardOf(guardModel({ successions, commitments }), [0, 1, 2, 3, 4, 5, 6])
        .filter((one) => one.rule === 'SUCCESSION')
        .map((one) => one.date);
    // Early then Late is allowed when only Late then Early is forbidden, and the other way round.
    expect(only([{ first: 'late', next: 'early' }], [other('late', '2026-12-10')])).toEqual(['2026-12-11']);
    expect(only([{ first: 'early', next: 'late' }], [other('late', '2026-12-10')])).toEqual(['2026-12-09']);
    // Another shift, or one without an id, is no concern of the pair.
    expect(only([{ first: 'late', next: 'early' }], [other('night', '2026-12-07')])).toEqual([]);
    expect(only([{ first: 'late', next: 'early' }], [other(undefined, '2026-12-07')])).toEqual([]);
    expect(only([{ first: 'late', next: 'early' }], [other('late', '2026-12-07')])).toEqual(['2026-12-08']);
    // Days worked elsewhere just outside the period count too.
    expect(only([{ first: 'late', next: 'early' }], [other('late', '2026-12-06')])).toEqual(['2026-12-07']);
    expect(only([{ first: 'early', next: 'late' }], [other('late', '2026-12-14')])).toEqual(['2026-12-13']);
  });
});
