/** The hour limits in the explanations: an uncovered slot's reason and the summary's notes. */
import { computeRoster } from '../engine';
import { buildDays, employee, every, model, position } from '../testing/solverCases';
import { availabilityNotes } from './availabilityNotes';

describe('hour limits in the explanations', () => {
  it('names the limit that keeps an employee off a day their position is short', () => {
    const days = buildDays('2026-12-07', 4);
    const m = model({
      days,
      positions: [position('G', every(2))],
      employees: [
        employee('a', 'G', {
          availability: { unavailableDates: [], unavailableWeekdays: [], requests: [], maxHours: 16 },
        }),
        employee('b', 'G'),
      ],
      rules: [],
    });
    const result = computeRoster(m);
    const worksA = new Set(result.assignments.filter((x) => x.employeeId === 'a').map((x) => x.date));
    expect(worksA.size).toBe(2);
    const off = days.map((day) => day.date).filter((date) => !worksA.has(date));
    expect(result.uncovered.map((slot) => [slot.date, slot.reason])).toEqual(
      off.map((date) => [date, `No Position G left on ${date}: 1 at their 16-hour limit`]),
    );
    expect(availabilityNotes(m, result.assignments).map((note) => note.reason)).toEqual(
      off.map((date) => `Name a Tester not rostered on ${date}: at their 16-hour limit`),
    );
    expect(result.violations.filter((violation) => violation.hard)).toEqual([]);
  });

  it('writes no note when the position is covered anyway', () => {
    const days = buildDays('2026-12-07', 4);
    const m = model({
      days,
      positions: [position('G', every(1))],
      employees: [
        employee('a', 'G', {
          availability: { unavailableDates: [], unavailableWeekdays: [], requests: [], maxHours: 8 },
        }),
        employee('b', 'G'),
      ],
      rules: [],
    });
    expect(availabilityNotes(m, computeRoster(m).assignments)).toEqual([]);
  });
});
