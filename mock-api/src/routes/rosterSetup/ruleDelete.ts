/**
 * /api/rstrl/43005 delete rule {std, sftd, roster_rule: {id}}: the rule leaves the shift and the
 * priorities close up (1..n); OK too when it was not assigned. Rights and statuses as add rule.
 */
import { Contract, RightId, Status } from '../../contract';
import { rosterWriteAccess } from '../../roster-setup/access';
import { deleteRule, findCatalogueRule } from '../../roster-setup/rules';
import { findSiteShift } from '../../roster-setup/shiftRef';
import { unknownRule } from './ruleAdd';
import { rosterSetupRoute } from './rosterSetupRoute';

export const ruleDeleteRoute = rosterSetupRoute(Contract.rosterSetup.ruleDelete, {
  access: (state, session, { std }) => rosterWriteAccess(state, session, [RightId.CONSTRAINTS_EDIT], std),
  handle: async ({ input: { std, sftd, roster_rule }, appId, ctx }) => {
    if (!findSiteShift(ctx.store.data, appId, std, sftd, true)) return { status: Status.INVALID_SHIFT_DETAILS };
    if (!findCatalogueRule(roster_rule.id)) return unknownRule;
    await ctx.store.update((draft) => deleteRule(draft, appId, sftd, roster_rule.id));
    return { status: Status.OK };
  },
});
