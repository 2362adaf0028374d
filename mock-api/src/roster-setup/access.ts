/**
 * Who may read and write a shift's roster setup (spec 002 section 6), and the roster access a
 * user has to a site (isCreate / isView of the roster site selector).
 *
 * Reads (selectors, working days, required employees, rules) are open like the roster lookups:
 * admins and every holder of any ROSTER right see the whole app, operations managers their own
 * sites (requireLookupRight). Writes need the call's right (or admin; an operations manager on
 * their own site passes too, as with every other write of the app).
 *
 * Site access of a group member: issue 9 brings the group's roster site access records; until
 * then it is derived from the group's ROSTER rights: right 9 (create rosters) or 12 (set up
 * shifts) → isCreate 1; isCreate or right 10 (view rosters) → isView 1. Admins 1/1; operations
 * managers 1/1 on their own sites, 0/0 elsewhere.
 */
import { FormId, RightId, Status } from '../contract';
import { hasRight, inScope, requireLookupRight, requireRight } from '../rights';
import type { AppAccess, AppRights } from '../rights';
import type { DbState, SessionRecord } from '../store/types';

export interface RosterSiteFlags {
  isCreate: 0 | 1;
  isView: 0 | 1;
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export function rosterSiteFlags(rights: AppRights, sd: string): RosterSiteFlags {
  if (rights.isAdmn) return { isCreate: 1, isView: 1 };
  if (rights.isOpsManager) {
    const own = rights.opsSiteIds.includes(sd);
    return { isCreate: flag(own), isView: flag(own) };
  }
  const roster = (rightId: number) => hasRight(rights, FormId.ROSTER, rightId);
  const create = roster(RightId.ROSTER_CREATE) || roster(RightId.ROSTER_SETUP_EDIT);
  return { isCreate: flag(create), isView: flag(create || roster(RightId.ROSTER_VIEW)) };
}

const refused: AppAccess = { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };

/** A read of the roster setup (of site `std` when given). */
export function rosterReadAccess(state: DbState, session: SessionRecord, std?: string): AppAccess {
  const access = requireLookupRight(state, session, []);
  if (!access.ok) return access;
  if (std !== undefined && !inScope(access.sites, std)) return refused;
  return access;
}

/**
 * A write of the roster setup of site `std`: one of `rightIds` on ROSTER (or admin, or the
 * site's operations manager); with `needsCreate`, the site's isCreate must be 1 as well.
 */
export function rosterWriteAccess(
  state: DbState,
  session: SessionRecord,
  rightIds: readonly number[],
  std: string,
  needsCreate = false,
): AppAccess {
  const access = requireRight(state, session, FormId.ROSTER, rightIds, { opsSite: std });
  if (!access.ok) return access;
  if (needsCreate && rosterSiteFlags(access.rights, std).isCreate !== 1) return refused;
  return access;
}
