/**
 * A site's wall clock as its kiosk shows it. A clock record carries the kiosk's wall time ('at')
 * and the same moment as an instant; their difference is the site's offset from UTC, so the API
 * knows the site's time of day without storing a time zone for it.
 */
import { dateTimeOf, minutesOf } from '@times/roster-engine';

/** The most a wall clock may be ahead of or behind UTC (UTC+14 to UTC-12, with room). */
export const MAX_OFFSET_MINUTES = 14 * 60;

/** Minutes the wall time `at` is ahead of UTC at `instant` (NaN when they are not one moment anywhere). */
export function offsetMinutes(at: string, instant: string): number {
  const offset = Math.round(minutesOf(at) - Date.parse(instant) / 60_000);
  return Math.abs(offset) <= MAX_OFFSET_MINUTES ? offset : Number.NaN;
}

/** The site's wall clock at `nowMs`, 'YYYY-MM-DDTHH:MM'. */
export const wallClockAt = (nowMs: number, offset: number): string => dateTimeOf(Math.floor(nowMs / 60_000) + offset);
