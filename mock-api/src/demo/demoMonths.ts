/** The demo's two periods: the first days of last month and of this month (UTC), YYYY-MM-DD. */
const firstOf = (year: number, month: number): string => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

export function demoMonths(nowMs: number): { last: string; current: string } {
  const today = new Date(nowMs);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return { last: firstOf(year, month - 1), current: firstOf(year, month) };
}
