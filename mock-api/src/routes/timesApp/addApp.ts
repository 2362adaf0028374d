/**
 * /api/auth/094564 add app (Times only, sub_prdct 29): a pending app answered with two random
 * references (apd, apdd) for the confirm call.
 *  - an organization app (is_own_app 0) needs the cmpd of an organization the user
 *    administers, else USER_NOT_ALLOWED; an own app belongs to the user (cmpd '').
 *  - HANDLE_EXIST for a non-empty handle any app holds, APP_NAME_EXIST for a name the same owner
 *    uses (both trimmed, any case). Pending apps hold theirs for PENDING_APP_MS only.
 *  - a new app is licensed for DEFAULT_MAX_SITES sites.
 */
import { Contract, Status } from '../../contract';
import { randomToken } from '../../security/tokens';
import { requireUser } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const answers = {
  'not-admin': { status: Status.USER_NOT_ALLOWED },
  'handle-taken': { status: Status.HANDLE_EXIST },
  'name-taken': { status: Status.APP_NAME_EXIST },
} as const;

const contract = Contract.timesApp.addApp;

export const addAppRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { app_nm, app_description, app_handle, tags, is_own_app, cmpd } = input.value;

  const references = { apd: randomToken(), apdd: randomToken() };
  // Decided inside the write, on the newest state: two adds at once (on any API process) store one.
  const added = await ctx.repos.apps.addApp(
    signedIn.user.id,
    {
      ap_name: app_nm,
      description: app_description,
      handle: app_handle,
      tags: [...new Set(tags.map((tag) => tag.t_nm))],
      isOwn: is_own_app === 1 ? 1 : 0,
      cmpd,
    },
    references,
    ctx.now(),
  );
  return added === 'added' ? { status: Status.OK, ...references } : answers[added];
});
