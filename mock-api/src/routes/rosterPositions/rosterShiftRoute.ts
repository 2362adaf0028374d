/**
 * The opening of the shift position, shift employee and position lookup calls: guardedRoute's
 * order (signed in, payload valid, right held) with the ROSTER form's rights of spec 002
 * section 6 and the site the call concerns, which guardedRoute cannot pass on:
 *  - writes: ROSTER right 12 (ROSTER_SETUP_EDIT), an admin, or an operations manager of the site;
 *  - reads: ROSTER right 10 or 12, an admin, or an operations manager of the site.
 * A group member's roster access to the site (group sites) narrows it further: isView (or
 * isCreate) to read, isCreate to write.
 * `siteOf` answers the site (sd) from the input: the payload's std, or the stored record's for the
 * calls naming a record only; 'any' (a lookup of the whole app) lets any operations manager in.
 * Otherwise INVALID_USER_RIGHTS (APP_NOT_SELECTED without an app).
 */
import { FormId, RightId, Status } from '../../contract';
import type { CallContract, CallInput, Declares } from '../../contract';
import { hasRight, requireAppMember } from '../../rights';
import { rosterSiteFlags } from '../../roster-setup/access';
import type { Repositories } from '../../repositories/repositories';
import type { RightsState } from '../../rights/rightsState';
import type { ApiRoute } from '../context';
import { guardedRoute } from '../guardedRoute';
import type { ContractRouteOptions, GrantedAccess, GuardStatus } from '../guardedRoute';

export type RosterAccess = 'read' | 'write';

const RIGHTS: Record<RosterAccess, readonly number[]> = {
  read: [RightId.ROSTER_VIEW, RightId.ROSTER_SETUP_EDIT],
  write: [RightId.ROSTER_SETUP_EDIT],
};

export interface RosterShiftRouteOptions<C extends CallContract> {
  access: RosterAccess;
  /** The site the call touches, 'any' for a lookup of the whole app, undefined for none. */
  siteOf: (input: CallInput<C>, repos: Repositories, appId: string) => string | undefined | Promise<string | undefined>;
  handle: ContractRouteOptions<C>['handle'];
}

export function mayUse(
  state: RightsState,
  access: GrantedAccess,
  kind: RosterAccess,
  site: string | undefined,
): boolean {
  const { rights } = access;
  if (rights.isAdmn) return true;
  if (RIGHTS[kind].some((id) => hasRight(rights, FormId.ROSTER, id))) {
    // A group member's roster site access narrows a concrete site: view to read, create to write.
    if (site === undefined || site === 'any') return true;
    const flags = rosterSiteFlags(state, access, site);
    return kind === 'read' ? flags.isView === 1 || flags.isCreate === 1 : flags.isCreate === 1;
  }
  return rights.isOpsManager && site !== undefined && (site === 'any' || rights.opsSiteIds.includes(site));
}

export function rosterShiftRoute<C extends CallContract>(
  call: C & Declares<C, GuardStatus>,
  { access: kind, siteOf, handle }: RosterShiftRouteOptions<C>,
): ApiRoute {
  return guardedRoute(call, {
    authorize: async (state, session, input, ctx) => {
      const access = requireAppMember(state, session);
      if (!access.ok) return access;
      return mayUse(state, access, kind, await siteOf(input, ctx.repos, access.app.app_id))
        ? access
        : { ok: false as const, result: { status: Status.INVALID_USER_RIGHTS } };
    },
    handle,
  });
}

/** siteOf for payloads carrying {std} (at the top or in `key`). */
export const siteOfPayload = (input: { std?: string }): string | undefined => input.std;

/** siteOf for payloads naming a shift position ({shftrld}): its stored site. */
export const siteOfShiftPosition = async (
  input: { shftrld: string },
  repos: Repositories,
  appId: string,
): Promise<string | undefined> => (await repos.shiftPositions.shown(appId, input.shftrld))?.record.std;
