/**
 * /api/auth/093452 confirm app {ad, add} (the apd and apdd of add app): the user's own pending
 * app, inside its window (and for an organization app, the user still administers the
 * organization); USER_NOT_ALLOWED otherwise. OK confirms it and makes the creator its admin
 * member (user type 1).
 */
import { Contract, Status } from '../../contract';
import { requireUser } from '../../sessions/sessions';
import { validatePayload } from '../../validation/validate';
import { contractRoute } from '../contractRoute';
import { schemaOf } from '../schemaOf';

const contract = Contract.timesApp.confirmApp;

export const confirmAppRoute = contractRoute(contract, async ({ body, session: request }, ctx) => {
  const signedIn = await requireUser(ctx, request);
  if (!signedIn) return { status: Status.INVALID };
  const input = await validatePayload(schemaOf(contract), body);
  if (!input.ok) return input.result;
  // Decided inside the write, on the newest state: of two confirms at once, one is answered OK.
  const confirmed = await ctx.repos.apps.confirm(signedIn.user.id, input.value.ad, input.value.add, ctx.now());
  return confirmed ? { status: Status.OK } : { status: Status.USER_NOT_ALLOWED };
});
