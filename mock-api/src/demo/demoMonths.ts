/**
 * The demo's periods (UTC, YYYY-MM-DD first days): last month's and this month's rosters, and next month's when
 * this one is nearly over. The manager's edits (pins, a swap, an absence on coming days) go on the latest of them,
 * so that they exist whatever the day: on the 29th of a month this month has too few coming days left to show
 * them, and next month's roster carries them.
 */
const DAY_MS = 86_400_000;

/** Days of this month after today below which the edits go on next month's roster. */
export const COMING_DAYS_WANTED = 7;

const firstOf = (year: number, month: number): string => new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);

export interface DemoMonths {
  /** The first days of the periods calculated and published, oldest first. */
  starts: string[];
  /** The period whose Day roster the demo edits (the last of `starts`). */
  edited: string;
}

export function demoMonths(nowMs: number): DemoMonths {
  const today = new Date(nowMs);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 1) - DAY_MS).getUTCDate();
  const comingDays = daysInMonth - today.getUTCDate();
  const starts = [firstOf(year, month - 1), firstOf(year, month)];
  if (comingDays < COMING_DAYS_WANTED) starts.push(firstOf(year, month + 1));
  return { starts, edited: starts.at(-1)! };
}
