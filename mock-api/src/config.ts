/** Settings of the mock API: defaults, overridable by env (main.ts) or by tests. */
import path from 'node:path';
import { photoBucketFromEnv } from './face/storage/photoBucket';
import type { PhotoBucket } from './face/storage/photoBucket';
import { defaultThrottleLimits, throttleLimitsFromEnv } from './security/throttle/limits';
import type { ThrottleLimits } from './security/throttle/limits';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ApiConfig {
  visitorSessionSeconds: number;
  /** First-visit sessions one client address may open per minute (more: TOO_MANY_REQUESTS). */
  visitorSessionsPerMinute: number;
  /** Live visitor sessions the store keeps at most; beyond, the oldest are evicted. */
  maxVisitorSessions: number;
  userSessionSeconds: number;
  otpSeconds: number;
  otpMaxAttempts: number;
  /** scrypt N (a power of two) for new password hashes; verification reads N from the hash. */
  scryptCost: number;
  /**
   * /dev/outbox and /dev/reset: off by default (anyone reaching the API could read the OTP codes
   * or wipe the store); MOCK_API_DEV_ROUTES=1 turns them on (the e2e runner, `npm run start:demo`).
   */
  devRoutes: boolean;
  /**
   * The browser origins (scheme://host[:port]) allowed to call: the shell's and the remotes'.
   * MOCK_API_ALLOWED_ORIGINS, comma-separated; the start scripts set it from the apps' ports.
   * None by default: no page of another origin may call.
   */
  allowedOrigins: readonly string[];
  /** One line per request (method, path, HTTP status, API status, time); never bodies. */
  accessLog: boolean;
  logger: Logger;
  /**
   * Base URL of this API as browsers reach it (e.g. https://api.example.test), for the storage
   * links the face calls hand out. '' (default): the origin each request came in on (its Host
   * header), resolved per request by server.ts, so the links work whatever name or port was used.
   */
  publicUrl: string;
  /** Folder of the photo blobs (committed and staged blocks). '' (default): `storage` beside the store file. */
  storageDir: string;
  /**
   * The S3-compatible bucket the photos live in instead of the folder (S3_BUCKET, S3_ENDPOINT,
   * S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: face/storage/photoBucket.ts). null
   * (default): the folder.
   */
  photoBucket: PhotoBucket | null;
  /** How long the write links of a photo upload (and the upload itself) stay valid. */
  uploadSeconds: number;
  /** How long an employee's calendar feed link works after it is created (MOCK_API_CALENDAR_LINK_DAYS, default 365). */
  calendarLinkDays: number;
  /**
   * Base URL of the web app (the shell) as people reach it, for the links in texts (an employee's
   * invitation; MOCK_API_WEB_URL). '' (default): the browser origin the request came from when it
   * is an allowed origin, else the first allowed origin (the start scripts list the shell's first).
   */
  webUrl: string;
  /** The roster engine's search time limit per calculation (RosterModel.timeLimitMs), in milliseconds. */
  rosterTimeLimitMs: number;
  /**
   * The search's budget in moves per calculation (RosterModel.maxIterations; ROSTER_ITERATIONS); null: derived
   * from the model's size. Tests set one with a generous time limit, so their rosters never depend on speed.
   */
  rosterIterations: number | null;
  /** Sign-in, OTP and code-request throttles (security/throttle/limits.ts). */
  throttle: ThrottleLimits;
  /**
   * PostgreSQL (DATABASE_URL, e.g. postgres://times@127.0.0.1:5432/times), migrated with `npm run
   * migrate`: what lives there is shared by every API process on it (docs/decisions/backend.md).
   * '' (default): nothing outside the process; the embedded store keeps everything.
   */
  databaseUrl: string;
  /**
   * Redis (REDIS_URL, e.g. redis://127.0.0.1:6379): roster calculations go to its BullMQ job queue,
   * computed by `npm run worker` processes. '' (default): in this process's worker threads.
   */
  redisUrl: string;
  /**
   * How long a queue worker's hold on a job lasts unless renewed, and how often the workers look
   * for lapsed holds (QUEUE_LOCK_MS, default 30 s): a dead worker's job fails within about twice this.
   */
  queueLockMs: number;
  /**
   * On PostgreSQL, how long an API process unseen counts as alive (API_INSTANCE_LEASE_MS, default 20 s;
   * each beats every quarter of it): the Processing rosters of one unseen longer become Failed.
   */
  instanceLeaseMs: number;
  /**
   * How often the API decides the days clocking has settled (ATTENDANCE_SETTLE_MS, default one
   * minute): ended shifts without a clock-in become absences (attendance/settleAttendance.ts).
   */
  attendanceSettleMs: number;
  /**
   * The proxies in front of the API whose X-Forwarded-For is believed for the client address
   * (express's 'trust proxy': a hop count, or addresses/subnets such as 'loopback, 10.0.0.0/8').
   * false (default): the socket's address, whatever the headers say.
   */
  trustProxy: TrustProxy;
  /**
   * The SMS/e-mail gateway each outbox message is POSTed to as JSON (outbox/gateway.ts):
   * NOTIFY_GATEWAY_URL; '' (default): none, the outbox is only printed and kept.
   */
  notifyGatewayUrl: string;
  /** The first retry delay of a failed gateway post (doubled each time): NOTIFY_RETRY_MS, default 1 s. */
  notifyRetryMs: number;
  /**
   * Build the living demo (demo/buildDemo.ts) in the background on a fresh store: off by default
   * (tests), on for `npm start` (main.ts); MOCK_API_DEMO=0 turns it off, 1 on.
   */
  demo: boolean;
}

export type TrustProxy = false | number | string;

const DAY = 24 * 60 * 60;

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) =>
    console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? '')),
};

export const defaultConfig: ApiConfig = {
  visitorSessionSeconds: 30 * DAY,
  visitorSessionsPerMinute: 60,
  maxVisitorSessions: 10_000,
  userSessionSeconds: 7 * DAY,
  otpSeconds: 5 * 60,
  otpMaxAttempts: 5,
  scryptCost: 2 ** 14,
  devRoutes: false,
  allowedOrigins: [],
  accessLog: false,
  logger: consoleLogger,
  publicUrl: '',
  storageDir: '',
  photoBucket: null,
  uploadSeconds: 15 * 60,
  calendarLinkDays: 365,
  webUrl: '',
  rosterTimeLimitMs: 10_000,
  rosterIterations: null,
  throttle: defaultThrottleLimits,
  trustProxy: false,
  notifyGatewayUrl: '',
  notifyRetryMs: 1000,
  demo: false,
  databaseUrl: '',
  redisUrl: '',
  queueLockMs: 30_000,
  instanceLeaseMs: 20_000,
  attendanceSettleMs: 60_000,
};

type Env = Record<string, string | undefined>;

const positiveInt = (env: Env, name: string): number | undefined => {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

const powerOfTwo = (env: Env, name: string): number | undefined => {
  const value = positiveInt(env, name);
  if (value !== undefined && (value < 2 || value > 2 ** 20 || (value & (value - 1)) !== 0)) {
    throw new Error(`${name} must be a power of two between 2 and 2^20, got ${value}`);
  }
  return value;
};

/** '1' on, anything else off; unset or '' leaves the default. */
const flag = (env: Env, name: string): boolean | undefined =>
  env[name] === undefined || env[name] === '' ? undefined : env[name] === '1';

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The settings the environment overrides (MOCK_API_*). */
export function configFromEnv(env: Env): Partial<ApiConfig> {
  return defined({
    visitorSessionSeconds: positiveInt(env, 'MOCK_API_VISITOR_SESSION_SECONDS'),
    visitorSessionsPerMinute: positiveInt(env, 'MOCK_API_VISITOR_SESSIONS_PER_MINUTE'),
    maxVisitorSessions: positiveInt(env, 'MOCK_API_MAX_VISITOR_SESSIONS'),
    userSessionSeconds: positiveInt(env, 'MOCK_API_USER_SESSION_SECONDS'),
    otpSeconds: positiveInt(env, 'MOCK_API_OTP_SECONDS'),
    otpMaxAttempts: positiveInt(env, 'MOCK_API_OTP_MAX_ATTEMPTS'),
    scryptCost: powerOfTwo(env, 'MOCK_API_SCRYPT_COST'),
    devRoutes: flag(env, 'MOCK_API_DEV_ROUTES'),
    allowedOrigins: origins(env, 'MOCK_API_ALLOWED_ORIGINS'),
    accessLog: env.MOCK_API_ACCESS_LOG === undefined ? undefined : env.MOCK_API_ACCESS_LOG !== '0',
    publicUrl: publicUrl(env, 'MOCK_API_PUBLIC_URL'),
    storageDir: env.MOCK_API_STORAGE_DIR || undefined,
    photoBucket: photoBucketFromEnv(env),
    uploadSeconds: positiveInt(env, 'MOCK_API_UPLOAD_SECONDS'),
    calendarLinkDays: positiveInt(env, 'MOCK_API_CALENDAR_LINK_DAYS'),
    webUrl: publicUrl(env, 'MOCK_API_WEB_URL'),
    rosterTimeLimitMs: positiveInt(env, 'ROSTER_TIME_LIMIT_MS'),
    rosterIterations: positiveInt(env, 'ROSTER_ITERATIONS'),
    throttle: throttleLimitsFromEnv(env),
    trustProxy: trustProxy(env, 'MOCK_API_TRUST_PROXY'),
    notifyGatewayUrl: publicUrl(env, 'NOTIFY_GATEWAY_URL'),
    notifyRetryMs: positiveInt(env, 'NOTIFY_RETRY_MS'),
    demo: flag(env, 'MOCK_API_DEMO'),
    databaseUrl: databaseUrl(env, 'DATABASE_URL'),
    redisUrl: serviceUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
    queueLockMs: positiveInt(env, 'QUEUE_LOCK_MS'),
    instanceLeaseMs: positiveInt(env, 'API_INSTANCE_LEASE_MS'),
    attendanceSettleMs: positiveInt(env, 'ATTENDANCE_SETTLE_MS'),
  });
}

/** A service URL as shown in messages: its password masked. */
export const maskedUrl = (url: string): string => url.replace(/:[^:@/]*@/, ':***@');

/** A service's URL of one of `protocols`; unset or '' leaves the default (none). Its password is never shown. */
function serviceUrl(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !protocols.includes(url.protocol))
    throw new Error(`${name} must be a ${protocols[0]}// URL, got "${maskedUrl(raw)}"`);
  return raw;
}

/** DATABASE_URL: a postgres:// or postgresql:// URL. */
const databaseUrl = (env: Env, name: string) => serviceUrl(env, name, ['postgres:', 'postgresql:']);

/**
 * MOCK_API_TRUST_PROXY: unset, '' or '0' trusts no proxy; a number is the count of proxy hops;
 * anything else is express's list of trusted proxy addresses. 'true' is refused: it would take
 * the client's own X-Forwarded-For as its address, and anyone could pick a fresh one per request.
 */
function trustProxy(env: Env, name: string): TrustProxy | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined) return undefined;
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === 'true')
    throw new Error(`${name}=true would trust any client's X-Forwarded-For; give the proxy hop count or addresses`);
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** A comma-separated list of http(s) origins (no path), or undefined when not set. */
function origins(env: Env, name: string): string[] | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item) {
        throw new Error(
          `${name} must list origins like http://127.0.0.1:4200 (no path, no trailing slash), got "${item}"`,
        );
      }
      return item;
    });
}

/** An absolute http(s) URL without a trailing slash, or undefined when not set. */
function publicUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** The photo storage folder of a store: the configured one, else `storage` beside the store file. */
export const storageDirOf = (dbFile: string, configured = ''): string =>
  path.resolve(configured || path.join(path.dirname(dbFile), 'storage'));
