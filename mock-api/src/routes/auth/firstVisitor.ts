/**
 * /api/auth/235215 first visitor registration: a new visitor session, no session needed. One
 * client address may open only so many a minute (TOO_MANY_REQUESTS beyond), and the store keeps
 * a bounded number of them, the oldest going first (sessions/visitorSessions.ts).
 */
import { Contract, Status } from '../../contract';
import { allowVisitorSession } from '../../security/visitorLimit';
import { contractRoute } from '../contractRoute';

export const firstVisitorRoute = contractRoute(Contract.auth.firstVisitor, async ({ address }, ctx) => {
  if (!(await allowVisitorSession(ctx, address))) return { status: Status.TOO_MANY_REQUESTS };
  return { status: Status.OK, session: await ctx.repos.accounts.openVisitorSession(ctx) };
});
