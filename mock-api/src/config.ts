/** Settings of the mock API: defaults, overridable by env (main.ts) or by tests. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface ApiConfig {
  visitorSessionSeconds: number;
  userSessionSeconds: number;
  otpSeconds: number;
  otpMaxAttempts: number;
  /** scrypt N (a power of two) for new password hashes; verification reads N from the hash. */
  scryptCost: number;
  /** /dev/outbox, /dev/reset and the read-only /dev/db. */
  devRoutes: boolean;
  /** One line per request (method, path, HTTP status, API status, time); never bodies. */
  accessLog: boolean;
  logger: Logger;
}

const DAY = 24 * 60 * 60;

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => console.error(message, error instanceof Error ? (error.stack ?? error.message) : (error ?? '')),
};

export const defaultConfig: ApiConfig = {
  visitorSessionSeconds: 30 * DAY,
  userSessionSeconds: 7 * DAY,
  otpSeconds: 5 * 60,
  otpMaxAttempts: 5,
  scryptCost: 2 ** 14,
  devRoutes: true,
  accessLog: false,
  logger: consoleLogger,
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

const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The settings the environment overrides (MOCK_API_*). */
export function configFromEnv(env: Env): Partial<ApiConfig> {
  return defined({
    visitorSessionSeconds: positiveInt(env, 'MOCK_API_VISITOR_SESSION_SECONDS'),
    userSessionSeconds: positiveInt(env, 'MOCK_API_USER_SESSION_SECONDS'),
    otpSeconds: positiveInt(env, 'MOCK_API_OTP_SECONDS'),
    otpMaxAttempts: positiveInt(env, 'MOCK_API_OTP_MAX_ATTEMPTS'),
    scryptCost: powerOfTwo(env, 'MOCK_API_SCRYPT_COST'),
    devRoutes: env.MOCK_API_DEV_ROUTES === undefined ? undefined : env.MOCK_API_DEV_ROUTES !== '0',
    accessLog: env.MOCK_API_ACCESS_LOG === undefined ? undefined : env.MOCK_API_ACCESS_LOG !== '0',
  });
}
