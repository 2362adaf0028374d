/**
 * The opening of every My Times call (issue 31): signed in (else INVALID), an app selected (else
 * APP_NOT_SELECTED), and the session's account linked to an active employee of that app (else
 * INVALID_USER_RIGHTS: admins and managers who are not linked are refused too, and an employee can
 * only ever reach their own record). The handler gets that employee.
 */
import { findConfirmedApp } from '../../apps/apps';
import type { CallAnswer, CallContract, Declares } from '../../contract';
import { Status } from '../../contract';
import { rightsFor } from '../../rights';
import type { LinkedEmployee } from '../../selfService/repository/selfServiceRepository';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractGuardedCall, GuardStatus } from '../guardedRoute';

export type EmployeeCall<C extends CallContract> = ContractGuardedCall<C> & { me: LinkedEmployee };

const refused = { status: Status.INVALID_USER_RIGHTS } as const;

export function employeeRoute<C extends CallContract>(
  contract: C & Declares<C, GuardStatus>,
  handle: (call: EmployeeCall<C>) => CallAnswer<C> | Promise<CallAnswer<C>>,
): ApiRoute {
  return guardedRoute<C>(contract, {
    authorize: async (state, session, _input, ctx) => {
      if (session.user_id === null) return { ok: false, result: { status: Status.INVALID } };
      const app = findConfirmedApp(state, session.app_id);
      if (!app) return { ok: false, result: { status: Status.APP_NOT_SELECTED } };
      if (!(await ctx.repos.selfService.linked(app.app_id, session.user_id))) return { ok: false, result: refused };
      return { ok: true, app, userId: session.user_id, rights: rightsFor(state, session.user_id, app.app_id) };
    },
    handle: async (call) => {
      const me = await call.ctx.repos.selfService.linked(call.appId, call.access.userId);
      if (!me) return refused as CallAnswer<C>;
      return handle({ ...call, me });
    },
  });
}
