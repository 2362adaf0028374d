/**
 * The rows of the roster lists from the rosters' heads (rosters/header.ts RosterHead): the roster
 * list of a client's sites (newest calculation first) and the periods of a shift (latest period
 * first, then the latest calculation).
 */
import type { AvailableRoster, RosterPeriod } from '../../contract';
import { minuteOf } from '../../routes/context';
import type { ShiftRecord, SiteRecord } from '../../store/types';
import type { RosterHead } from '../header';
import { periodLabel } from '../periodLabel';
import { publishStateOf } from '../publish/publishState';

export const newestCalculationFirst = (a: RosterHead, b: RosterHead): number =>
  b.started_at.localeCompare(a.started_at) || b.id - a.id;

export const latestPeriodFirst = (a: RosterHead, b: RosterHead): number =>
  b.start_date.localeCompare(a.start_date) || b.id - a.id;

/** A row of the roster list: the roster on `site` (listed) with its shift (the app's first of its sftd). */
export const toAvailableRoster = (
  roster: RosterHead,
  site: Pick<SiteRecord, 'name'>,
  shift: Pick<ShiftRecord, 'name'> | undefined,
): AvailableRoster => ({
  rstd: roster.rstd,
  std: roster.std,
  sftd: roster.sftd,
  site_name: site.name,
  shift_name: shift?.name ?? '',
  period: periodLabel(roster.start_date, roster.end_date),
  start_date: roster.start_date,
  end_date: roster.end_date,
  start_cal_time: roster.started_at ? minuteOf(roster.started_at) : '',
  created_by: roster.created_by,
  status: roster.status,
  publish_state: publishStateOf(roster),
});

export const toRosterPeriod = (roster: RosterHead): RosterPeriod => ({
  rstd: roster.rstd,
  start_date: roster.start_date,
  end_date: roster.end_date,
  roster_period: periodLabel(roster.start_date, roster.end_date),
  start_calc_time: roster.started_at ? minuteOf(roster.started_at) : '',
  roster_status: roster.status,
  publish_state: publishStateOf(roster),
});
