/**
 * /api/empacc/30103 (ours, issue 31) {empd}: the employee's live invitation can no longer be used.
 * INVITATION_NOT_FOUND when there is none. Needs EMPLOYEES_AND_POSITIONS right 1.
 */
import { Contract, EmployeeStatus, FormId, RightId, SelfServiceStatus, Status } from '../../contract';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const accountRevokeRoute = guardedRoute(Contract.employeeAccounts.revoke, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, ctx }) => {
    const repo = ctx.repos.selfService;
    if (!(await repo.employeeExists(appId, empd))) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (!(await repo.revoke(appId, empd))) return { status: SelfServiceStatus.INVITATION_NOT_FOUND };
    return { status: Status.OK, account: await repo.account(appId, empd, isoAt(ctx.now())) };
  },
});
