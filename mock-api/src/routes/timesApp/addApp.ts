/**
 * /api/auth/094564 add app (Times only, sub_prdct 29): a pending app answered with two random
 * references (apd, apdd) for the confirm call.
 *  - an organization app (is_own_app 0) needs the cmpd of an organization the user
 *    administers, else USER_NOT_ALLOWED; an own app belongs to the user (cmpd '').
 *  - HANDLE_EXIST for a non-empty handle any app holds, APP_NAME_EXIST for a name the same owner
 *    uses (both trimmed, any case). Pending apps hold theirs for PENDING_APP_MS only.
 *  - a new app is licensed for DEFAULT_MAX_SITES sites.
 */
import {
  activeApps,
  DEFAULT_MAX_SITES,
  isLivePending,
  newPublicId,
  ownerOf,
  sameName,
  sameOwner,
} from '../../apps/apps';
import type { AppOwner } from '../../apps/apps';
import { Contract, Status, TIMES_PRODUCT_NAME, TIMES_SUB_PRODUCT, WORKFORCE_PRODUCT } from '../../contract';
import { findOrganization, isOrganizationAdmin } from '../../organizations/organizations';
import { randomToken } from '../../security/tokens';
import { requireUser } from '../../sessions/sessions';
import { baseOf } from '../../store/mutation';
import { nextId } from '../../store/types';
import { validatePayload } from '../../validation/validate';
import { isoAt } from '../context';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.timesApp.addApp;

export const addAppRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { app_nm, app_description, app_handle, tags, is_own_app, cmpd } = input.value;
  const userId = signedIn.user.id;
  const state = ctx.store.data;
  const nowMs = ctx.now();

  const isOwn = is_own_app === 1 ? 1 : 0;
  if (!isOwn && !isOrganizationAdmin(findOrganization(state, cmpd), userId)) return { status: Status.USER_NOT_ALLOWED };
  const owner: AppOwner = isOwn ? { kind: 'user', userId } : { kind: 'organization', cmpd };

  const references = { apd: randomToken(), apdd: randomToken() };
  const refused = await ctx.store.update((draft) => {
    // Checked inside the write, on the newest state: two adds at once (on any API process) store one.
    const holders = activeApps(baseOf(draft), nowMs);
    if (app_handle && holders.some((app) => app.handle !== '' && sameName(app.handle, app_handle))) {
      return { status: Status.HANDLE_EXIST } as const;
    }
    if (holders.some((app) => sameOwner(ownerOf(app), owner) && sameName(app.ap_name, app_nm))) {
      return { status: Status.APP_NAME_EXIST } as const;
    }
    // Pending apps past their window are dropped for good.
    draft.apps = draft.apps.filter((app) => app.confirmed || isLivePending(app, nowMs));
    draft.apps.push({
      id: nextId(draft.apps),
      app_id: newPublicId(draft.apps.map((app) => app.app_id)),
      ap_name: app_nm,
      description: app_description,
      handle: app_handle,
      tags: [...new Set(tags.map((tag) => tag.t_nm))],
      pdct: WORKFORCE_PRODUCT,
      s_pdct: TIMES_SUB_PRODUCT,
      sp_name: TIMES_PRODUCT_NAME,
      is_own: isOwn,
      cmpd: isOwn ? '' : cmpd,
      owner_user_id: userId,
      confirmed: false,
      ...references,
      created_at: isoAt(nowMs),
      confirmed_at: null,
      max_sites: DEFAULT_MAX_SITES,
    });
    return null;
  });
  return refused ?? { status: Status.OK, ...references };
});
