/**
 * The settling job on PostgreSQL (settleAttendance.ts's decisions, issue 33): the sites that have
 * clock records and their clocks of the figures' window are read from clock_records, their Published
 * rosters' days in that window from the rosters' table, the days those
 * decisions name from attendance_days, and the days not decided yet are written with the statement a
 * clock-in uses (attendanceRows.ts: clocking never replaces a day a manager approved). No lock is
 * needed: the job decides only shifts whose clock-in window has closed, so no clock-in can change
 * what it decides, and two processes settling at once write the same days.
 */
import type pg from 'pg';
import { addDays, dayAt } from '../../employees/days';
import { FIGURE_WINDOW_DAYS } from '../../employees/attendance';
import type { AttendanceRecord, ClockRecord, RosterRecord, ShiftRecord } from '../../store/types';
import { writeAttendanceDays } from '../../store/postgres/attendanceRows';
import { isDecided } from '../dayRecords';
import type { DayDecision } from '../dayRecords';
import { attendanceDecisions, settledWindow } from '../settleAttendance';
import type { SiteClocks } from '../settleAttendance';
import * as sql from './attendanceTableSql';

interface SiteRow {
  app_id: string;
  std: string;
  first_day: string;
  offset_minutes: number;
}

type WindowClock = Pick<ClockRecord, 'app_id' | 'std' | 'emd' | 'kind' | 'at'>;

/** Clocks this many days before the earliest site's window are read too (a night shift's evening, a site's offset). */
const MARGIN_DAYS = 2;

async function clockedSites(pool: pg.Pool, nowMs: number): Promise<SiteClocks[]> {
  const { rows } = await pool.query<SiteRow>(sql.CLOCKED_SITES);
  if (rows.length === 0) return [];
  const sites = new Map<string, SiteClocks>(
    rows.map((row) => [
      `${row.app_id}|${row.std}`,
      { appId: row.app_id, std: row.std, firstDay: row.first_day, offset: row.offset_minutes, byEmployee: new Map() },
    ]),
  );
  const since = addDays(dayAt(nowMs), -FIGURE_WINDOW_DAYS - MARGIN_DAYS);
  const { rows: clocks } = await pool.query<WindowClock>(sql.CLOCKS_SINCE, [
    rows.map((row) => row.app_id),
    rows.map((row) => row.std),
    since,
  ]);
  for (const clock of clocks) {
    const site = sites.get(`${clock.app_id}|${clock.std}`);
    if (!site) continue;
    const own = site.byEmployee.get(clock.emd) ?? [];
    own.push({ kind: clock.kind, at: clock.at });
    site.byEmployee.set(clock.emd, own);
  }
  return [...sites.values()];
}

const recordOf = (decision: DayDecision): AttendanceRecord => ({
  id: 0,
  app_id: decision.appId,
  emd: decision.emd,
  day: decision.day,
  present: decision.present,
  source: 'clock',
  std: decision.std,
  sftd: decision.sftd,
});

/** The clocked sites' Published rosters with their days in each site's window (one query a site). */
async function siteRosterDays(pool: pg.Pool, sites: readonly SiteClocks[], nowMs: number): Promise<RosterRecord[]> {
  const rosters: RosterRecord[] = [];
  for (const site of sites) {
    const { today, windowStart } = settledWindow(site, nowMs);
    const from = site.firstDay > windowStart ? site.firstDay : windowStart;
    const { rows } = await pool.query<{ doc: RosterRecord }>(sql.SITE_ROSTER_DAYS, [site.appId, site.std, from, today]);
    rosters.push(...rows.map((row) => row.doc));
  }
  return rosters;
}

/** Writes the decisions the tables do not say yet; resolves with the number of days written. */
export async function settleFromTables(pool: pg.Pool, nowMs: number): Promise<number> {
  const sites = await clockedSites(pool, nowMs);
  const rosters = await siteRosterDays(pool, sites, nowMs);
  const shifts: ShiftRecord[] = [];
  for (const site of sites) {
    const { rows } = await pool.query<{ doc: ShiftRecord }>(sql.SITE_SHIFTS, [site.appId, site.std]);
    shifts.push(...rows.map((row) => row.doc));
  }
  const decisions = attendanceDecisions(sites, { shifts, rosters }, nowMs);
  if (decisions.length === 0) return 0;
  const { rows } = await pool.query<{ doc: AttendanceRecord }>(sql.DAYS_OF, [
    decisions.map((decision) => decision.appId),
    decisions.map((decision) => decision.emd),
    decisions.map((decision) => decision.day),
  ]);
  const stored = rows.map((row) => row.doc);
  const pending = decisions.filter((decision) => !isDecided(stored, decision));
  if (pending.length === 0) return 0;
  await writeAttendanceDays(pool, pending.map(recordOf));
  return pending.length;
}
