/**
 * /api/rstrl/43005 delete rule {std, sftd, roster_rule: {id}}: the rule leaves the shift and the
 * priorities close up (1..n); OK too when it was not assigned. Rights and statuses as add rule.
 */
import { Contract, RightId } from '../../contract';
import { rosterWriteAccess } from '../../roster-setup/access';
import { ruleAnswers } from './ruleAdd';
import { rosterSetupRoute } from './rosterSetupRoute';

export const ruleDeleteRoute = rosterSetupRoute(Contract.rosterSetup.ruleDelete, {
  access: (state, session, { std }) => rosterWriteAccess(state, session, [RightId.CONSTRAINTS_EDIT], std),
  // The shift is checked inside the write, on the newest state.
  handle: async ({ input: { std, sftd, roster_rule }, appId, ctx }) =>
    ruleAnswers[await ctx.repos.rosterSetup.deleteRule(appId, std, sftd, roster_rule.id)],
});
