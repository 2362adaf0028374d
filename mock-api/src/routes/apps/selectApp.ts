/**
 * /api/gen/23432 select app: the app named by ap_id must be a confirmed app of product prd (1,
 * workforce) and sub-product sprd (29, Times) with the given isOwn and cmpd, that the user may
 * open; USER_NOT_ALLOWED otherwise. OK puts it on the session (the Times-backend calls work on
 * it) and records the selection for the Recent list.
 */
import { Contract, Status } from '../../contract';
import { rightsFor } from '../../rights';
import { requireUser } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.apps.selectApp;

export const selectAppRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  const { prd, sprd, ap_id, isOwn, cmpd } = input.value;
  const { session, user } = signedIn;
  const app = await ctx.repos.apps.openableApp(user.id, ap_id);
  const matches = app && app.pdct === prd && app.s_pdct === sprd && app.is_own === isOwn && app.cmpd === cmpd;
  if (!app || !matches) return { status: Status.USER_NOT_ALLOWED };

  await ctx.repos.apps.select(session.id, user.id, app.app_id, ctx.now());
  const rights = rightsFor(await ctx.repos.rights.stateOf({ ...session, app_id: app.app_id }), user.id, app.app_id);
  return { status: Status.OK, kind: rights.isMember ? ('manager' as const) : ('employee' as const) };
});
