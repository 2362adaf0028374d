/**
 * /api/empacc/30102 (ours, issue 31) {empd}: invites the employee to Times: a text to their mobile
 * with the invitation's link (valid INVITATION_DAYS; sending again revokes the older link). The
 * person signs up with that mobile, or signs in to an account that has it, and is linked.
 * EMPLOYEE_NO_MOBILE, ACCOUNT_ALREADY_LINKED. Needs EMPLOYEES_AND_POSITIONS right 1.
 */
import {
  Contract,
  EmployeeStatus,
  FormId,
  RightId,
  SelfServiceLimits,
  SelfServiceStatus,
  Status,
} from '../../contract';
import { printMessage } from '../../outbox/outbox';
import { randomToken } from '../../security/tokens';
import { SelfServiceRoutes } from '@times/shared-sdk/selfService';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const accountInviteRoute = guardedRoute(Contract.employeeAccounts.invite, {
  formId: FormId.EMPLOYEES_AND_POSITIONS,
  rightId: RightId.MANAGE,
  handle: async ({ input: { empd }, appId, access, ctx }) => {
    const nowMs = ctx.now();
    const outcome = await ctx.repos.selfService.invite({
      appId,
      emd: empd,
      byUserId: access.userId,
      nowMs,
      days: SelfServiceLimits.INVITATION_DAYS,
      token: randomToken(24),
      linkBase: `${ctx.config.webUrl}${SelfServiceRoutes.INVITATION}`,
    });
    if (outcome.kind === 'no-employee') return { status: EmployeeStatus.EMPLOYEE_DOES_NOT_EXIST };
    if (outcome.kind === 'no-mobile') return { status: SelfServiceStatus.EMPLOYEE_NO_MOBILE };
    if (outcome.kind === 'linked') return { status: SelfServiceStatus.ACCOUNT_ALREADY_LINKED };
    if (outcome.message) printMessage(ctx, outcome.message);
    return { status: Status.OK, account: await ctx.repos.selfService.account(appId, empd, isoAt(nowMs)) };
  },
});
