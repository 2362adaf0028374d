/**
 * Who may read and write a shift's roster setup (spec 002 section 6), and the roster access a
 * user has to a site (isCreate / isView of the roster site selector).
 *
 * Reads (selectors, working days, required employees, rules) are open like the roster lookups:
 * admins and every holder of any ROSTER right see the whole app (a group member only the sites
 * their group may view), operations managers their own sites (requireLookupRight). Writes need the call's right (or admin; an operations manager on
 * their own site passes too, as with every other write of the app).
 *
 * Site access of a group member: their group's roster access record of the site (Group Sites,
 * Roster sub-tab), isCreate / isView as stored, 0/0 without one; a group member reads the roster
 * setup of a site only with its isView (or isCreate). Admins 1/1; operations managers 1/1 on
 * their own sites, 0/0 elsewhere. The flags are read from the store on every call.
 */
import { FormId, Status } from '../contract';
import { canView } from '../groups/groupSites';
import type { SiteFlags } from '../groups/groupSites';
import { inScope, requireLookupRight, requireRight } from '../rights';
import type { AppAccess } from '../rights';
import type { RightsState } from '../rights/rightsState';
import { siteAccessFlags } from '../rights/siteAccess';
import type { MemberAccess } from '../rights/siteAccess';
import type { SessionRecord } from '../store/types';

export type RosterSiteFlags = SiteFlags;
export type { MemberAccess } from '../rights/siteAccess';

/** The user's roster access to site `sd` of the access's app. */
export const rosterSiteFlags = (state: RightsState, access: MemberAccess, sd: string): RosterSiteFlags =>
  siteAccessFlags(state, access, 'roster', sd);

/** A group member sees a site's rosters and roster setup only with its isView or isCreate; everyone else as before. */
export const rosterSiteVisible = (state: RightsState, access: MemberAccess, sd: string): boolean =>
  !access.rights.isGroupUser || canView(rosterSiteFlags(state, access, sd));

const refused: AppAccess = { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };

/** A read of the roster setup (of site `std` when given). */
export function rosterReadAccess(state: RightsState, session: SessionRecord, std?: string): AppAccess {
  const access = requireLookupRight(state, session, []);
  if (!access.ok) return access;
  if (std !== undefined && !(inScope(access.sites, std) && rosterSiteVisible(state, access, std))) return refused;
  return access;
}

/**
 * A write of the roster setup of site `std`: one of `rightIds` on ROSTER (or admin, or the
 * site's operations manager); with `needsCreate`, the site's isCreate must be 1 as well.
 */
export function rosterWriteAccess(
  state: RightsState,
  session: SessionRecord,
  rightIds: readonly number[],
  std: string,
  needsCreate = false,
): AppAccess {
  const access = requireRight(state, session, FormId.ROSTER, rightIds, { opsSite: std });
  if (!access.ok) return access;
  if (needsCreate && rosterSiteFlags(state, access, std).isCreate !== 1) return refused;
  return access;
}
