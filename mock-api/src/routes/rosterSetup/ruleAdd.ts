/**
 * /api/rstrl/43004 add rule {std, sftd, roster_rule: {id, priority}}: assigns a catalogue rule at
 * that priority (the rules at or after it move down; beyond the end appends; an assigned rule
 * moves). Needs ROSTER right 13 (or admin, or the site's operations manager), else
 * INVALID_USER_RIGHTS; INVALID_SHIFT_DETAILS for a (live) shift not on that site of the app;
 * VALIDATION_ERROR for an id the catalogue does not have. The shift is checked inside the write, on
 * the newest state.
 */
import { validationMessages } from '@times/shared-sdk/catalogue';
import { Contract, RightId, Status } from '../../contract';
import { rosterWriteAccess } from '../../roster-setup/access';
import { rosterSetupRoute } from './rosterSetupRoute';

export const unknownRule = {
  status: Status.VALIDATION_ERROR,
  errors: { 'roster_rule.id': validationMessages.selectRule },
};

/** The answer of a rule add or delete (rosterSetupRepository.ts RuleWrite). */
export const ruleAnswers = {
  done: { status: Status.OK },
  'no-shift': { status: Status.INVALID_SHIFT_DETAILS },
  'no-rule': unknownRule,
} as const;

export const ruleAddRoute = rosterSetupRoute(Contract.rosterSetup.ruleAdd, {
  access: (state, session, { std }) => rosterWriteAccess(state, session, [RightId.CONSTRAINTS_EDIT], std),
  handle: async ({ input: { std, sftd, roster_rule }, appId, ctx }) =>
    ruleAnswers[await ctx.repos.rosterSetup.addRule(appId, std, sftd, roster_rule.id, roster_rule.priority)],
});
