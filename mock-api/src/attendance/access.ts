/**
 * Who may do what with a site's attendance (docs/decisions/attendance.md, Rights): the timesheet
 * access of the site (Group Sites, Timesheet sub-tab). Reading its timesheet needs isView (or
 * isCreate); running its kiosk, recording its clock-ins and approving its days need isCreate.
 * Admins may everywhere, operations managers on their own sites, a group member where their group's
 * timesheet access record of the site says so. Anyone else: INVALID_USER_RIGHTS.
 */
import { Status } from '../contract';
import { canView } from '../groups/groupSites';
import { requireAppMember } from '../rights';
import type { AppAccess } from '../rights';
import type { RightsState } from '../rights/rightsState';
import { siteAccessFlags } from '../rights/siteAccess';
import type { SessionRecord } from '../store/types';

export type TimesheetNeed = 'view' | 'create';

export function timesheetAccess(
  state: RightsState,
  session: SessionRecord,
  std: string,
  need: TimesheetNeed,
): AppAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  const flags = siteAccessFlags(state, access, 'timesheet', std);
  if (need === 'create' ? flags.isCreate === 1 : canView(flags)) return access;
  return { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
}

/** Running the site's kiosk and recording its clock-ins. */
export const kioskAccess = (state: RightsState, session: SessionRecord, std: string): AppAccess =>
  timesheetAccess(state, session, std, 'create');
