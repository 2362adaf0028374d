/**
 * The roster summary of spec 002 section 3, from the model, the roster and its check.
 * Definitions (utilisation and the rest): ./README.md.
 */
import type { CheckResult } from '../checker/checkRoster';
import type { CheckContext } from '../checker/context';
import { buildModelIndex } from '../checker/modelIndex';
import { buildRosterGrid } from '../checker/rosterGrid';
import { fullName } from '../explain/words';
import type { Assignment, RosterModel } from '../model/types';
import { positionColor } from './palette';
import type { CrossRoleAssignment, EmployeeSummary, HoursRole, RosterSummary } from './types';

const round2 = (value: number): number => Math.round(value * 100) / 100;
const rate = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

export function rosterSummary(
  model: RosterModel,
  assignments: readonly Assignment[],
  check: CheckResult,
): RosterSummary {
  const index = buildModelIndex(model);
  return rosterSummaryOf({ index, grid: buildRosterGrid(index, assignments), assignments }, check);
}

interface EmployeeFigures {
  days: number;
  sunhld: number;
  hours: number;
  target: number;
}

export function rosterSummaryOf(ctx: CheckContext, check: CheckResult): RosterSummary {
  const { index, grid } = ctx;
  const { model, nDays } = index;

  // Per employee: days worked (any position), of which Sundays/holidays, hours, target days.
  const figures: EmployeeFigures[] = model.employees.map((employee, e) => {
    let days = 0;
    let sunhld = 0;
    for (let d = 0; d < nDays; d += 1) {
      if ((grid.cell[e * nDays + d] ?? -1) < 0) continue;
      days += 1;
      sunhld += index.sundayOrHoliday[d] ?? 0;
    }
    return { days, sunhld, hours: days * employee.dailyHours, target: employee.targetDays ?? nDays };
  });

  // Violations per employee: count and dates.
  const byEmployee = new Map<string, { count: number; dates: Set<string> }>();
  for (const violation of check.violations) {
    if (violation.employeeId === null) continue;
    let entry = byEmployee.get(violation.employeeId);
    if (!entry) byEmployee.set(violation.employeeId, (entry = { count: 0, dates: new Set() }));
    entry.count += 1;
    if (violation.date !== null) entry.dates.add(violation.date);
  }

  const employees_all: EmployeeSummary[] = model.employees.map((employee, e) => {
    const { days, sunhld, hours, target } = figures[e]!;
    const violations = byEmployee.get(employee.id);
    return {
      line_number: e + 1,
      fullName: fullName(employee),
      ttl_hours: round2(hours),
      total_normal: days - sunhld,
      total_sundays: sunhld,
      total_days: days,
      target_days: target,
      utillization_rate: rate(days, target),
      TotalViolations: violations?.count ?? 0,
      non_complient_dates: violations ? [...violations.dates].sort().join(', ') : '',
    };
  });

  // Per position, over the employees bound to it.
  const hours_roles: HoursRole[] = model.positions.map((position, p) => {
    let total_employees = 0;
    let days = 0;
    let sunhld = 0;
    let hours = 0;
    let target = 0;
    model.employees.forEach((employee, e) => {
      if (employee.positionId !== position.id) return;
      const figure = figures[e]!;
      total_employees += 1;
      days += figure.days;
      sunhld += figure.sunhld;
      hours += figure.hours;
      target += figure.target;
    });
    return {
      role_name: position.name,
      ttl_hours: round2(hours),
      utilation_rate: rate(days, target),
      average_days_worked: total_employees > 0 ? round2(days / total_employees) : 0,
      target_days: target,
      total_employees,
      total_days_worked: days,
      normal_days: days - sunhld,
      sunhld_days: sunhld,
      color: positionColor(p),
    };
  });

  const gender_roles = model.positions.map((position) => {
    const staff = model.employees.filter((employee) => employee.positionId === position.id);
    return {
      role_name: position.name,
      total_males: staff.filter((employee) => employee.gender !== 2).length,
      total_females: staff.filter((employee) => employee.gender === 2).length,
    };
  });

  // Hours of one required slot: the position's employees' mean daily hours (else all employees', else 8).
  const meanHours = (list: readonly { dailyHours: number }[]) =>
    list.length > 0 ? list.reduce((sum, employee) => sum + employee.dailyHours, 0) / list.length : null;
  const allMean = meanHours(model.employees) ?? 8;
  let requiredSlots = 0;
  let slotHours = 0;
  model.positions.forEach((position, p) => {
    const hoursPerSlot =
      meanHours(model.employees.filter((employee) => employee.positionId === position.id)) ?? allMean;
    for (let d = 0; d < nDays; d += 1) {
      const r = index.required[p * nDays + d] ?? 0;
      requiredSlots += r;
      slotHours += r * hoursPerSlot;
    }
  });

  const staffed = hours_roles.filter((role) => role.total_employees > 0);
  const pick = (better: (a: number, b: number) => boolean) =>
    staffed.reduce<HoursRole | null>(
      (best, role) => (best === null || better(role.utilation_rate, best.utilation_rate) ? role : best),
      null,
    )?.role_name ?? '';
  const shortDates = new Set(check.uncovered.map((slot) => slot.date));

  return {
    hours_employees: {
      total_employees: model.employees.length,
      total_males: model.employees.filter((employee) => employee.gender !== 2).length,
      total_females: model.employees.filter((employee) => employee.gender === 2).length,
      total_slots_hours: round2(slotHours),
      total_shift_hours: round2(figures.reduce((sum, figure) => sum + figure.hours, 0)),
      most_utilised_role: pick((a, b) => a > b),
      least_utilised_role: pick((a, b) => a < b),
      avg_utilization_rate:
        employees_all.length > 0
          ? round2(employees_all.reduce((sum, row) => sum + row.utillization_rate, 0) / employees_all.length)
          : 0,
      total_days: nDays,
      fully_staffed_days: model.days.filter((day) => !shortDates.has(day.date)).length,
      requirements_met_perc: requiredSlots > 0 ? rate(requiredSlots - check.score.uncovered, requiredSlots) : 100,
    },
    hours_roles,
    gender_roles,
    cross_roles_assignment: crossRoles(ctx),
    employees_all,
    colors: model.positions.map((_position, p) => positionColor(p)),
  };
}

/** Days worked on another position than the employee's own, per (own, worked) pair, in position order. */
function crossRoles({ index, grid, assignments }: CheckContext): CrossRoleAssignment[] {
  const { model, nPositions } = index;
  const counts = new Map<number, number>();
  assignments.forEach((_assignment, i) => {
    const p = grid.entryPosition[i] ?? -1;
    if (p < 0) return;
    const own = index.positionIndex.get(model.employees[grid.entryEmployee[i]!]!.positionId) ?? nPositions;
    if (own === p) return;
    const key = own * (nPositions + 1) + p;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([key, total]) => {
      const own = Math.floor(key / (nPositions + 1));
      return {
        from_role: model.positions[own]?.name ?? 'Unknown position',
        to_role: model.positions[key % (nPositions + 1)]!.name,
        total_days_assigned: total,
      };
    });
}
