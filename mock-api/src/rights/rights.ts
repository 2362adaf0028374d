/**
 * The rights model of a Times app (spec 001 section 6, spec 002 section 6), decided on the
 * server from the store:
 *  - admin: an app member of user type 1, an administrator of the app's organization, or the
 *    owner of an own app. Holds every right of every form and passes every check.
 *  - group member (user type 2): the rights ({frm_id, right_id}) of their user group.
 *  - operations manager (user type 3): no form rights; manages the sites in ops_site_ids.
 * Only an Active membership counts (users/members.ts): a Pending or Deactivated member has no
 * rights at all, unless they are an admin by organization or ownership. The store is read on
 * every call, so a change of status, type or group takes effect on the member's next call.
 * Anyone else may not open the app. Every Times-backend call works on the app the session
 * selected (select app); requireAppMember / requireRight check it, with the statuses to answer.
 * requireLookupRight opens the lookups the roster screens share (clients, sites, roster sites,
 * shifts of a site) to any ROSTER right too, and to operations managers for their sites.
 */
import { findConfirmedApp } from '../apps/apps';
import { FORM_PERMISSIONS, FormId, Status, UserType } from '../contract';
import type { FormIdCode, FormPermission, FormRights } from '../contract';
import { findOrganization, isOrganizationAdmin } from '../organizations/organizations';
import type { AppMemberRecord, AppRecord, SessionRecord } from '../store/types';
import type { RightsState } from './rightsState';
import { findMember, isActiveMember } from '../users/members';

/** Right ids granted per form id. */
export type RightsByForm = Readonly<Partial<Record<number, readonly number[]>>>;

export interface AppRights {
  /** May open the app at all: an admin, a group member or an operations manager of it. */
  isMember: boolean;
  isAdmn: boolean;
  isOpsManager: boolean;
  isGroupUser: boolean;
  /** Admin: every right of every form. Group member: their group's rights. Otherwise none. */
  rights: RightsByForm;
  /** The sites (public sd) an operations manager manages; empty for everyone else. */
  opsSiteIds: readonly string[];
}

const NO_RIGHTS: AppRights = {
  isMember: false,
  isAdmn: false,
  isOpsManager: false,
  isGroupUser: false,
  rights: {},
  opsSiteIds: [],
};

const formPermission = (formId: number): FormPermission | undefined =>
  FORM_PERMISSIONS.find((permission) => permission.frm_id === formId);

export const isKnownForm = (formId: number): formId is FormIdCode => formPermission(formId) !== undefined;

/** Every right id of a form (what an admin holds on it). */
export const allRightsOf = (formId: number): number[] => formPermission(formId)?.rights.map((right) => right.id) ?? [];

const ALL_RIGHTS: RightsByForm = Object.fromEntries(
  FORM_PERMISSIONS.map((permission) => [permission.frm_id, allRightsOf(permission.frm_id)]),
);

/** The user's membership in the app while it is Active; Pending and Deactivated members have none. */
function activeMember(state: RightsState, appId: string, userId: number): AppMemberRecord | undefined {
  const member = findMember(state, appId, userId);
  return member && isActiveMember(member) ? member : undefined;
}

/** An admin without (or whatever the status of) a membership: the organization's admins, or the own app's owner. */
export const isAdminByOwnership = (state: RightsState, app: AppRecord, userId: number): boolean =>
  app.is_own === 1 ? app.owner_user_id === userId : isOrganizationAdmin(findOrganization(state, app.cmpd), userId);

/** The app's administrators: its Active type-1 members and the admins by organization or ownership. */
export function isAppAdmin(state: RightsState, app: AppRecord, userId: number): boolean {
  if (activeMember(state, app.app_id, userId)?.user_type === UserType.ADMIN) return true;
  return isAdminByOwnership(state, app, userId);
}

/** What a user may do in a (confirmed) app; no rights at all for an unknown or pending app, or a membership not Active. */
export function rightsFor(state: RightsState, userId: number, appId: string): AppRights {
  const app = findConfirmedApp(state, appId);
  if (!app) return NO_RIGHTS;
  if (isAppAdmin(state, app, userId)) return { ...NO_RIGHTS, isMember: true, isAdmn: true, rights: ALL_RIGHTS };

  const member = activeMember(state, appId, userId);
  if (member?.user_type === UserType.OPERATION_MANAGER) {
    return { ...NO_RIGHTS, isMember: true, isOpsManager: true, opsSiteIds: [...member.ops_site_ids] };
  }
  if (member?.user_type === UserType.GROUP_MEMBER) {
    const group = state.user_groups.find((candidate) => candidate.id === member.group_id && candidate.app_id === appId);
    const rights: Record<number, number[]> = {};
    for (const { frm_id, right_id } of group?.rights ?? []) {
      // Only rights that exist on the form count.
      if (!allRightsOf(frm_id).includes(right_id)) continue;
      const granted = (rights[frm_id] ??= []);
      if (!granted.includes(right_id)) granted.push(right_id);
    }
    return { ...NO_RIGHTS, isMember: true, isGroupUser: true, rights };
  }
  return NO_RIGHTS;
}

/** The rights granted on a form: own entries only, so a form id from a payload never reaches Object.prototype. */
const grantedOn = (rights: AppRights, formId: number): readonly number[] =>
  Object.hasOwn(rights.rights, formId) ? (rights.rights[formId] ?? []) : [];

export const hasRight = (rights: AppRights, formId: number, rightId: number): boolean =>
  grantedOn(rights, formId).includes(rightId);

/** The forms (menu entries) a user may open: all for an admin, those with a granted right for a group member, ROSTER for an operations manager. */
export function formsFor(rights: AppRights): FormPermission[] {
  if (rights.isAdmn) return [...FORM_PERMISSIONS];
  if (rights.isOpsManager) return FORM_PERMISSIONS.filter((permission) => permission.frm_id === FormId.ROSTER);
  return FORM_PERMISSIONS.filter((permission) => grantedOn(rights, permission.frm_id).length > 0);
}

/** The form-rights answer for one form. */
export function formRightsFor(rights: AppRights, formId: number): FormRights {
  const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
  const granted = rights.isAdmn || rights.isGroupUser ? grantedOn(rights, formId) : [];
  return {
    isAdmn: flag(rights.isAdmn),
    isOpsManager: flag(rights.isOpsManager),
    isGroupUser: flag(rights.isGroupUser),
    u_rights: granted.map((id) => ({ id })),
  };
}

/** The outcome of a check: what the route works with, or the status it answers. */
/** Why a call may not open the app: no user on the session, no app selected, or no right. */
export type AccessRefusal = typeof Status.INVALID | typeof Status.APP_NOT_SELECTED | typeof Status.INVALID_USER_RIGHTS;

export type AppAccess =
  { ok: true; app: AppRecord; userId: number; rights: AppRights } | { ok: false; result: { status: AccessRefusal } };

/**
 * The session's selected app and the user's rights in it: APP_NOT_SELECTED when the session
 * has no (confirmed) app, INVALID_USER_RIGHTS when the user may not open it (any more).
 * For read calls; writes use requireRight.
 */
export function requireAppMember(state: RightsState, session: SessionRecord): AppAccess {
  if (session.user_id === null) return { ok: false, result: { status: Status.INVALID } };
  const app = findConfirmedApp(state, session.app_id);
  if (!app) return { ok: false, result: { status: Status.APP_NOT_SELECTED } };
  const rights = rightsFor(state, session.user_id, app.app_id);
  if (!rights.isMember) return { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
  return { ok: true, app, userId: session.user_id, rights };
}

/** An admin of the session's app only (an app's own settings): INVALID_USER_RIGHTS for any other member. */
export function requireAppAdmin(state: RightsState, session: SessionRecord): AppAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  return access.rights.isAdmn ? access : { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
}

export interface RightOptions {
  /** The site (sd) the write concerns: an operations manager who manages it passes too. */
  opsSite?: string;
}

/**
 * The check in front of every write of the selected app: admins always pass; a group member
 * needs one of `rightId` on `formId`; an operations manager passes only for a site of theirs
 * (options.opsSite). Otherwise INVALID_USER_RIGHTS (or APP_NOT_SELECTED without an app).
 */
export function requireRight(
  state: RightsState,
  session: SessionRecord,
  formId: FormIdCode,
  rightId: number | readonly number[],
  options: RightOptions = {},
): AppAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  const { rights } = access;
  const wanted = typeof rightId === 'number' ? [rightId] : rightId;
  const allowed =
    rights.isAdmn ||
    wanted.some((id) => hasRight(rights, formId, id)) ||
    (rights.isOpsManager && options.opsSite !== undefined && rights.opsSiteIds.includes(options.opsSite));
  return allowed ? access : { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
}

/** The sites a lookup may show: every site of the app, or an operations manager's own (sd). */
export type SiteScope = 'all' | readonly string[];

export const inScope = (scope: SiteScope, sd: string): boolean => scope === 'all' || scope.includes(sd);

/** A right that opens a lookup: one of `rightId` on `formId`. */
export interface LookupGrant {
  formId: FormIdCode;
  rightId: number | readonly number[];
}

export type LookupAccess =
  (AppAccess & { ok: true; sites: SiteScope }) | { ok: false; result: { status: AccessRefusal } };

/**
 * The check in front of the lookups the roster screens use too (clients, sites, roster sites,
 * shifts of a site): admins, a group member holding one of `grants` or any ROSTER right see the
 * whole app; an operations manager passes too, limited to their sites. Otherwise
 * INVALID_USER_RIGHTS (or APP_NOT_SELECTED without an app).
 */
export function requireLookupRight(
  state: RightsState,
  session: SessionRecord,
  grants: readonly LookupGrant[],
): LookupAccess {
  const access = requireAppMember(state, session);
  if (!access.ok) return access;
  const { rights } = access;
  const opening = [...grants, { formId: FormId.ROSTER, rightId: allRightsOf(FormId.ROSTER) }];
  const granted = opening.some(({ formId, rightId }) =>
    (typeof rightId === 'number' ? [rightId] : rightId).some((id) => hasRight(rights, formId, id)),
  );
  if (rights.isAdmn || granted) return { ...access, sites: 'all' };
  if (rights.isOpsManager) return { ...access, sites: rights.opsSiteIds };
  return { ok: false, result: { status: Status.INVALID_USER_RIGHTS } };
}
