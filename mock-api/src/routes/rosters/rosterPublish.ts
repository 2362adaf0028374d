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
import { starter } from '../../rosters/calculation/startRoster';
import { rosterHeaderOf } from '../../rosters/header';
import { publishRoster } from '../../rosters/publish/publishRoster';
import { openRoster } from '../../rosters/views/openRoster';
import { isoAt } from '../context';
import { guardedRoute } from '../guardedRoute';

export const rosterPublishRoute = guardedRoute(Contract.rosters.publish, {
  authorize: (state, session, { std }) => rosterWriteAccess(state, session, ROSTER_CREATE_RIGHTS, std),
  handle: async ({ input: { std, sftd, roster_ref }, appId, access, ctx }) => {
    const roster = openRoster(ctx.store.data, { appId, std, sftd, rstd: roster_ref, live: true });
    if (!roster.ok) return roster.answer;
    const publisher = { name: starter(ctx.store.data, access.userId).created_by, nowIso: isoAt(ctx.now()) };
    const messages = await ctx.store.update((draft) => publishRoster(draft, roster.record.id, publisher));
    for (const message of messages) printMessage(ctx, message);
    const record = ctx.store.data.rosters.find((candidate) => candidate.id === roster.record.id) ?? roster.record;
    return {
      status: Status.OK,
      roster: rosterHeaderOf(ctx.store.data, record),
      notified: messages.length,
    };
  },
});
