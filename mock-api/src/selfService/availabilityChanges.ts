/**
 * An employee's availability as changes (issue 31, My availability): the difference between what
 * applies and what the employee asks for, as single changes (a date or a weekday unavailable or
 * available again, a day request added or taken back); which of them wait for a manager (a change
 * inside a Published roster's period, or every change by the app's setting); and the changes
 * applied to the availability. A request's weight or wish changed is the old one taken back and
 * the new one added. Dates before today are never part of it (the screen shows today on).
 */
import type { AvailabilityChange, MyAvailability, MyDayRequest, PublishedPeriod } from '../contract';
import { WEEKDAY_KEYS } from '@times/roster-engine';

type AvailabilityWeekday = MyAvailability['unavailable_days'][number];

const NONE = { date: '', day: '' as const, work: 0 as const, weight: 0, sftd: '', shift_name: '' };

const requestKey = (request: Pick<MyDayRequest, 'entry_date' | 'sftd'>) => `${request.entry_date}|${request.sftd}`;
const sameRequest = (a: MyDayRequest, b: MyDayRequest) => a.work === b.work && a.weight === b.weight;

/** The changes that turn `applied` into `wanted`, dates first, then weekdays, then requests. */
export function changesBetween(
  applied: MyAvailability,
  wanted: MyAvailability,
  shiftName: (sftd: string) => string,
): AvailabilityChange[] {
  const changes: AvailabilityChange[] = [];
  const had = new Set(applied.unavailable_dates);
  const wants = new Set(wanted.unavailable_dates);
  for (const date of [...wants].filter((one) => !had.has(one)).sort())
    changes.push({ ...NONE, op: 'add', what: 'date', date });
  for (const date of [...had].filter((one) => !wants.has(one)).sort())
    changes.push({ ...NONE, op: 'remove', what: 'date', date });
  for (const day of WEEKDAY_KEYS as readonly AvailabilityWeekday[]) {
    const before = applied.unavailable_days.includes(day);
    const after = wanted.unavailable_days.includes(day);
    if (before !== after) changes.push({ ...NONE, op: after ? 'add' : 'remove', what: 'weekday', day });
  }
  const before = new Map(applied.requests.map((one) => [requestKey(one), one]));
  const after = new Map(wanted.requests.map((one) => [requestKey(one), one]));
  const request = (op: 'add' | 'remove', one: MyDayRequest): AvailabilityChange => ({
    ...NONE,
    op,
    what: 'request',
    date: one.entry_date,
    work: one.work,
    weight: one.weight,
    sftd: one.sftd,
    shift_name: one.sftd === '' ? '' : shiftName(one.sftd),
  });
  for (const [key, one] of before) {
    const next = after.get(key);
    if (!next || !sameRequest(one, next)) changes.push(request('remove', one));
  }
  for (const [key, one] of after) {
    const previous = before.get(key);
    if (!previous || !sameRequest(previous, one)) changes.push(request('add', one));
  }
  return changes;
}

/** The availability with the changes made, in order (lists sorted as the store keeps them). */
export function withChanges(availability: MyAvailability, changes: readonly AvailabilityChange[]): MyAvailability {
  const dates = new Set(availability.unavailable_dates);
  const days = new Set(availability.unavailable_days);
  const requests = new Map(availability.requests.map((one) => [requestKey(one), one]));
  for (const change of changes) {
    if (change.what === 'date') {
      if (change.op === 'add') dates.add(change.date);
      else dates.delete(change.date);
    } else if (change.what === 'weekday' && change.day !== '') {
      if (change.op === 'add') days.add(change.day);
      else days.delete(change.day);
    } else if (change.what === 'request') {
      const key = requestKey({ entry_date: change.date, sftd: change.sftd });
      if (change.op === 'add')
        requests.set(key, { entry_date: change.date, work: change.work, weight: change.weight, sftd: change.sftd });
      else requests.delete(key);
    }
  }
  return {
    unavailable_dates: [...dates].sort(),
    unavailable_days: (WEEKDAY_KEYS as readonly AvailabilityWeekday[]).filter((day) => days.has(day)),
    requests: [...requests.values()].sort(
      (a, b) => a.entry_date.localeCompare(b.entry_date) || a.sftd.localeCompare(b.sftd),
    ),
  };
}

const WEEKDAY_OF_UTC = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The weekday key of a 'YYYY-MM-DD' date. */
export const weekdayOf = (date: string): AvailabilityWeekday =>
  WEEKDAY_OF_UTC[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** Whether a period (from today on) has a day of the weekday (a period of a week or more has them all). */
function periodHasWeekday(period: PublishedPeriod, day: AvailabilityWeekday): boolean {
  const start = Date.parse(`${period.from_date}T00:00:00Z`);
  const end = Date.parse(`${period.to_date}T00:00:00Z`);
  for (let at = start, seen = 0; at <= end && seen < 7; at += 86_400_000, seen += 1)
    if (weekdayOf(new Date(at).toISOString().slice(0, 10)) === day) return true;
  return false;
}

/** Whether a change lies in a published period: a dated one on a day of it, a weekday one on a weekday in it. */
export function touchesPublished(change: AvailabilityChange, periods: readonly PublishedPeriod[]): boolean {
  if (change.what === 'weekday')
    return change.day !== '' && periods.some((period) => periodHasWeekday(period, change.day as AvailabilityWeekday));
  return periods.some((period) => period.from_date <= change.date && change.date <= period.to_date);
}

/** The changes that apply at once and those that wait for a manager. */
export function splitChanges(
  changes: readonly AvailabilityChange[],
  periods: readonly PublishedPeriod[],
  everyChangeWaits: boolean,
): { now: AvailabilityChange[]; waits: AvailabilityChange[] } {
  if (everyChangeWaits) return { now: [], waits: [...changes] };
  const waits = changes.filter((change) => touchesPublished(change, periods));
  return { now: changes.filter((change) => !waits.includes(change)), waits };
}

/**
 * The days a set of changes spans: its dated changes, and for weekday changes today to the last
 * published period's end (the days a weekday change can touch on a roster).
 */
export function spanOf(
  changes: readonly AvailabilityChange[],
  periods: readonly PublishedPeriod[],
  today: string,
): { from_date: string; to_date: string } {
  const dates = changes.filter((change) => change.what !== 'weekday').map((change) => change.date);
  if (changes.some((change) => change.what === 'weekday')) {
    dates.push(today);
    for (const period of periods) dates.push(period.to_date);
  }
  const sorted = dates.sort();
  return { from_date: sorted[0] ?? today, to_date: sorted.at(-1) ?? today };
}

/** Whether the changes make the date unavailable (a date or its weekday added): the days a roster must free. */
export const makesUnavailable =
  (changes: readonly AvailabilityChange[]) =>
  (date: string): boolean =>
    changes.some(
      (change) =>
        change.op === 'add' &&
        ((change.what === 'date' && change.date === date) ||
          (change.what === 'weekday' && change.day === weekdayOf(date))),
    );
