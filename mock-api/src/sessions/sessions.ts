/**
 * Sessions: {sid, srm, scd} random values the client sends back as request_session. The store
 * keeps sid and a digest of srm and scd. Visitor sessions come from the first-visitor call,
 * user sessions from registration (pending until the OTP is verified) and login.
 */
import type { RequestSession, SessionGrant } from '../contract';
import type { RouteContext } from '../routes/context';
import { isoAt } from '../routes/context';
import { randomToken, sameText, sha256 } from '../security/tokens';
import { nextId } from '../store/types';
import type { DbState, SessionKind, SessionRecord, UserRecord } from '../store/types';

const secretDigest = (srm: string, scd: string): string => sha256(`${srm}.${scd}`);

export interface NewSession {
  kind: SessionKind;
  userId?: number;
  pending?: boolean;
}

/** Add a session to the draft (dropping expired ones) and return the values for the client. */
export function createSession(
  draft: DbState,
  ctx: RouteContext,
  { kind, userId, pending = false }: NewSession,
): SessionGrant {
  const nowMs = ctx.now();
  const seconds = kind === 'visitor' ? ctx.config.visitorSessionSeconds : ctx.config.userSessionSeconds;
  const grant: SessionGrant = {
    sid: randomToken(),
    srm: randomToken(),
    scd: randomToken(),
    expires_at: isoAt(nowMs + seconds * 1000),
  };
  draft.sessions = draft.sessions.filter((session) => Date.parse(session.expires_at) > nowMs);
  draft.sessions.push({
    id: nextId(draft.sessions),
    sid: grant.sid,
    secret_hash: secretDigest(grant.srm, grant.scd),
    kind,
    pending,
    user_id: userId ?? null,
    app_id: null,
    created_at: isoAt(nowMs),
    expires_at: grant.expires_at,
  });
  return grant;
}

/** The live session the request names, if any (unknown, wrong secrets or expired: none). */
export function findSession(state: DbState, request: RequestSession, nowMs: number): SessionRecord | undefined {
  if (!request.sid) return undefined;
  return liveSession(
    state.sessions.find((candidate) => candidate.sid === request.sid),
    request,
    nowMs,
  );
}

/** The session of the request's sid (the first written), if the request's secrets are its own and it has not expired. */
export function liveSession(
  session: SessionRecord | undefined,
  request: RequestSession,
  nowMs: number,
): SessionRecord | undefined {
  if (!session || !sameText(secretDigest(request.srm, request.scd), session.secret_hash)) return undefined;
  return Date.parse(session.expires_at) > nowMs ? session : undefined;
}

/** Which sessions a call accepts. */
export type SessionNeed = 'any' | 'pendingUser' | 'user';

/** Whether the session is of the kind a call needs. */
export const accepts = (need: SessionNeed, session: SessionRecord): boolean => {
  switch (need) {
    case 'any':
      return true;
    case 'pendingUser':
      return session.kind === 'user' && session.pending;
    case 'user':
      return session.kind === 'user' && !session.pending;
  }
};

/** The session if it is live and of the needed kind (read through the accounts repository); a route answers INVALID otherwise. */
export const requireSession = (
  ctx: RouteContext,
  request: RequestSession,
  need: SessionNeed,
): Promise<SessionRecord | undefined> => ctx.repos.accounts.session(request, need, ctx.now());

export interface SessionUser {
  session: SessionRecord;
  user: UserRecord;
}

/**
 * A full user session and its user; a route answers INVALID otherwise. The user must be
 * verified unless `verified` is false (add organization answers USER_NOT_VERIFIED itself).
 */
export async function requireUser(
  ctx: RouteContext,
  request: RequestSession,
  { verified = true } = {},
): Promise<SessionUser | undefined> {
  const found = await ctx.repos.accounts.sessionUser(request, 'user', ctx.now());
  const user = found?.user;
  if (!found || !user || (verified && !user.verified)) return undefined;
  return { session: found.session, user };
}
