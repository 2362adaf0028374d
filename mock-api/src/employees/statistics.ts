/**
 * The statistics card (/api/empl/99351004), computed from the app's employees (active and
 * deactivated) at today's date:
 *  - total_employees: every employee of the app.
 *  - age_group: whole years from date_of_birth, in the groups 'Under 25', '25-34', '35-44',
 *    '45-54', '55+'; each group keeps its colour, and groups without employees are left out so
 *    the donut and its legend show only what exists.
 *  - gender_totals: 'Male' (gender 1) and 'Female' (gender 2) in the theme's gender colours,
 *    empty ones left out likewise.
 */
import { GENDER_COLORS } from '@times/shared-sdk/palette';
import type { ChartItem } from '../contract';
import type { EmployeeRecord } from '../store/types';
import { ageOn } from './days';

export const AGE_GROUPS = [
  { name: 'Under 25', below: 25, color: '#9b7fd4' },
  { name: '25-34', below: 35, color: '#6a3fb5' },
  { name: '35-44', below: 45, color: '#4a1f8c' },
  { name: '45-54', below: 55, color: '#e0a526' },
  { name: '55+', below: Number.POSITIVE_INFINITY, color: '#2e9e8f' },
] as const;

export const GENDERS = [
  { name: 'Male', code: 1, color: GENDER_COLORS.male },
  { name: 'Female', code: 2, color: GENDER_COLORS.female },
] as const;

const nonEmpty = (items: ChartItem[]): ChartItem[] => items.filter((item) => item.value > 0);

/** Employees, or a count of employees with the same date of birth and gender (count missing: one). */
export type Counted = Pick<EmployeeRecord, 'date_of_birth'> & {
  gender: EmployeeRecord['gender'] | string;
  count?: number;
};

export function ageGroups(employees: readonly Counted[], today: string): ChartItem[] {
  const counts = AGE_GROUPS.map(() => 0);
  for (const employee of employees) {
    const age = ageOn(employee.date_of_birth, today);
    if (Number.isNaN(age)) continue;
    const group = AGE_GROUPS.findIndex((candidate) => age < candidate.below);
    counts[group] = (counts[group] ?? 0) + (employee.count ?? 1);
  }
  return nonEmpty(AGE_GROUPS.map(({ name, color }, index) => ({ name, value: counts[index] ?? 0, color })));
}

export function genderTotals(employees: readonly Counted[]): ChartItem[] {
  return nonEmpty(
    GENDERS.map(({ name, code, color }) => ({
      name,
      value: employees.reduce(
        (sum, employee) => sum + (Number(employee.gender) === code ? (employee.count ?? 1) : 0),
        0,
      ),
      color,
    })),
  );
}
