/**
 * The engine's violations as the statistics details list them (RosterViolation): rule name,
 * hard 0/1, the employee's and the position's names from the model, the date ('' for rules
 * without one, such as hour targets) and the engine's reason. Sorted by date (dateless last),
 * then by employee name, then in the engine's order.
 */
import type { RosterViolation } from '../../contract';
import type { RosterModel, Violation } from '@times/roster-engine';
import { modelNames } from './modelNames';
import { ruleNameOf } from './ruleNames';

/** '' (no date) after every date. */
const byDate = (a: string, b: string): number => (a === b ? 0 : a === '' ? 1 : b === '' ? -1 : a.localeCompare(b));

export function rosterViolations(model: RosterModel, violations: readonly Violation[]): RosterViolation[] {
  const names = modelNames(model);
  return violations
    .map((violation): RosterViolation => {
      const employee = names.employee(violation.employeeId);
      return {
        rule_name: ruleNameOf(violation.rule),
        hard: violation.hard ? 1 : 0,
        employee_name: names.employeeName(violation.employeeId),
        role_name: names.positionName(violation.positionId ?? employee?.positionId ?? null),
        entry_date: violation.date ?? '',
        reason: violation.reason,
      };
    })
    .sort((a, b) => byDate(a.entry_date, b.entry_date) || a.employee_name.localeCompare(b.employee_name));
}
