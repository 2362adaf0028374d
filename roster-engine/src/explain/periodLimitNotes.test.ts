/** The weekend and days-in-a-row limits in the explanations: an uncovered slot's reason and the summary's notes. */
import { computeRoster } from '../engine';
import { limitedModel } from '../testing/limitCases';
import { expectLimitExplained, theDay } from '../testing/limitNotes';
import { buildDays } from '../testing/solverCases';
import { availabilityNotes } from './availabilityNotes';

describe('weekend and days-in-a-row limits in the explanations', () => {
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
});
