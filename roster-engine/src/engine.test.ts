import { computeRoster } from './engine';
import { checkRoster } from './checker';
import { standardModel, uniformPerDay } from './worker/__fixtures__/models';
import { TEST_TIME_CAP_MS } from './testing/fixtures';

jest.setTimeout(60_000);

describe('computeRoster', () => {
  const model = standardModel({
    periodType: 2,
    startDate: '2026-12-14',
    perPosition: [uniformPerDay(3), uniformPerDay(1)],
    employeesPerPosition: [5, 2],
    rules: ['MAX_CONSECUTIVE', 'MIN_REST', 'LEAVE_DAYS', 'HOUR_TARGETS', 'FAIR_SUNDAYS'],
    targetDays: 9,
    leave: (n) => (n === 0 ? ['2026-12-21', '2026-12-22'] : []),
    timeLimitMs: TEST_TIME_CAP_MS,
    seed: 42,
  });

  it('answers the search’s roster and score, the checker’s violations and uncovered slots', () => {
    const result = computeRoster(model);
    const check = checkRoster(model, result.assignments);
    expect(result.score).toEqual(check.score);
    expect(result.violations).toEqual(check.violations);
    expect(result.uncovered).toEqual(check.uncovered);
    expect(result.score.hard).toBe(0);
    expect(result.search.seed).toBe(42);
    expect(result.search.iterations).toBeGreaterThanOrEqual(0);
    expect(result.search.elapsedMs).toBeGreaterThanOrEqual(0);
    // Days and employees come from the model.
    const dates = new Set(model.days.map((day) => day.date));
    const employees = new Set(model.employees.map((employee) => employee.id));
    for (const assignment of result.assignments) {
      expect(dates.has(assignment.date)).toBe(true);
      expect(employees.has(assignment.employeeId)).toBe(true);
    }
    // A public holiday (Christmas, Day of Goodwill) is in this period: its day type says so.
    expect(
      result.assignments.filter((assignment) => assignment.date === '2026-12-25').every((a) => a.dayType === 'holiday'),
    ).toBe(true);
  });

  it('answers the daily totals and the summary figures of its roster', () => {
    const result = computeRoster(model);
    expect(result.totals.daily_totals).toHaveLength(model.days.length);
    expect(result.totals.daily_totals.reduce((sum, day) => sum + day.employee_count, 0)).toBe(
      result.assignments.length,
    );
    for (const day of result.totals.daily_gender_totals) {
      const onDay = result.assignments.filter((a) => a.date === day.entry_date);
      expect(day.male_count).toBe(onDay.filter((a) => a.gender === 1).length);
      expect(day.female_count).toBe(onDay.filter((a) => a.gender === 2).length);
    }
    expect(result.summary.hours_employees.total_employees).toBe(model.employees.length);
    expect(result.summary.employees_all).toHaveLength(model.employees.length);
    expect(result.summary.hours_roles.map((role) => role.role_name)).toEqual(
      model.positions.map((position) => position.name),
    );
  });

  it('stops when asked and still answers a checked roster', () => {
    const result = computeRoster({ ...model, timeLimitMs: 60_000 }, { shouldStop: () => true });
    expect(result.score).toEqual(checkRoster(model, result.assignments).score);
    // Asked at its first look (every 32 moves, in each of its phases): it stops there.
    expect(result.search.iterations).toBeLessThan(200);
  });

  it('explains an infeasible setup instead of failing', () => {
    const short = { ...model, employees: model.employees.slice(0, 2) };
    const result = computeRoster(short);
    expect(result.score.hard).toBe(0);
    expect(result.uncovered.length).toBeGreaterThan(0);
    for (const slot of result.uncovered) expect(slot.reason).toMatch(/\S/);
  });
});
