/** How the Requests page words dates and the days no one can cover. */
import type { CoveredDay } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const r = appMessages.myTimes.requests;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'Mon 14 Dec' of a 'YYYY-MM-DD'. */
export const dayLabel = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
export const momentLabel = (iso: string): string => momentFormat.format(new Date(iso));
export const daysLabel = (from: string, to: string): string =>
  appMessages.myTimes.timeOff.days(dayLabel(from), dayLabel(to));

/** One line per date with places no one can cover: '2 places on Mon 14 Dec have no one who can cover'. */
export function uncoveredLines(days: readonly CoveredDay[]): string[] {
  const byDate = new Map<string, number>();
  for (const day of days) if (day.candidates.length === 0) byDate.set(day.date, (byDate.get(day.date) ?? 0) + 1);
  return [...byDate].map(([date, count]) => r.uncovered(count, dayLabel(date)));
}
