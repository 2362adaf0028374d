/**
 * How many attempts each throttle allows, and over how long. Defaults are safe for a public
 * server; MOCK_API_THROTTLE_<NAME>=<points>/<seconds> overrides one (e.g.
 * MOCK_API_THROTTLE_LOGIN_FAILURES_PER_ACCOUNT=10/900).
 */
export interface ThrottleLimit {
  /** Attempts allowed in one window; the next one is refused until the window ends. */
  points: number;
  /** The window, in seconds, from the first attempt counted. */
  seconds: number;
}

export interface ThrottleLimits {
  /** Wrong passwords for one account (a success clears them). */
  loginFailuresPerAccount: ThrottleLimit;
  /** Wrong passwords from one client address, any account (a success is not counted). */
  loginFailuresPerAddress: ThrottleLimit;
  /** Wrong OTP guesses for one mobile number, across every code sent to it (registration and reset). */
  otpGuessesPerAccount: ThrottleLimit;
  /** Wrong OTP guesses from one client address. */
  otpGuessesPerAddress: ThrottleLimit;
  /** Registrations and reset requests naming one mobile number, whatever the answer (each may send a code). */
  codeRequestsPerAccount: ThrottleLimit;
  /** Registrations and reset requests from one client address, whatever the answer. */
  codeRequestsPerAddress: ThrottleLimit;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const defaultThrottleLimits: ThrottleLimits = {
  loginFailuresPerAccount: { points: 10, seconds: 15 * MINUTE },
  loginFailuresPerAddress: { points: 50, seconds: 15 * MINUTE },
  otpGuessesPerAccount: { points: 10, seconds: HOUR },
  otpGuessesPerAddress: { points: 30, seconds: HOUR },
  codeRequestsPerAccount: { points: 5, seconds: HOUR },
  codeRequestsPerAddress: { points: 30, seconds: HOUR },
};

type Env = Record<string, string | undefined>;

/** loginFailuresPerAccount → MOCK_API_THROTTLE_LOGIN_FAILURES_PER_ACCOUNT */
export const throttleEnvName = (name: keyof ThrottleLimits): string =>
  `MOCK_API_THROTTLE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

function parseLimit(variable: string, raw: string): ThrottleLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const [points, seconds] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (points <= 0 || seconds <= 0)
    throw new Error(`${variable} must be <points>/<seconds>, both positive, got "${raw}"`);
  return { points, seconds };
}

/** The limits the environment overrides, over the defaults; undefined when none is set. */
export function throttleLimitsFromEnv(env: Env): ThrottleLimits | undefined {
  const names = Object.keys(defaultThrottleLimits) as (keyof ThrottleLimits)[];
  const set = names.filter((name) => env[throttleEnvName(name)]);
  if (set.length === 0) return undefined;
  const limits = { ...defaultThrottleLimits };
  for (const name of set) limits[name] = parseLimit(throttleEnvName(name), env[throttleEnvName(name)] as string);
  return limits;
}
