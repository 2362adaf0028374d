/**
 * /api/rstrl/43002 working-days add or update {roster_rules_workingdays}: one record per shift.
 * Needs ROSTER right 20 (or admin, or the site's operations manager) and the site's isCreate,
 * else INVALID_USER_RIGHTS; INVALID_SHIFT_DETAILS when the (live) shift is not on that site of
 * the app; WORKING_DAYS_REQUIRED, OVERTIME_DAYS_REQUIRED,
 * OVERTIME_EMPLOYEES_MUST_BE_LESSTHAN_OREQUAL_ACTUAL_EMPLOYEES (roster-setup/workingDays.ts).
 */
import { Contract, RightId, Status } from '../../contract';
import type { WorkingDays } from '../../contract';
import { rosterWriteAccess } from '../../roster-setup/access';
import { findSiteShift } from '../../roster-setup/shiftRef';
import { saveWorkingDays, workingDaysProblem } from '../../roster-setup/workingDays';
import { rosterSetupRoute } from './rosterSetupRoute';

export const workingDaysSaveRoute = rosterSetupRoute(Contract.rosterSetup.workingDaysSave, {
  access: (state, session, { roster_rules_workingdays: { std } }) =>
    rosterWriteAccess(state, session, [RightId.WORKING_DAYS_EDIT], std, true),
  handle: async ({ input, appId, ctx }) => {
    const form = input.roster_rules_workingdays as WorkingDays;
    if (!findSiteShift(ctx.store.data, appId, form.std, form.sftd, true))
      return { status: Status.INVALID_SHIFT_DETAILS };
    const problem = workingDaysProblem(form);
    if (problem) return { status: problem };
    await ctx.store.update((draft) => saveWorkingDays(draft, appId, form));
    return { status: Status.OK };
  },
});
