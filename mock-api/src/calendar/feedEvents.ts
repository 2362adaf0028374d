/**
 * The days an employee is rostered, read from every Successful and Published roster of the app
 * (every site and shift; a Draft never reaches employees' calendars) as they are now, swaps,
 * moves and recalculations after publishing included: one event per day with the shift's times (a
 * shift whose end is at or before its start ends the next day), the site, shift and position
 * names, a UID that stays the same across fetches (roster, date and employee), and the roster's
 * calculation or last edit as its time stamp.
 */
import type { ShiftTimes } from '@times/roster-engine';
import { shiftTimesOf } from '../rosters/model/shiftTimes';
import { isPublished } from '../rosters/publish/publishState';
import { modelNames } from '../rosters/views/modelNames';
import type { DbState, RosterRecord } from '../store/types';

export interface FeedEvent {
  uid: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, absent for a shift without times (then an all-day event). */
  times?: ShiftTimes;
  siteName: string;
  shiftName: string;
  positionName: string;
  /** ISO time stamps: when the roster was calculated, and last changed. */
  stamp: string;
  lastModified: string;
}

function eventsOf(state: DbState, roster: RosterRecord, emd: string): FeedEvent[] {
  const { result, model } = roster;
  if (!result || !model) return [];
  const site = state.sites.find((candidate) => candidate.app_id === roster.app_id && candidate.sd === roster.std);
  const shift = state.shifts.find((candidate) => candidate.app_id === roster.app_id && candidate.sftd === roster.sftd);
  const names = modelNames(model);
  const times = shiftTimesOf(state, roster.app_id, roster.sftd) ?? model.shiftTimes;
  const stamp = roster.finished_at || roster.started_at;
  return result.assignments
    .filter((assignment) => assignment.employeeId === emd)
    .map((assignment) => ({
      uid: `${roster.rstd}-${assignment.date}-${emd}@times`,
      date: assignment.date,
      times,
      siteName: site?.name ?? '',
      shiftName: shift?.name ?? '',
      positionName: names.positionName(assignment.positionId),
      stamp,
      lastModified: roster.edited_at ?? stamp,
    }));
}

/** The employee's rostered days in every Successful, Published roster of the app, by date then shift. */
export function feedEvents(state: DbState, appId: string, emd: string): FeedEvent[] {
  return (state.rosters ?? [])
    .filter((roster) => roster.app_id === appId && roster.status === 'Successful' && isPublished(roster))
    .flatMap((roster) => eventsOf(state, roster, emd))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.times?.start ?? '').localeCompare(b.times?.start ?? ''));
}
