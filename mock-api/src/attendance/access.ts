/**
 * Who may run a site's kiosk and record its clock-ins (docs/decisions/attendance.md, Rights): the
 * timesheet access of the site (Group Sites, Timesheet sub-tab) with isCreate: admins everywhere,
 * operations managers on their own sites, a group member where their group's timesheet access
 * record of the site says isCreate 1. Anyone else: INVALID_USER_RIGHTS.
 */
import { Status } from '../contract';
import { requireAppMember } from '../rights';
import type { AppAccess } from '../rights';
import type { RightsState } from '../rights/rightsState';
import { siteAccessFlags } from '../rights/siteAccess';
import type { SessionRecord } from '../store/types';

export function kioskAccess(state: RightsState, session: SessionRecord, std: string): AppAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  if (siteAccessFlags(state, access, 'timesheet', std).isCreate === 1) return access;
  return { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
}
