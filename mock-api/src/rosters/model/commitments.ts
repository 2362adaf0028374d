/**
 * The commitments of a roster's employees: the days they work in the app's other rosters (other
 * shifts of the site, shifts of other sites) within the engine's commitment window of the period.
 * Per other shift and period the latest Successful roster counts; rosters planned in the same job
 * (`planned`, not stored yet) take the place of the stored rosters of their shift they overlap.
 * Each day carries the other shift's id, start and end, its rest hours, the employee's daily hours
 * there (the hours that roster counts) and where it is, for the explanations.
 */
import { addDays, commitmentWindow } from '@times/roster-engine';
import type { Assignment, Commitment, RosterModel } from '@times/roster-engine';
import type { DbState, RosterRecord } from '../../store/types';
import { findWorkingDays } from '../../roster-setup/workingDays';
import { commitmentWhere } from './commitmentWhere';
import { DEFAULT_DAILY_HOURS } from './hours';
import { restHoursOf } from './restHours';
import { periodsOverlap } from './rosterPeriod';
import { shiftTimesOf } from './shiftTimes';

/** A roster of another shift as the commitments read it. */
export interface PlannedRoster {
  std: string;
  sftd: string;
  start_date: string;
  end_date: string;
  model: Pick<RosterModel, 'employees'> | null;
  assignments: readonly Assignment[];
}

export interface CommitmentRequest {
  appId: string;
  std: string;
  sftd: string;
  period: { start: string; end: string };
  maxConsecutive: number;
  minRest: number;
  /** The emd of the employees of the roster. */
  employeeIds: ReadonlySet<string>;
  /** Rosters of other shifts planned in the same job. */
  planned?: readonly PlannedRoster[];
}

const stored = (roster: RosterRecord): PlannedRoster | null =>
  roster.result ? { ...roster, assignments: roster.result.assignments } : null;

/** The latest Successful roster per other shift and period, overlapping the window. */
function otherRosters(state: DbState, request: CommitmentRequest, window: { start: string; end: string }) {
  const planned = (request.planned ?? []).filter(
    (roster) =>
      roster.sftd !== request.sftd && periodsOverlap(window, { start: roster.start_date, end: roster.end_date }),
  );
  const latest = new Map<string, RosterRecord>();
  for (const roster of state.rosters) {
    if (roster.app_id !== request.appId || roster.sftd === request.sftd || roster.status !== 'Successful') continue;
    const period = { start: roster.start_date, end: roster.end_date };
    if (!roster.result || !periodsOverlap(window, period)) continue;
    const replaced = planned.some(
      (other) => other.sftd === roster.sftd && periodsOverlap(period, { start: other.start_date, end: other.end_date }),
    );
    if (replaced) continue;
    const key = `${roster.sftd}|${roster.start_date}|${roster.end_date}`;
    const current = latest.get(key);
    if (
      !current ||
      roster.finished_at > current.finished_at ||
      (roster.finished_at === current.finished_at && roster.id > current.id)
    )
      latest.set(key, roster);
  }
  return [...planned, ...[...latest.values()].flatMap((roster) => stored(roster) ?? [])];
}

export function rosterCommitments(state: DbState, request: CommitmentRequest): Commitment[] {
  const window = commitmentWindow(request.period, request.maxConsecutive, request.minRest);
  const commitments: Commitment[] = [];
  for (const roster of otherRosters(state, request, window)) {
    const times = shiftTimesOf(state, request.appId, roster.sftd) ?? { start: '00:00', end: '00:00' };
    const restHours = restHoursOf(findWorkingDays(state, request.appId, roster.sftd));
    const where = commitmentWhere(state, request.appId, roster, request.std);
    const hoursOf = new Map((roster.model?.employees ?? []).map((employee) => [employee.id, employee.dailyHours]));
    for (const { employeeId, date } of roster.assignments) {
      if (!request.employeeIds.has(employeeId) || date < window.start || date > window.end) continue;
      const overnight = times.end <= times.start;
      commitments.push({
        employeeId,
        date,
        start: `${date}T${times.start}`,
        end: `${overnight ? addDays(date, 1) : date}T${times.end}`,
        hours: hoursOf.get(employeeId) ?? DEFAULT_DAILY_HOURS,
        restHours,
        where,
        shiftId: roster.sftd,
      });
    }
  }
  return commitments.sort(
    (a, b) =>
      a.employeeId.localeCompare(b.employeeId) || a.date.localeCompare(b.date) || a.start.localeCompare(b.start),
  );
}
