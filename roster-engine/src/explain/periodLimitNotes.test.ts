/** The weekend, shift and days (off) in a row limits in the explanations: an uncovered slot's reason and the summary's notes. */
import { computeRoster } from '../engine';
import { limitedModel } from '../testing/limitCases';
import { expectLimitExplained, theDay } from '../testing/limitNotes';
import { buildDays } from '../testing/solverCases';
import { availabilityNotes } from './availabilityNotes';

describe('weekend, shift and days (off) in a row limits in the explanations', () => {
  it('names the limit that keeps an employee off a weekend their position is short', () => {
    // Monday 2026-12-07 for two weeks: weekends 12-12/13 and 12-19/20; a may work one of them.
    const days = buildDays('2026-12-07', 14);
    const m = limitedModel(days, 1, { maxWeekends: 1 });
    const result = computeRoster(m);
    const weekendDays = ['2026-12-12', '2026-12-13', '2026-12-19', '2026-12-20'];
    const worked = new Set(result.assignments.map((x) => x.date));
    const off = weekendDays.filter((date) => !worked.has(date));
    expect(off).toHaveLength(2);
    expectLimitExplained(m, result, off, '1-weekend limit');
  });

  it('names the minimum of days in a row that keeps an employee off a short gap', () => {
    // Monday 2026-12-07 to Sunday; a is unavailable on Tuesday and Friday: Wednesday and Thursday
    // would be a run of 2 (the Monday and the weekend touch the period's ends).
    const days = buildDays('2026-12-07', 7);
    const m = limitedModel(days, 1, { unavailableDates: ['2026-12-08', '2026-12-11'], minConsecutiveDays: 3 });
    const result = computeRoster(m);
    expect(result.assignments.map((x) => x.date)).toEqual(['2026-12-07', '2026-12-12', '2026-12-13']);
    const gap = ['2026-12-09', '2026-12-10'];
    expect(result.uncovered.filter((slot) => gap.includes(slot.date)).map((slot) => slot.reason)).toEqual(
      gap.map((date) => `No Position G left on ${theDay(date)}: 1 needs 3 days in a row`),
    );
    expect(availabilityNotes(m, result.assignments).map((note) => note.reason)).toEqual(
      expect.arrayContaining(gap.map((date) => `Name a not rostered on ${theDay(date)}: he needs 3 days in a row`)),
    );
    expect(result.violations.filter((violation) => violation.hard)).toEqual([]);
  });

  it('names the maximum of this shift that keeps an employee off the rest of the period', () => {
    const days = buildDays('2026-12-07', 7);
    const m = limitedModel(days, 1, { maxShifts: 3 });
    const result = computeRoster(m);
    const worked = new Set(result.assignments.map((x) => x.date));
    expect(worked.size).toBe(3);
    const off = days.map((day) => day.date).filter((date) => !worked.has(date));
    expectLimitExplained(m, result, off, '3-shift limit');
  });

  it('names the minimum of days off in a row that keeps an employee off a day next to a short rest', () => {
    // Monday 2026-12-07 to Sunday; a is unavailable on Wednesday: working both Tuesday and Thursday
    // would leave a rest of 1 day, so one of them stays open.
    const days = buildDays('2026-12-07', 7);
    const m = limitedModel(days, 1, { unavailableDates: ['2026-12-09'], minConsecutiveDaysOff: 2 });
    const result = computeRoster(m);
    const open = result.uncovered.map((slot) => slot.date).filter((date) => date !== '2026-12-09');
    expect(open).toHaveLength(1);
    expect(['2026-12-08', '2026-12-10']).toContain(open[0]);
    expect(result.uncovered.filter((slot) => slot.date === open[0]).map((slot) => slot.reason)).toEqual([
      `No Position G left on ${theDay(open[0]!)}: 1 needs 2 days off in a row`,
    ]);
    expect(availabilityNotes(m, result.assignments).map((note) => note.reason)).toContain(
      `Name a not rostered on ${theDay(open[0]!)}: he needs 2 days off in a row`,
    );
    expect(result.violations.filter((violation) => violation.hard)).toEqual([]);
  });
});
