/**
 * Who sees and decides the employees' requests (issue 31): the roster site rights decide, as for
 * rosters' edits. A request is the manager's when its employee is on a shift of a site where the
 * user may adjust rosters (ROSTER right 9 or 11 on a site whose isCreate is 1, the site's
 * operations manager, an admin: rosters/access.ts rosterWriteAccess).
 */
import { Status } from '../contract';
import { requireAppMember } from '../rights';
import type { AppAccess, SiteScope } from '../rights';
import type { RightsState } from '../rights/rightsState';
import { ROSTER_ADJUST_RIGHTS, rosterWriteAccess } from '../rosters/access';
import type { DbState, SessionRecord } from '../store/types';

export type RequestAccess = Extract<AppAccess, { ok: true }> & { sites: SiteScope };

const refused = { ok: false as const, result: { status: Status.INVALID_USER_RIGHTS } };

/** The sites whose employees' requests the user decides: refused when none. */
export function requestAccess(
  state: RightsState,
  session: SessionRecord,
): RequestAccess | Extract<AppAccess, { ok: false }> {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  if (access.rights.isAdmn) return { ...access, sites: 'all' };
  const candidates = access.rights.isOpsManager
    ? access.rights.opsSiteIds
    : state.sites.filter((site) => site.app_id === access.app.app_id).map((site) => site.sd);
  const sites = candidates.filter((sd) => rosterWriteAccess(state, session, ROSTER_ADJUST_RIGHTS, sd).ok);
  return sites.length > 0 ? { ...access, sites } : refused;
}

/** The sites an employee of the app is on a shift at. */
export const sitesOfEmployee = (state: Pick<DbState, 'shift_employees'>, appId: string, emd: string): Set<string> =>
  new Set(state.shift_employees.filter((one) => one.app_id === appId && one.emd === emd).map((one) => one.std));

/** Whether the employee's requests are the manager's. */
export const employeeInScope = (
  state: Pick<DbState, 'shift_employees'>,
  appId: string,
  emd: string,
  sites: SiteScope,
): boolean => sites === 'all' || [...sitesOfEmployee(state, appId, emd)].some((sd) => sites.includes(sd));

/** The sites of a granted request access (requestAccess puts them on the access it grants). */
export const scopeOf = (access: object): SiteScope => ('sites' in access ? (access.sites as SiteScope) : []);
