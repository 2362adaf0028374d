/**
 * Who may do what with rosters (spec 002 section 6), checked on the server for every roster call:
 *  - the roster list (available rosters): any of ROSTER rights 9-14, admin, or operations manager
 *    (own sites only);
 *  - read a roster (periods, status, summary, statistics details, roster details): right 9 or 10,
 *    admin, or the site's operations manager;
 *  - start or recalculate: right 9, admin, or the site's operations manager, on a site whose
 *    isCreate is 1;
 *  - adjust by drag and drop (swap, move): right 9 or 11 (ours: 'Adjust rosters'), admin, or the
 *    site's operations manager, on a site whose isCreate is 1.
 * A group member's sites are narrowed by their group's roster site access (rosterSiteFlags): the
 * list and the reads need the site's isView (or isCreate), the writes its isCreate.
 */
import { FormId, RightId, Status } from '../contract';
import { canView } from '../groups/groupSites';
import { hasRight, inScope, requireAppMember, requireRight } from '../rights';
import type { AppAccess, LookupAccess, SiteScope } from '../rights';
import { rosterSiteFlags, rosterSiteVisible } from '../roster-setup/access';
import type { MemberAccess } from '../roster-setup/access';
import type { RightsState } from '../rights/rightsState';
import type { SessionRecord } from '../store/types';

const refused: { ok: false; result: { status: typeof Status.INVALID_USER_RIGHTS } } = {
  ok: false,
  result: { status: Status.INVALID_USER_RIGHTS },
};

export const ROSTER_LIST_RIGHTS = [9, 10, 11, 12, 13, 14] as const;
export const ROSTER_READ_RIGHTS = [RightId.ROSTER_CREATE, RightId.ROSTER_VIEW] as const;
export const ROSTER_CREATE_RIGHTS = [RightId.ROSTER_CREATE] as const;
export const ROSTER_ADJUST_RIGHTS = [RightId.ROSTER_CREATE, RightId.ROSTER_ADJUST] as const;

/** The sites whose rosters the user may list: null when none at all. */
function listScope(state: RightsState, access: MemberAccess): SiteScope | null {
  const { rights } = access;
  if (rights.isAdmn) return 'all';
  if (ROSTER_LIST_RIGHTS.some((id) => hasRight(rights, FormId.ROSTER, id))) {
    if (!rights.isGroupUser) return 'all';
    return state.sites
      .filter((site) => site.app_id === access.app.app_id && rosterSiteVisible(state, access, site.sd))
      .map((site) => site.sd);
  }
  return rights.isOpsManager ? rights.opsSiteIds : null;
}

/** The roster list of site `std` ('' = every site in `sites`, which the route filters by). */
export function rosterListAccess(state: RightsState, session: SessionRecord, std: string): LookupAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  const sites = listScope(state, access);
  if (sites === null || (std && !inScope(sites, std))) return refused;
  return { ...access, sites };
}

/** Reading the rosters of site `std`. */
export function rosterReadAccess(state: RightsState, session: SessionRecord, std: string): AppAccess {
  const access = requireRight(state, session, FormId.ROSTER, ROSTER_READ_RIGHTS, { opsSite: std });
  if (!access.ok) return access;
  return canView(rosterSiteFlags(state, access, std)) ? access : refused;
}

/** A write on the rosters of site `std` with one of `rightIds`: the site's isCreate must be 1. */
export function rosterWriteAccess(
  state: RightsState,
  session: SessionRecord,
  rightIds: readonly number[],
  std: string,
): AppAccess {
  const access = requireRight(state, session, FormId.ROSTER, rightIds, { opsSite: std });
  if (!access.ok) return access;
  return rosterSiteFlags(state, access, std).isCreate === 1 ? access : refused;
}
