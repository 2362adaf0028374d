/**
 * /api/rstrl/43002 working-days add or update {roster_rules_workingdays}: one record per shift.
 * Needs ROSTER right 20 (or admin, or the site's operations manager) and the site's isCreate,
 * else INVALID_USER_RIGHTS; INVALID_SHIFT_DETAILS when the (live) shift is not on that site of
 * the app; WORKING_DAYS_REQUIRED, OVERTIME_DAYS_REQUIRED,
 * OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES (roster-setup/workingDays.ts). The
 * shift is checked inside the write, on the newest state.
 */
import { Contract, RightId, Status } from '../../contract';
import type { WorkingDays } from '../../contract';
import { rosterWriteAccess } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const workingDaysSaveRoute = rosterSetupRoute(Contract.rosterSetup.workingDaysSave, {
  access: (state, session, { roster_rules_workingdays: { std } }) =>
    rosterWriteAccess(state, session, [RightId.WORKING_DAYS_EDIT], std, true),
  handle: async ({ input, appId, ctx }) => {
    const saved = await ctx.repos.rosterSetup.saveWorkingDays(appId, input.roster_rules_workingdays as WorkingDays);
    if (saved === 'saved') return { status: Status.OK };
    if (saved === 'no-shift') return { status: Status.INVALID_SHIFT_DETAILS };
    return { status: saved };
  },
});
