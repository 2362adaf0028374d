/**
 * The one place a counter store is chosen: this process's memory, or (with a database) the
 * rate_limits table every API process on it shares (rate-limiter-flexible's RateLimiterPostgres,
 * the same options), so a limit holds however many processes answer.
 */
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { ThrottleLimit } from './limits';

/** Where the counts live: the shared database's pool, or null for this process's memory. */
export type CounterStore = pg.Pool | null;

/** The table of mock-api/migrations/*_rate-limits.sql. */
const TABLE = 'rate_limits';

export const createLimiter = (
  name: string,
  { points, seconds }: ThrottleLimit,
  store: CounterStore,
): RateLimiterAbstract =>
  store
    ? new RateLimiterPostgres({
        storeClient: store,
        storeType: 'pool',
        tableName: TABLE,
        tableCreated: true,
        // Expired rows are ignored and overwritten; no timer per limiter keeps the process alive.
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points,
        duration: seconds,
      })
    : new RateLimiterMemory({ keyPrefix: name, points, duration: seconds });
