/**
 * /api/rostCalc/645624 publish {std, sftd, roster_ref} (ours): a Successful roster's Draft becomes
 * Published and each rostered employee is sent their days through the outbox; later edits and
 * recalculations notify the employees whose days changed (rosters/publish). Who: as a roster
 * start (right 9, admins, the site's operations manager, on a site whose isCreate is 1). Refusals:
 * the reads' statuses (ROSTER_NOT_FOUND, ROSTER_PROCESSING and ROSTER_FAILED with the header). A
 * published roster published again answers OK with notified 0 (a retry sends nothing twice).
 */
import { Contract, Status } from '../../contract';
import { printMessage } from '../../outbox/outbox';
import { ROSTER_CREATE_RIGHTS, rosterWriteAccess } from '../../rosters/access';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const rosterPublishRoute = guardedRoute(Contract.rosters.publish, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_CREATE_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref }, appId, access, ctx }) => {
    const roster = await ctx.repos.rosters.open({ appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const { messages, header } = await ctx.repos.rosters.publish(roster.record, access.userId, isoAt(ctx.now()));
    for (const message of messages) printMessage(ctx, message);
    return { status: Status.OK, roster: header, notified: messages.length };
  },
});
