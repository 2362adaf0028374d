/**
 * The seven kinds of caller of the rights matrix, and what each must get from a write call: the
 * demo admin, Sipho of 'Site supervisors' with exactly the call's right or with it removed,
 * Naledi the operations manager of Pretoria Central, an employee of the demo app whose account is
 * linked (issue 31: the Employee caller, who may make only the calls on their own record), a member
 * of another app only (that app selected), and no session at all.
 */
import { SelfServiceStatus, Status } from '../../contract';
import { UserStatusCode } from '@times/shared-sdk/schemas';
import { demo, editStore } from '../harness';
import type { TestServer } from '../harness';
import type { AdminOnlyRight, FormRight, OwnEmployeeRight, TimesheetSiteRight, WriteCall } from './types';

export const ACTORS = [
  'admin',
  'group member with the right',
  'group member without it',
  'operations manager',
  'employee',
  'member of another app',
  'no session',
] as const;
export type Actor = (typeof ACTORS)[number];

/** What a refused member of another app may hear: no rights, or no such record in their app. */
export const NOT_THIS_APP: readonly string[] = [
  Status.INVALID_USER_RIGHTS,
  Status.VALIDATION_ERROR,
  Status.INVALID_SHIFT_DETAILS,
  'EMPLOYEE_DOES_NOT_EXIST',
  'ROLE_DOESNOT_EXIST',
  'ROSTER_NOT_FOUND',
  UserStatusCode.USER_NOT_FOUND,
  UserStatusCode.GROUP_NOT_FOUND,
  SelfServiceStatus.REQUEST_NOT_FOUND,
];

export type Expected = { allowed: true } | { allowed: false; statuses: readonly string[] };

/** The answer `actor` must get from `call`. */
export function expectedFor(call: WriteCall, actor: Actor): Expected {
  if ('ownEmployee' in call.right) return onlyBy('employee', actor);
  if ('adminOnly' in call.right) return onlyBy('admin', actor);
  switch (actor) {
    case 'admin':
    case 'group member with the right':
      return { allowed: true };
    case 'group member without it':
      return { allowed: false, statuses: [Status.INVALID_USER_RIGHTS] };
    case 'operations manager':
      return call.ops ? { allowed: true } : { allowed: false, statuses: [Status.INVALID_USER_RIGHTS] };
    case 'employee':
      return { allowed: false, statuses: [Status.INVALID_USER_RIGHTS] };
    case 'member of another app':
      return { allowed: false, statuses: NOT_THIS_APP };
    case 'no session':
      return { allowed: false, statuses: [Status.INVALID] };
  }
}

/**
 * A call only one kind of caller makes (the linked employee on their own record, or an admin of the
 * app): every other member is refused, whatever their rights.
 */
function onlyBy(allowed: Actor, actor: Actor): Expected {
  if (actor === allowed) return { allowed: true };
  if (actor === 'member of another app') return { allowed: false, statuses: NOT_THIS_APP };
  if (actor === 'no session') return { allowed: false, statuses: [Status.INVALID] };
  return { allowed: false, statuses: [Status.INVALID_USER_RIGHTS] };
}

const SUPERVISORS = 'Site supervisors';
const same = (a: FormRight, b: { frm_id: number; right_id: number }) =>
  a.formId === b.frm_id && a.rightId === b.right_id;

/**
 * Give the supervisors' group exactly `right` (holds) or its rights without it (not holds). Either
 * way the group may create and view rosters on the demo site (group site access), so that only
 * the right decides. A timesheet site right is the group's timesheet access to the demo site with
 * isCreate (holds) or no timesheet access there (not holds); its form rights stay as they are.
 */
export async function setSupervisorsRight(
  server: TestServer,
  right: FormRight | TimesheetSiteRight | OwnEmployeeRight | AdminOnlyRight,
  holds: boolean,
): Promise<void> {
  if ('ownEmployee' in right || 'adminOnly' in right) return;
  await editStore(
    server,
    (draft) => {
      const group = draft.user_groups.find(
        (candidate) => candidate.app_id === demo.app.appId && candidate.name === SUPERVISORS,
      );
      if (!group) throw new Error(`no group '${SUPERVISORS}' in the demo app`);
      const access = (kind: 'roster' | 'timesheet') => {
        draft.group_sites = draft.group_sites.filter(
          (site) => !(site.group_id === group.id && site.std === demo.site.sd && site.kind === kind),
        );
        const id = draft.group_sites.reduce((max, site) => Math.max(max, site.id), 0) + 1;
        return {
          id,
          app_id: demo.app.appId,
          group_id: group.id,
          std: demo.site.sd,
          kind,
          isCreate: 1,
          isView: 1,
        } as const;
      };
      if ('timesheetSite' in right) {
        const timesheet = access('timesheet');
        if (holds) draft.group_sites.push(timesheet);
        return;
      }
      group.rights = holds
        ? [{ frm_id: right.formId, right_id: right.rightId }]
        : group.rights.filter((granted) => !same(right, granted));
      const roster = access('roster');
      draft.group_sites.push(roster);
    },
    { reading: ['user_groups', 'group_sites'] },
  );
}
