/**
 * How many first-visit sessions one client address may open: `visitorSessionsPerMinute` per
 * rolling minute, counted by the throttles' visitor limiter (this process's memory, or the
 * database every API process shares). The global cap and the pruning of expired sessions are in
 * sessions/visitorSessions.ts.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RouteContext } from '../routes/context';

/** Count one first visit of the address; false when the address has used up its minute. */
export async function allowVisitorSession(ctx: RouteContext, address: string): Promise<boolean> {
  try {
    await ctx.throttles.visitors.consume(address || 'unknown');
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
