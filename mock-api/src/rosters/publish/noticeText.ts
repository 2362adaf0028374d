/**
 * The words of a roster notice, plain enough for a text message: the site, shift and period, then
 * the days with the shift's times. A first notice lists the employee's days; a later one says what
 * was added and removed, then the days as they are now.
 */
import { dayLabel, periodLabel } from '../periodLabel';
import { parseDayEntry } from './employeeDays';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface NoticeRoster {
  siteName: string;
  shiftName: string;
  startDate: string;
  endDate: string;
  /** 'HH:MM-HH:MM', '' when the shift has no times. */
  times: string;
}

/** 'Mon 07 Dec 2026 06:00-18:00 (Guard)'. */
function dayWords(entry: string, times: string): string {
  const { date, position } = parseDayEntry(entry);
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return [`${weekday} ${dayLabel(date)}`, times, position ? `(${position})` : ''].filter(Boolean).join(' ');
}

const list = (entries: readonly string[], times: string): string =>
  entries.map((entry) => dayWords(entry, times)).join('; ');

const heading = (name: string, roster: NoticeRoster): string =>
  `Hello ${name}, your roster for ${roster.siteName}, ${roster.shiftName} shift, ${periodLabel(roster.startDate, roster.endDate)}`;

const daysSentence = (days: readonly string[], times: string): string =>
  days.length === 0
    ? 'You are not rostered in this period.'
    : `${days.length === 1 ? '1 day' : `${days.length} days`}: ${list(days, times)}.`;

/** The first notice: the employee's days. */
export const publishedText = (name: string, roster: NoticeRoster, days: readonly string[]): string =>
  `${heading(name, roster)}. ${daysSentence(days, roster.times)}`;

/** A change notice: what was added and removed since the last notice, and the days now. */
export function changedText(
  name: string,
  roster: NoticeRoster,
  before: readonly string[],
  after: readonly string[],
): string {
  const added = after.filter((entry) => !before.includes(entry));
  const removed = before.filter((entry) => !after.includes(entry));
  const parts = [`${heading(name, roster)} has changed.`];
  if (added.length > 0) parts.push(`Added: ${list(added, roster.times)}.`);
  if (removed.length > 0) parts.push(`Removed: ${list(removed, '')}.`);
  parts.push(`Now ${daysSentence(after, roster.times).replace(/^./, (first) => first.toLowerCase())}`);
  return parts.join(' ');
}
