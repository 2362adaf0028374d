/**
 * /api/empl/99351004 the statistics card of the selected app: total_employees, age_group and
 * gender_totals, computed from its employees at today's date (employees/statistics.ts).
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { dayAt } from '../../employees/days';
import { appEmployees } from '../../employees/employees';
import { ageGroups, genderTotals } from '../../employees/statistics';
import { guardedRoute } from '../guardedRoute';

export const employeeStatisticsRoute = guardedRoute(Contract.employees.statistics, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: ({ appId, ctx }) => {
    const employees = appEmployees(ctx.store.data, appId);
    return {
      status: Status.OK,
      total_employees: employees.length,
      age_group: ageGroups(employees, dayAt(ctx.now())),
      gender_totals: genderTotals(employees),
    };
  },
});
