import { checkRoster } from '../checker/checkRoster';
import { assign, assignDays, makeEmployee, makeModel, makePosition, perDay } from '../testing/fixtures';
import { dailyTotals } from './dailyTotals';
import { POSITION_COLORS } from './palette';
import { rosterSummary } from './rosterSummary';

/**
 * Monday 2026-12-07 to Sunday 2026-12-13, Wednesday 12-09 a public holiday.
 * Guard needs 1 a day (7 slots), relieved by Cleaner; Cleaner needs 1 on Mon, Tue, Thu, Fri (4 slots).
 * Thabo (Guard, 8 h, target 4) works Mon-Thu; Lerato (Guard, 12 h, target 3) Fri and Sun;
 * Sipho (Cleaner, 6 h, no target) cleans Mon, Tue, Thu and guards Sat. Cleaner Friday stays open.
 */
function example() {
  const model = makeModel({
    holidays: ['2026-12-09'],
    rules: ['RELIEVER_COVER', 'HOUR_TARGETS'],
    positions: [
      makePosition('G', 'Guard', { required: perDay(1), relieverId: 'C' }),
      makePosition('C', 'Cleaner', { required: perDay(1, { sat: 0, sun: 0, hld: 0 }) }),
    ],
    employees: [
      makeEmployee('g1', 'G', { name: 'Thabo', surname: 'Mokoena', gender: 1, dailyHours: 8, targetDays: 4 }),
      makeEmployee('g2', 'G', { name: 'Lerato', surname: 'Dlamini', gender: 2, dailyHours: 12, targetDays: 3 }),
      makeEmployee('c1', 'C', { name: 'Sipho', surname: 'Nkosi', gender: 1, dailyHours: 6, targetDays: null }),
    ],
    workingDays: { required: perDay(2) },
  });
  const assignments = [
    ...assignDays(model, 'g1', [0, 1, 2, 3]),
    ...assignDays(model, 'g2', [4, 6]),
    ...assignDays(model, 'c1', [0, 1, 3]),
    assign(model, 'c1', '2026-12-12', 'G'),
  ];
  return { model, assignments, check: checkRoster(model, assignments) };
}

describe('the example roster', () => {
  it('scores as computed by hand', () => {
    const { check } = example();
    expect(check.score).toEqual({
      hard: 0,
      uncovered: 1,
      coverCost: 1_500_000,
      soft: { RELIEVER_COVER: 20, HOUR_TARGETS: 10 },
      total: 1_500_030,
    });
  });
});

describe('dailyTotals', () => {
  it('counts people and genders per day', () => {
    const { model, assignments } = example();
    const totals = dailyTotals(model, assignments);
    expect(totals.daily_totals.map((row) => row.employee_count)).toEqual([2, 2, 1, 2, 1, 1, 1]);
    expect(totals.daily_totals[0]).toEqual({ entry_date: '2026-12-07', employee_count: 2 });
    expect(totals.daily_gender_totals.map((row) => [row.male_count, row.female_count])).toEqual([
      [2, 0],
      [2, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(totals.daily_gender_totals[6]?.entry_date).toBe('2026-12-13');
  });
});

describe('rosterSummary', () => {
  it('gives the hours and utilisation per employee', () => {
    const { model, assignments, check } = example();
    expect(rosterSummary(model, assignments, check).employees_all).toEqual([
      {
        line_number: 1,
        fullName: 'Thabo Mokoena',
        ttl_hours: 32,
        total_normal: 3,
        total_sundays: 1,
        total_days: 4,
        target_days: 4,
        utillization_rate: 100,
        TotalViolations: 0,
        non_complient_dates: '',
      },
      {
        line_number: 2,
        fullName: 'Lerato Dlamini',
        ttl_hours: 24,
        total_normal: 1,
        total_sundays: 1,
        total_days: 2,
        target_days: 3,
        utillization_rate: 66.67,
        TotalViolations: 1,
        non_complient_dates: '',
      },
      {
        line_number: 3,
        fullName: 'Sipho Nkosi',
        ttl_hours: 24,
        total_normal: 4,
        total_sundays: 0,
        total_days: 4,
        target_days: 7,
        utillization_rate: 57.14,
        TotalViolations: 1,
        non_complient_dates: '2026-12-12',
      },
    ]);
  });

  it('gives the figures per position, over the employees bound to it', () => {
    const { model, assignments, check } = example();
    const summary = rosterSummary(model, assignments, check);
    expect(summary.hours_roles).toEqual([
      {
        role_name: 'Guard',
        ttl_hours: 56,
        utilation_rate: 85.71,
        average_days_worked: 3,
        target_days: 7,
        total_employees: 2,
        total_days_worked: 6,
        normal_days: 4,
        sunhld_days: 2,
        color: POSITION_COLORS[0],
      },
      {
        role_name: 'Cleaner',
        ttl_hours: 24,
        utilation_rate: 57.14,
        average_days_worked: 4,
        target_days: 7,
        total_employees: 1,
        total_days_worked: 4,
        normal_days: 4,
        sunhld_days: 0,
        color: POSITION_COLORS[1],
      },
    ]);
    expect(summary.gender_roles).toEqual([
      { role_name: 'Guard', total_males: 1, total_females: 1 },
      { role_name: 'Cleaner', total_males: 1, total_females: 0 },
    ]);
    expect(summary.cross_roles_assignment).toEqual([
      { from_role: 'Cleaner', to_role: 'Guard', total_days_assigned: 1 },
    ]);
    expect(summary.colors).toEqual([POSITION_COLORS[0], POSITION_COLORS[1]]);
  });

  it('gives the roster-wide figures', () => {
    const { model, assignments, check } = example();
    expect(rosterSummary(model, assignments, check).hours_employees).toEqual({
      total_employees: 3,
      total_males: 2,
      total_females: 1,
      // Guard slots at the Guards' mean 10 h (7 x 10) + Cleaner slots at 6 h (4 x 6).
      total_slots_hours: 94,
      total_shift_hours: 80,
      most_utilised_role: 'Guard',
      least_utilised_role: 'Cleaner',
      // (100 + 66.67 + 57.14) / 3
      avg_utilization_rate: 74.6,
      total_days: 7,
      fully_staffed_days: 6,
      // 10 of 11 required slots
      requirements_met_perc: 90.91,
    });
  });

  it('stays sensible on an empty shift', () => {
    const model = makeModel();
    const summary = rosterSummary(model, [], checkRoster(model, []));
    expect(summary.hours_employees).toMatchObject({
      total_employees: 0,
      most_utilised_role: '',
      avg_utilization_rate: 0,
      fully_staffed_days: 7,
      requirements_met_perc: 100,
    });
    expect(summary.hours_roles).toEqual([]);
  });
});
