/**
 * /api/empl/99351004 the statistics card of the selected app: total_employees, age_group and
 * gender_totals, computed from its employees at today's date (employees/statistics.ts).
 * Needs EMPLOYEES_AND_POSITIONS right 1 (f_rd 2).
 */
import { FormId, Contract, RightId, Status } from '../../contract';
import { dayAt } from '../../employees/days';
import { guardedRoute } from '../guardedRoute';

export const employeeStatisticsRoute = guardedRoute(Contract.employees.statistics, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    ...(await ctx.repos.employees.statistics(appId, dayAt(ctx.now()))),
  }),
});
