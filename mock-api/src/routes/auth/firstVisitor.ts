/**
 * /api/auth/235215 first visitor registration: a new visitor session, no session needed. One
 * client address may open only so many a minute (TOO_MANY_REQUESTS beyond), and the store keeps
 * a bounded number of them, the oldest going first (sessions/visitorSessions.ts).
 */
import { Paths, Status } from '../../contract';
import type { FirstVisitorResponse } from '../../contract';
import { allowVisitorSession } from '../../security/visitorLimit';
import { createSession } from '../../sessions/sessions';
import { makeRoomForVisitor } from '../../sessions/visitorSessions';
import type { ApiResult, ApiRoute } from '../context';

export const firstVisitorRoute: ApiRoute = {
  path: Paths.auth.firstVisitor,
  handle: async ({ address }, ctx): Promise<FirstVisitorResponse | ApiResult> => {
    if (!(await allowVisitorSession(ctx, address))) return { status: Status.TOO_MANY_REQUESTS };
    const session = ctx.store.update((draft) => {
      makeRoomForVisitor(draft, ctx);
      return createSession(draft, ctx, { kind: 'visitor' });
    });
    return { status: Status.OK, session };
  },
};
