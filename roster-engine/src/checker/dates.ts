/** Calendar arithmetic on YYYY-MM-DD strings (UTC, so no time zone shifts a date). */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN when it is not one. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}
