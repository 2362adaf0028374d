/**
 * The days an employee's calendar feed covers: a year back from today (a link's own life, so a link shows every day
 * rostered since it was made) and every day ahead. The rosters are read over this window only, never the
 * employee's whole history, so a fetch costs the same after years of rosters; older days leave the feed, and the
 * calendar app drops them at its next fetch.
 */
import type { DayWindow } from '../rosters/repository/rosterRepository';

const DAY_MS = 24 * 3600 * 1000;
const PAST_DAYS = 365;
/** The last day a date column holds: every day ahead. */
const LAST_DAY = '9999-12-31';

export const feedWindow = (nowMs: number): DayWindow => ({
  from: new Date(nowMs - PAST_DAYS * DAY_MS).toISOString().slice(0, 10),
  to: LAST_DAY,
});
