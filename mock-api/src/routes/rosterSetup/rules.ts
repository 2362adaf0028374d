/**
 * /api/rstrl/43003 available rules {std, sftd}: assigned_rules by priority and unused_rules (the
 * rest of the catalogue). INVALID_SHIFT_DETAILS for a shift not on that site of the app. Readable
 * by admins, any ROSTER right (13 edits, 14 views) and the site's operations manager.
 */
import { Contract, Status } from '../../contract';
import { rosterReadAccess } from '../../roster-setup/access';
import { rulesOfRecords } from '../../roster-setup/rules';
import { siteShiftAmong } from '../../roster-setup/shiftRef';
import { rosterSetupRoute } from './rosterSetupRoute';

export const rosterRulesRoute = rosterSetupRoute(Contract.rosterSetup.rules, {
  access: (state, session, { std }) => rosterReadAccess(state, session, std),
  handle: async ({ input: { std, sftd }, appId, ctx }) => {
    const setup = ctx.repos.rosterSetup;
    if (!siteShiftAmong(await setup.shiftsOnSite(appId, std, sftd))) return { status: Status.INVALID_SHIFT_DETAILS };
    return { status: Status.OK, ...rulesOfRecords(await setup.assignedRules(appId, sftd)) };
  },
});
