/**
 * The demo builder's hands: the API's own routes called in-process as the demo app's owner, so the
 * demo is set up with the same validation, rights and writes as a person at the screens. The
 * session is made directly (no password, no Recent entry) and is dropped when the build ends.
 */
import { apiRoutes } from '../routes';
import type { RouteContext } from '../routes/context';
import { createSession } from '../sessions/sessions';
import { readingSessionOfSid } from '../sessions/sessionSql';
import type { RequestSession } from '../contract';

export type DemoAnswer = Record<string, unknown> & { status: string };

export interface DemoCaller {
  /** Calls a route; throws with the path and the answer unless it is OK. */
  ok(path: string, payload?: object): Promise<DemoAnswer>;
  /** Calls a route and answers whatever it says. */
  call(path: string, payload?: object): Promise<DemoAnswer>;
  /** Ends the session. */
  close(): Promise<void>;
}

const byPath = new Map(apiRoutes.map((route) => [route.path, route]));

export async function demoCaller(ctx: RouteContext, appId: string, userId: number): Promise<DemoCaller> {
  const grant = await ctx.store.update((draft) => {
    const made = createSession(draft, ctx, { kind: 'user', userId });
    const stored = draft.sessions.find((session) => session.sid === made.sid);
    if (stored) stored.app_id = appId;
    return made;
  });
  const session: RequestSession = { sid: grant.sid, srm: grant.srm, scd: grant.scd };
  // No page calls: the links in texts (an invitation) go to the web app's configured URL, else its first origin.
  const linked: RouteContext = ctx.config.webUrl
    ? ctx
    : { ...ctx, config: { ...ctx.config, webUrl: ctx.config.allowedOrigins[0] ?? '' } };

  const call = async (path: string, payload: object = {}): Promise<DemoAnswer> => {
    const route = byPath.get(path);
    if (!route) throw new Error(`demo: no route ${path}`);
    const answer = await route.handle({ body: { ...payload }, session, address: '127.0.0.1' }, linked);
    return answer as DemoAnswer;
  };

  return {
    call,
    ok: async (path, payload) => {
      const answer = await call(path, payload);
      if (answer.status !== 'OK') throw new Error(`demo: ${path} answered ${JSON.stringify(answer)}`);
      return answer;
    },
    close: async () =>
      await ctx.store.updateRows((draft) => {
        draft.sessions = draft.sessions.filter((stored) => stored.sid !== grant.sid);
      }, readingSessionOfSid(grant.sid)),
  };
}
