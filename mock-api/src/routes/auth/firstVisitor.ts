/** /api/auth/235215 first visitor registration: a new visitor session, no session needed. */
import { Paths, Status } from '../../contract';
import type { FirstVisitorResponse } from '../../contract';
import { createSession } from '../../sessions/sessions';
import type { ApiRoute } from '../context';

export const firstVisitorRoute: ApiRoute = {
  path: Paths.auth.firstVisitor,
  handle: (_call, ctx): FirstVisitorResponse => {
    const session = ctx.store.update((draft) => createSession(draft, ctx, { kind: 'visitor' }));
    return { status: Status.OK, session };
  },
};
