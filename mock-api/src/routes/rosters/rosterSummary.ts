/**
 * /api/rostStats/3452423 summary statistics {shftd, std, rstd}: the roster's header and the
 * engine's figures (hours per employee and role, genders, cross-role cover, per-employee rows,
 * colours) with the gender colours, the pins kept, the rules pins break, the last absence and, once
 * Published, the attendance of its days from clocking (attendance/rosterAttendance.ts). Readers: ROSTER right 9 or 10, admins, the site's operations
 * manager. INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED.
 */
import { Contract } from '../../contract';
import { rosterAttendanceOf } from '../../attendance/rosterAttendance';
import { isPublished } from '../../rosters/publish/publishState';
import { summaryFiguresOf } from '../../rosters/views/summary';
import type { RosterRecord } from '../../store/types';
import type { RouteContext } from '../context';
import { readRosterRoute } from './readRosterRoute';

/** A Published roster's attendance from its shift's timesheet of the roster's period; null for a Draft. */
async function attendanceOf(record: RosterRecord, ctx: RouteContext) {
  if (!isPublished(record)) return null;
  const sheet = await ctx.repos.attendance.timesheet({
    appId: record.app_id,
    std: record.std,
    sftd: record.sftd,
    from: record.start_date,
    to: record.end_date,
    nowMs: ctx.now(),
  });
  return sheet ? rosterAttendanceOf(sheet.employees) : null;
}

export const rosterSummaryRoute = readRosterRoute(
  Contract.rosters.summary,
  async ({ record, result, model }, { ctx }) => ({
    ...summaryFiguresOf(result, model),
    last_absence: await ctx.repos.rosters.lastAbsence(record),
    attendance: await attendanceOf(record, ctx),
  }),
);
