/**
 * The API's clock: the machine's, or one set to another day for trying a date (`TIMES_NOW`, an ISO instant such
 * as 2027-02-28T10:00:00Z). A set clock then runs on from that instant at the real pace. `TIMES_NOW_FROM` (epoch
 * ms, default: when the process read it) is the real instant TIMES_NOW stands for: the e2e runner sets it once,
 * so that the API and the browsers it starts later all read the same time.
 */
export type Clock = () => number;

export class ClockSettingError extends Error {}

export function clockFromEnv(env: NodeJS.ProcessEnv, realNow: Clock = Date.now): Clock {
  const text = env.TIMES_NOW?.trim();
  if (!text) return realNow;
  const at = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at))
    throw new ClockSettingError(`TIMES_NOW is not an ISO instant such as 2027-02-28T10:00:00Z: '${text}'`);
  const fromText = env.TIMES_NOW_FROM?.trim();
  const from = fromText ? Number(fromText) : realNow();
  if (!Number.isFinite(from)) throw new ClockSettingError(`TIMES_NOW_FROM is not a time in ms: '${fromText}'`);
  const offset = at - from;
  return () => realNow() + offset;
}
