/**
 * Room for a new visitor session: expired sessions go, and when the store already holds
 * `maxVisitorSessions` live visitor sessions the oldest of them go first (a visitor who comes
 * back with an evicted session gets INVALID and registers again). User sessions are never evicted.
 */
import type { RouteContext } from '../routes/context';
import type { DbState } from '../store/types';

export function makeRoomForVisitor(draft: DbState, ctx: RouteContext): void {
  const nowMs = ctx.now();
  const live = draft.sessions.filter((session) => Date.parse(session.expires_at) > nowMs);
  const visitors = live.filter((session) => session.kind === 'visitor').sort((a, b) => a.id - b.id);
  const excess = visitors.length - (ctx.config.maxVisitorSessions - 1);
  const evicted = new Set(visitors.slice(0, Math.max(0, excess)).map((session) => session.id));
  draft.sessions = live.filter((session) => !evicted.has(session.id));
}
