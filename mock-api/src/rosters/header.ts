/**
 * The header every roster answer carries (RosterHeader): period, times, site, shift, status, and
 * (ours) the Draft/Published state with when and by whom it was published.
 */
import type { RosterHeader } from '../contract';
import { minuteOf } from '../routes/context';
import type { DbState, RosterRecord } from '../store/types';
import { periodLabel } from './periodLabel';
import { publishStateOf } from './publish/publishState';

export function rosterHeaderOf(state: DbState, roster: RosterRecord): RosterHeader {
  const site = state.sites.find((candidate) => candidate.app_id === roster.app_id && candidate.sd === roster.std);
  const shift = state.shifts.find((candidate) => candidate.app_id === roster.app_id && candidate.sftd === roster.sftd);
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
