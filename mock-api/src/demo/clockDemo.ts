/**
 * The demo's clock records (issue 31): for the days of this month's Published rosters that have
 * passed, each rostered employee clocked in on time (a night's worker the minute after its clock-out) and
 * out three minutes after the end at the site's
 * kiosk, a few of them late, and one day nobody came, so the timesheet and the Summary's
 * attendance have something to show on first open. Written with the kiosk's own rule
 * (attendance/recordClock.ts) in one store write; the kiosk call itself takes records of the last
 * seven days only, and these go back to the first of the month. The absence is decided by the
 * API's attendance settle, as for any shift that ended without a clock-in.
 */
import { addDays } from '../employees/days';
import { recordClock } from '../attendance/recordClock';
import { isPublished } from '../rosters/publish/publishState';
import type { RouteContext } from '../routes/context';
import type { DbState } from '../store/types';
import { DEMO_APP, DEMO_OFFSET_MINUTES } from './demoPlan';

/** Every how many rostered days one clock-in is late (20 minutes). */
const LATE_EVERY = 9;
/** Nobody clocked for the first rostered day from this one on (by order) whose employee works no other shift that day. */
const ABSENT_FROM = 4;

const wall = (date: string, time: string, plusMinutes: number): string => {
  const ms = Date.parse(`${date}T${time}:00.000Z`) + plusMinutes * 60_000;
  return new Date(ms).toISOString().slice(0, 16);
};
const instantOf = (at: string): string =>
  new Date(Date.parse(`${at}:00.000Z`) - DEMO_OFFSET_MINUTES * 60_000).toISOString();

export function clockDemo(draft: DbState, ownerId: number, nowMs: number): number {
  const today = new Date(nowMs + DEMO_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
  const monthStart = `${today.slice(0, 8)}01`;
  const recordedAt = new Date(nowMs).toISOString();
  const days: { std: string; emd: string; date: string; start: string; end: string }[] = [];
  for (const roster of draft.rosters) {
    if (roster.app_id !== DEMO_APP || !isPublished(roster) || !roster.result || !roster.model) continue;
    if (roster.end_date < monthStart || roster.start_date > today) continue;
    const times = roster.model.shiftTimes;
    if (!times?.start || !times.end) continue;
    for (const one of roster.result.assignments)
      if (one.date >= monthStart && one.date < today)
        days.push({ std: roster.std, emd: one.employeeId, date: one.date, start: times.start, end: times.end });
  }
  days.sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.std.localeCompare(b.std));
  // On time is the shift's start: a minute earlier falls in the window of a night shift ending then.
  // The day missed: one whose employee has no other shift that date (attendance is one record per person and day).
  const twice = (index: number) =>
    days.some((other, at) => at !== index && other.emd === days[index]!.emd && other.date === days[index]!.date);
  const absentAt = days.findIndex((_, index) => index >= ABSENT_FROM && !twice(index));
  // Each employee's clock-in comes after their last clock-out (a Night shift ending as the next Day starts).
  const lastOut = new Map<string, string>();
  const events: { std: string; emd: string; kind: 'in' | 'out'; at: string }[] = [];
  days.forEach((day, index) => {
    if (index === absentAt) return;
    const early = wall(day.date, day.start, index % LATE_EVERY === LATE_EVERY - 1 ? 20 : 0);
    const previous = lastOut.get(day.emd);
    const inAt = previous && previous >= early ? wall(previous.slice(0, 10), previous.slice(11), 1) : early;
    const endDate = day.end <= day.start ? addDays(day.date, 1) : day.date;
    const outAt = wall(endDate, day.end, 3);
    lastOut.set(day.emd, outAt);
    events.push(
      { std: day.std, emd: day.emd, kind: 'in', at: inAt },
      { std: day.std, emd: day.emd, kind: 'out', at: outAt },
    );
  });
  events.sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? 0 : a.kind === 'out' ? -1 : 1));
  let written = 0;
  for (const { std, emd, kind, at } of events) {
    const outcome = recordClock(draft, {
      ref: `demo-${kind}-${std}-${emd}-${at}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64),
      app_id: DEMO_APP,
      std,
      emd,
      kind,
      at,
      instant: instantOf(at),
      offset_minutes: DEMO_OFFSET_MINUTES,
      method: 'number',
      photo: '',
      by_user: ownerId,
      recorded_at: recordedAt,
    });
    if (outcome.status === 'recorded') written++;
  }
  return written;
}

/**
 * The demo's clock records, in one write. On PostgreSQL the state holds none of what the kiosk's rule reads
 * (issue 33), so the demo app's rosters, its shifts' employees and those employees are read before it (the
 * demo's build is the only writer of its app while it runs).
 */
export async function writeClockDemo(ctx: RouteContext, ownerId: number): Promise<number> {
  const sftds = (await ctx.repos.shifts.ofApp(DEMO_APP)).map((shift) => shift.sftd);
  const [rosters, shift_employees] = await Promise.all([
    ctx.repos.rosters.overlapping(DEMO_APP, { from: '0001-01-01', to: '9999-12-31' }),
    ctx.repos.shiftEmployees.ofShifts(DEMO_APP, sftds),
  ]);
  const employees = await ctx.repos.employees.ofEmds(DEMO_APP, [...new Set(shift_employees.map((one) => one.emd))]);
  return ctx.store.update(
    (draft) => clockDemo(draft, ownerId, ctx.now()),
    () => Promise.resolve({ rosters, shift_employees, employees }),
  );
}
