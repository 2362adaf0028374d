/**
 * The header every roster answer carries (RosterHeader): period, times, site, shift, status, and
 * (ours) the Draft/Published state with when and by whom it was published.
 */
import type { RosterHeader } from '../contract';
import { minuteOf } from '../routes/context';
import type { DbState, RosterRecord, ShiftRecord, SiteRecord } from '../store/types';
import { periodLabel } from './periodLabel';
import { publishStateOf } from './publish/publishState';

/** The roster fields a header (and the roster lists) read: not its model, result, pins or notices. */
export type RosterHead = Pick<
  RosterRecord,
  | 'id'
  | 'rstd'
  | 'app_id'
  | 'std'
  | 'sftd'
  | 'start_date'
  | 'end_date'
  | 'status'
  | 'failure_reason'
  | 'created_by'
  | 'started_at'
  | 'finished_at'
  | 'publish_state'
  | 'published_at'
  | 'published_by'
>;

/** The app's site the roster is on and its shift, as the header names them (the first of each written). */
const headerSite = (state: DbState, roster: RosterHead): SiteRecord | undefined =>
  state.sites.find((candidate) => candidate.app_id === roster.app_id && candidate.sd === roster.std);
const headerShift = (state: DbState, roster: RosterHead): ShiftRecord | undefined =>
  state.shifts.find((candidate) => candidate.app_id === roster.app_id && candidate.sftd === roster.sftd);

export const rosterHeaderOf = (state: DbState, roster: RosterHead): RosterHeader =>
  rosterHeaderFrom(roster, headerSite(state, roster), headerShift(state, roster));

/** The header of a roster on `site` with `shift` (either unknown: no name, no times). */
export function rosterHeaderFrom(
  roster: RosterHead,
  site: Pick<SiteRecord, 'name'> | undefined,
  shift: Pick<ShiftRecord, 'name' | 'start_time' | 'end_time'> | undefined,
): RosterHeader {
  return {
    rstd: roster.rstd,
    roster_period: periodLabel(roster.start_date, roster.end_date),
    start_date: roster.start_date,
    end_date: roster.end_date,
    start_calc_time: roster.started_at ? minuteOf(roster.started_at) : '',
    site_name: site?.name ?? '',
    shift_name: shift?.name ?? '',
    roster_status: roster.status,
    failure_reason: roster.failure_reason,
    created_by: roster.created_by,
    publish_state: publishStateOf(roster),
    published_at: roster.published_at ? minuteOf(roster.published_at) : '',
    published_by: roster.published_by ?? '',
    shift_start: shift?.start_time ?? '',
    shift_end: shift?.end_time ?? '',
  };
}
