/**
 * The stack's time: the machine's, or the day the run was set to (TIMES_NOW, counted from TIMES_NOW_FROM, which the
 * e2e runner sets once; see mock-api/src/clock/clockFromEnv.ts). Journeys that work out a date (today, next month)
 * read it here, so they agree with the API and the browsers on any date `npm run test:dates` tries.
 */
export function stackNowMs(): number {
  const { TIMES_NOW, TIMES_NOW_FROM } = process.env;
  if (!TIMES_NOW) return Date.now();
  return Date.now() + Date.parse(TIMES_NOW) - Number(TIMES_NOW_FROM || Date.now());
}

export const stackNow = (): Date => new Date(stackNowMs());
