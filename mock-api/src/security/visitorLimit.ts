/**
 * How many first-visit sessions one client address may open: `visitorSessionsPerMinute` per
 * rolling minute (rate-limiter-flexible's memory store, one limiter per server; its Redis and
 * PostgreSQL stores take the same calls when the counters move to a database). The global cap
 * and the pruning of expired sessions are in sessions/visitorSessions.ts.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RouteContext } from '../routes/context';
import type { Store } from '../store/store';

const WINDOW_SECONDS = 60;

const limiters = new WeakMap<Store, RateLimiterMemory>();

function limiterOf(ctx: RouteContext): RateLimiterMemory {
  let limiter = limiters.get(ctx.store);
  if (!limiter) {
    limiter = new RateLimiterMemory({
      keyPrefix: 'visitor',
      points: ctx.config.visitorSessionsPerMinute,
      duration: WINDOW_SECONDS,
    });
    limiters.set(ctx.store, limiter);
  }
  return limiter;
}

/** Count one first visit of the address; false when the address has used up its minute. */
export async function allowVisitorSession(ctx: RouteContext, address: string): Promise<boolean> {
  try {
    await limiterOf(ctx).consume(address || 'unknown');
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}
