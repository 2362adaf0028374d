/**
 * /api/auth/093452 confirm app {ad, add} (the apd and apdd of add app): the user's own pending
 * app, inside its window (and for an organization app, the user still administers the
 * organization); USER_NOT_ALLOWED otherwise. OK confirms it and makes the creator its admin
 * member (user type 1).
 */
import { isLivePending } from '../../apps/apps';
import { Contract, Status, UserType } from '../../contract';
import { findOrganization, isOrganizationAdmin } from '../../organizations/organizations';
import { sameText } from '../../security/tokens';
import { requireUser } from '../../sessions/sessions';
import type { AppRecord, DbState } from '../../store/types';
import { nextId } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const findPending = (state: DbState, ad: string, add: string, userId: number, nowMs: number): AppRecord | undefined => {
  const app = state.apps.find((candidate) => !candidate.confirmed && candidate.apd === ad);
  if (!app || !sameText(app.apdd, add) || app.owner_user_id !== userId || !isLivePending(app, nowMs)) return undefined;
  if (app.is_own === 0 && !isOrganizationAdmin(findOrganization(state, app.cmpd), userId)) return undefined;
  return app;
};

const contract = Contract.timesApp.confirmApp;

export const confirmAppRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const userId = signedIn.user.id;
  const nowMs = ctx.now();
  const pending = findPending(ctx.store.data, input.value.ad, input.value.add, userId, nowMs);
  if (!pending) return { status: Status.USER_NOT_ALLOWED };

  await ctx.store.update((draft) => {
    const app = draft.apps.find((candidate) => candidate.id === pending.id);
    if (!app) return;
    app.confirmed = true;
    app.confirmed_at = isoAt(nowMs);
    draft.app_members = draft.app_members.filter(
      (member) => !(member.app_id === app.app_id && member.user_id === userId),
    );
    draft.app_members.push({
      id: nextId(draft.app_members),
      app_id: app.app_id,
      user_id: userId,
      user_type: UserType.ADMIN,
      group_id: null,
      ops_site_ids: [],
    });
  });
  return { status: Status.OK };
});
