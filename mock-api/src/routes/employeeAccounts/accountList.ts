/**
 * /api/empacc/30101 (ours, issue 31): where each employee's Times account stands (linked, invited,
 * expired); employees not listed have none. Needs EMPLOYEES_AND_POSITIONS right 1, as the list's writes.
 */
import { Contract, FormId, RightId, Status } from '../../contract';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const accountListRoute = guardedRoute(Contract.employeeAccounts.list, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ appId, ctx }) => ({
    status: Status.OK,
    accounts: await ctx.repos.selfService.accounts(appId, isoAt(ctx.now())),
  }),
});
