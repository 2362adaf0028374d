/**
 * /api/rostCalc/824567 required employees {std, sftd, mon … hld, period_type,
 * max_consecutive_days, rest_days}: total_required from the roster engine (its lower bound over
 * the representative period), total_assigned the shift's shift employees (0 when none).
 * WORKING_DAYS_REQUIRED when every count is 0; INVALID_SHIFT_DETAILS for a shift not on that
 * site of the app. Readable like the working days.
 */
import { Contract, Status } from '../../contract';
import type { RequiredEmployeesRequest } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { siteShiftAmong } from '../../roster-setup/shiftRef';
import { requiredOf } from '../../roster-setup/workingDays';
import { rosterSetupRoute } from './rosterSetupRoute';

export const requiredEmployeesRoute = rosterSetupRoute(Contract.rosterSetup.requiredEmployees, {
  access: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input, appId, ctx }) => {
    const setup = ctx.repos.rosterSetup;
    if (!siteShiftAmong(await setup.shiftsOnSite(appId, input.std, input.sftd)))
      return { status: Status.INVALID_SHIFT_DETAILS };
    const required = requiredOf(input as RequiredEmployeesRequest);
    if (required.status !== Status.OK) return required;
    const [assigned] = await setup.shiftEmployeeTotals(appId, [input.sftd]);
    return { ...required, total_assigned: assigned!.ttl_employees };
  },
});
