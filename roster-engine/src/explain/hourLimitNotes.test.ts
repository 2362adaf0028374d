/** The hour limits in the explanations: an uncovered slot's reason and the summary's notes. */
import { computeRoster } from '../engine';
import { limitedModel } from '../testing/limitCases';
import { expectLimitExplained } from '../testing/limitNotes';
import { buildDays } from '../testing/solverCases';
import { availabilityNotes } from './availabilityNotes';

describe('hour limits in the explanations', () => {
  it('names the limit that keeps an employee off a day their position is short', () => {
    const days = buildDays('2026-12-07', 4);
    const m = limitedModel(days, 2, { maxHours: 16 }, ['b']);
    const result = computeRoster(m);
    const worksA = new Set(result.assignments.filter((x) => x.employeeId === 'a').map((x) => x.date));
    expect(worksA.size).toBe(2);
    const off = days.map((day) => day.date).filter((date) => !worksA.has(date));
    expectLimitExplained(m, result, off, '16-hour limit');
  });

  it('writes no note when the position is covered anyway', () => {
    const m = limitedModel(buildDays('2026-12-07', 4), 1, { maxHours: 8 }, ['b']);
    expect(availabilityNotes(m, computeRoster(m).assignments)).toEqual([]);
  });
});
