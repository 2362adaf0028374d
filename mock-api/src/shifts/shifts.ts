/**
 * Shifts of a site. A shift name is unique per site among the shifts not deleted (trimmed, any
 * case). Deleting a shift only marks it (deleted 1, deleted_at) so rosters keep their history;
 * a deleted shift is shown in its site's list, no longer counts and may not be changed.
 */
import { sameName } from '../apps/apps';
import type { RosterSite, Shift } from '../contract';
import { minuteOf } from '../routes/context';
import type { DbState, ShiftRecord, SiteRecord } from '../store/types';

export const isLive = (shift: ShiftRecord): boolean => shift.deleted !== 1;

export const findShift = (state: DbState, appId: string, sftd: string): ShiftRecord | undefined =>
  state.shifts.find((shift) => shift.app_id === appId && shift.sftd === sftd);

/** Another live shift of the site (not `exceptSftd`) has the name. */
export const shiftNameTaken = (state: DbState, appId: string, std: string, name: string, exceptSftd = ''): boolean =>
  state.shifts.some(
    (shift) =>
      shift.app_id === appId &&
      shift.std === std &&
      shift.sftd !== exceptSftd &&
      isLive(shift) &&
      sameName(shift.name, name),
  );

/** The site has at least one live shift (it can be rostered). */
export const hasLiveShift = (state: DbState, site: SiteRecord): boolean =>
  state.shifts.some((shift) => shift.app_id === site.app_id && shift.std === site.sd && isLive(shift));

const timeOf = (shift: ShiftRecord): number => Date.parse(shift.created_at);

export const newestShiftFirst = (a: ShiftRecord, b: ShiftRecord): number => timeOf(b) - timeOf(a) || b.id - a.id;

/** The name of the shift's site ('' when the app has no such site). */
export const shiftSiteName = (state: DbState, shift: ShiftRecord): string =>
  state.sites.find((site) => site.app_id === shift.app_id && site.sd === shift.std)?.name ?? '';

export const toShift = (shift: ShiftRecord, siteName: string): Shift => ({
  id: shift.id,
  sftd: shift.sftd,
  name: shift.name,
  start_time: shift.start_time,
  end_time: shift.end_time,
  deleted: shift.deleted === 1 ? 1 : 0,
  date_deleted: shift.deleted === 1 && shift.deleted_at ? minuteOf(shift.deleted_at) : '',
  date_created: shift.created_at ? minuteOf(shift.created_at) : '',
  site_name: siteName,
});

export const toRosterSite = ({ id, sd, name }: SiteRecord): RosterSite => ({ id, std: sd, name });
