/**
 * The one place a counter store is chosen. Memory for now (one API process); a deployment
 * with several processes swaps in rate-limiter-flexible's RateLimiterPostgres or
 * RateLimiterRedis here, with the same options, so every process shares the counts.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ThrottleLimit } from './limits';

export const createLimiter = (name: string, { points, seconds }: ThrottleLimit): RateLimiterAbstract =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
