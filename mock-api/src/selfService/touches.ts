/**
 * The rostered days a request touches (issue 31): the employee's days on the app's
 * calculated rosters (Draft or Published) between the request's first and last day, from the
 * app's today on (a day gone by is not re-planned), with the roster each belongs to.
 */
import type { TouchedDay } from '../contract';
import { RosterStatus } from '@times/shared-sdk/schemas';
import { isPublished } from '../rosters/publish/publishState';
import type { DbState, RosterRecord, TimeOffRequestRecord } from '../store/types';
import { makesUnavailable } from './availabilityChanges';

export interface TouchedRosterDay extends TouchedDay {
  rstd: string;
  positionId: string;
}

export function touchedDays(
  state: Pick<DbState, 'rosters' | 'sites' | 'shifts'>,
  appId: string,
  emd: string,
  from: string,
  to: string,
  today: string,
): TouchedRosterDay[] {
  const first = from > today ? from : today;
  if (first > to) return [];
  const days: TouchedRosterDay[] = [];
  const calculated = (roster: RosterRecord) =>
    roster.app_id === appId &&
    roster.status === RosterStatus.SUCCESSFUL &&
    roster.result !== null &&
    roster.end_date >= first &&
    roster.start_date <= to;
  for (const roster of state.rosters.filter(calculated)) {
    const site = state.sites.find((one) => one.app_id === appId && one.sd === roster.std);
    const shift = state.shifts.find((one) => one.app_id === appId && one.sftd === roster.sftd);
    const positions = new Map((roster.model?.positions ?? []).map((one) => [one.id, one.name]));
    for (const one of roster.result?.assignments ?? []) {
      if (one.employeeId !== emd || one.date < first || one.date > to) continue;
      days.push({
        date: one.date,
        std: roster.std,
        site_name: site?.name ?? '',
        sftd: roster.sftd,
        shift_name: shift?.name ?? '',
        position_name: positions.get(one.positionId) ?? '',
        published: isPublished(roster) ? 1 : 0,
        rstd: roster.rstd,
        positionId: one.positionId,
      });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date) || a.shift_name.localeCompare(b.shift_name));
}

/**
 * The place a claim of an open shift asks for, as the Requests page shows it: its date, site, shift and position
 * (the position's name from its roster, when the roster is among `state`'s; '' otherwise).
 */
export function placeOf(
  state: Pick<DbState, 'rosters' | 'sites' | 'shifts'>,
  record: TimeOffRequestRecord,
): TouchedDay | null {
  const { place } = record;
  if (record.kind !== 'open_shift' || !place) return null;
  const roster = state.rosters.find((one) => one.app_id === record.app_id && one.rstd === place.rstd);
  return {
    date: record.from_date,
    std: place.std,
    site_name: state.sites.find((one) => one.app_id === record.app_id && one.sd === place.std)?.name ?? '',
    sftd: place.sftd,
    shift_name: state.shifts.find((one) => one.app_id === record.app_id && one.sftd === place.sftd)?.name ?? '',
    position_name: roster?.model?.positions.find((one) => one.id === place.rld)?.name ?? '',
    published: roster && isPublished(roster) ? 1 : 0,
  };
}

/** The answer's part of a touched day (without the roster's ids). */
export const toTouchedDay = ({ rstd: _rstd, positionId: _positionId, ...day }: TouchedRosterDay): TouchedDay => day;

/**
 * The rostered days a request touches: time off, every day of it; an availability change, the days
 * it makes unavailable (a date, or a day of a weekday, added); a claim of an open shift, none. Day
 * requests are wishes: they touch no roster until its next calculation.
 */
export function touchedByRequest(
  state: Pick<DbState, 'rosters' | 'sites' | 'shifts'>,
  record: TimeOffRequestRecord,
  today: string,
): TouchedRosterDay[] {
  // A claim of an open shift frees none of the employee's days: it adds one.
  if (record.kind === 'open_shift') return [];
  const days = touchedDays(state, record.app_id, record.emd, record.from_date, record.to_date, today);
  if (record.kind !== 'availability') return days;
  const unavailable = makesUnavailable(record.changes ?? []);
  return days.filter((day) => unavailable(day.date));
}
