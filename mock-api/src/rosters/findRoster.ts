/** The rosters of a shift, and one roster by its rstd, as the roster calls name them. */
import type { DbState, RosterRecord } from '../store/types';

/** The shift's rosters, the latest period first (then the latest calculation). */
export const rostersOfShift = (state: DbState, appId: string, std: string, sftd: string): RosterRecord[] =>
  state.rosters
    .filter((roster) => roster.app_id === appId && roster.std === std && roster.sftd === sftd)
    .sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);

/** Roster `rstd` of the shift (undefined: ROSTER_NOT_FOUND). */
export const findShiftRoster = (
  state: DbState,
  appId: string,
  std: string,
  sftd: string,
  rstd: string,
): RosterRecord | undefined =>
  state.rosters.find(
    (roster) => roster.app_id === appId && roster.std === std && roster.sftd === sftd && roster.rstd === rstd,
  );
