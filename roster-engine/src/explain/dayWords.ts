/**
 * Days of the month in the explanations' words: 'the 12th' for a day of the roster period, when no
 * day number comes twice in it (a Monthly period runs to the day before the same day of the next
 * month, a Biweekly one 14 days: model/period.ts), else '12 Dec'. A date that is not a real date is
 * left as it is.
 */
import { parseDate } from '../calendar/dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A date's words in a period: turns 'YYYY-MM-DD' into 'the 12th' or '12 Dec' (see the file comment). */
export type DayWord = (date: string) => string;

/** The day words of a period given by its days' dates, in any order. */
export function dayWords(days: readonly { date: string }[]): DayWord {
  const inPeriod = new Set(days.map((day) => day.date));
  const dayNumbers = new Set(days.map((day) => parseDate(day.date)?.day));
  const byOrdinal = dayNumbers.size === days.length;
  return (date) => {
    const parsed = parseDate(date);
    if (!parsed) return date;
    return byOrdinal && inPeriod.has(date) ? `the ${ordinal(parsed.day)}` : `${parsed.day} ${MONTHS[parsed.month - 1]}`;
  };
}
