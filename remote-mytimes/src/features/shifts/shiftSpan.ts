/** The days My shifts asks for: two weeks back (hours worked) and 45 days ahead (next month whole), from the app's today. */
import { addDays } from '../../offline/dates';

export const DAYS_BACK = 14;
export const DAYS_AHEAD = 45;

export const shiftSpan = (today: string) => ({
  from_date: addDays(today, -DAYS_BACK),
  to_date: addDays(today, DAYS_AHEAD),
});
