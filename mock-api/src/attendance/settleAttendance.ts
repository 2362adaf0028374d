/**
 * Decides the days clocking has settled (issue 20): for every site with clock records, from its
 * first clocked day, each rostered shift of a published roster that has ended on the site's wall
 * clock (siteClock.ts) is present with a clock-in in its window and absent without one
 * (dayAttendance.ts). An employee's day is present when any of their shifts that day is, absent
 * when all of them are; a day with a shift still to come is left as it is. Only the figures' 30
 * days (employees/attendance.ts) are looked at. Sites nobody clocks at keep their records as they
 * are (the seed's, an import's).
 */
import { addDays } from '../employees/days';
import { FIGURE_WINDOW_DAYS } from '../employees/attendance';
import type { DataStore } from '../store/dataStore';
import type { ClockRecord, DbState } from '../store/types';
import { shiftAttendance } from './dayAttendance';
import type { Clock } from './dayAttendance';
import { isDecided, writeDay } from './dayRecords';
import type { DayDecision } from './dayRecords';
import { siteShiftDays } from './rosteredShifts';
import { wallClockAt } from './siteClock';
import { newestOf } from '../store/mutation';

/** A site that has clock records: its first clocked day, its offset now, and its employees' clocks. */
export interface SiteClocks {
  appId: string;
  std: string;
  firstDay: string;
  /** Offset of the latest record. */
  offset: number;
  byEmployee: Map<string, Clock[]>;
}

/** The sites of `records`, each with its records' clocks by employee. */
export function clocksBySite(records: readonly ClockRecord[]): SiteClocks[] {
  const sites = new Map<string, SiteClocks & { latest: ClockRecord }>();
  for (const record of records) {
    const key = `${record.app_id}|${record.std}`;
    let site = sites.get(key);
    if (!site) {
      site = {
        appId: record.app_id,
        std: record.std,
        firstDay: record.at.slice(0, 10),
        offset: record.offset_minutes,
        latest: record,
        byEmployee: new Map(),
      };
      sites.set(key, site);
    }
    if (record.at.slice(0, 10) < site.firstDay) site.firstDay = record.at.slice(0, 10);
    if (record.instant > site.latest.instant) {
      site.latest = record;
      site.offset = record.offset_minutes;
    }
    const clocks = site.byEmployee.get(record.emd) ?? [];
    clocks.push({ kind: record.kind, at: record.at });
    site.byEmployee.set(record.emd, clocks);
  }
  return [...sites.values()];
}

/** The first day of the figures' window at a site at `nowMs`, and its today. */
export function settledWindow(site: Pick<SiteClocks, 'offset'>, nowMs: number): { today: string; windowStart: string } {
  const today = wallClockAt(nowMs, site.offset).slice(0, 10);
  return { today, windowStart: addDays(today, 1 - FIGURE_WINDOW_DAYS) };
}

/** Every day decision clocking makes at `nowMs` (one per app, employee and day). */
export function attendanceDecisions(
  sites: readonly SiteClocks[],
  state: Pick<DbState, 'rosters' | 'shifts'>,
  nowMs: number,
): DayDecision[] {
  const days = new Map<string, { decision: DayDecision; open: boolean }>();
  for (const site of sites) {
    const now = wallClockAt(nowMs, site.offset);
    const { today, windowStart } = settledWindow(site, nowMs);
    const from = site.firstDay > windowStart ? site.firstDay : windowStart;
    for (const shiftDay of siteShiftDays(state, site.appId, site.std, from, today)) {
      const attendance = shiftAttendance(shiftDay, site.byEmployee.get(shiftDay.emd) ?? [], now);
      const key = `${site.appId}|${shiftDay.emd}|${shiftDay.date}`;
      const seen = days.get(key);
      if (attendance.status === 'expected') {
        if (seen) seen.open = true;
        else days.set(key, { open: true, decision: decisionOf(site, shiftDay, 0) });
        continue;
      }
      const present = attendance.status === 'present' ? 1 : 0;
      if (!seen) days.set(key, { open: false, decision: decisionOf(site, shiftDay, present) });
      else if (present === 1 && seen.decision.present === 0) seen.decision = decisionOf(site, shiftDay, 1);
    }
  }
  return [...days.values()]
    .filter(({ decision, open }) => decision.present === 1 || !open)
    .map(({ decision }) => decision);
}

const decisionOf = (
  site: Pick<SiteClocks, 'appId' | 'std'>,
  shiftDay: { emd: string; date: string; sftd: string },
  present: 0 | 1,
): DayDecision => ({
  appId: site.appId,
  emd: shiftDay.emd,
  day: shiftDay.date,
  present,
  std: site.std,
  sftd: shiftDay.sftd,
});

/**
 * Writes the decisions the stored records do not say yet; no write when there are none. Decided
 * again inside the write, on the newest state. Resolves with the number of days written. The
 * embedded store's; on PostgreSQL the records are read from their tables (postgresSettle.ts).
 */
export async function settleAttendance(store: DataStore, nowMs: number): Promise<number> {
  const pending = (state: Pick<DbState, 'clock_records' | 'rosters' | 'shifts' | 'attendance'>) =>
    attendanceDecisions(clocksBySite(state.clock_records), state, nowMs).filter(
      (decision) => !isDecided(state.attendance, decision),
    );
  if (pending(store.data).length === 0) return 0;
  let written = 0;
  await store.update((draft) => {
    const decisions = pending({
      clock_records: newestOf(draft.clock_records),
      rosters: newestOf(draft.rosters),
      shifts: newestOf(draft.shifts),
      attendance: newestOf(draft.attendance),
    });
    for (const decision of decisions) writeDay(draft, decision);
    written = decisions.length;
  });
  return written;
}
