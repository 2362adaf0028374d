/** Calendar days as YYYY-MM-DD strings (UTC); they compare as strings. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const dayAt = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => dayAt(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS);

/** Whole years from a YYYY-MM-DD birth date to a day; NaN for a date that does not parse. */
export function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  if (![by, bm, bd].every(Number.isFinite)) return Number.NaN;
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}
