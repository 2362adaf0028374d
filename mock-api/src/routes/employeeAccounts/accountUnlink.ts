/**
 * /api/empacc/30104 (ours, issue 31) {empd}: the employee's linked account no longer opens My Times
 * for them (the account itself stays; they can be invited again). ACCOUNT_NOT_LINKED when none is
 * linked. Needs EMPLOYEES_AND_POSITIONS right 1.
 */
import { Contract, EmployeeStatus, FormId, RightId, SelfServiceStatus, Status } from '../../contract';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const accountUnlinkRoute = guardedRoute(Contract.employeeAccounts.unlink, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, ctx }) => {
    const repo = ctx.repos.selfService;
    if (!(await repo.employeeExists(appId, empd))) return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (!(await repo.unlink(appId, empd))) return { status: SelfServiceStatus.ACCOUNT_NOT_LINKED };
    return { status: Status.OK, account: await repo.account(appId, empd, isoAt(ctx.now())) };
  },
});
