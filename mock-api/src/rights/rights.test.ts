import { FORM_PERMISSIONS, FormId, RightId } from '../contract';
import { loadSeed } from '../store/seed';
import type { AppRecord, DbState, SessionRecord } from '../store/types';
import { demo, seedDir } from '../testing/harness';
import {
  allRightsOf,
  formRightsFor,
  formsFor,
  inScope,
  requireAppMember,
  requireLookupRight,
  requireRight,
  rightsFor,
} from '.';

const APP = demo.app.appId;
let state: DbState;
beforeEach(() => {
  state = loadSeed(seedDir);
});

const session = (userId: number, appId: string | null = APP): SessionRecord => ({
  id: 1,
  sid: 'sid',
  secret_hash: '',
  kind: 'user',
  pending: false,
  user_id: userId,
  app_id: appId,
  created_at: '2026-03-01T08:00:00.000Z',
  expires_at: '2026-03-08T08:00:00.000Z',
});

const ownApp = (ownerId: number): AppRecord => ({
  ...(state.apps[0] as AppRecord),
  id: 2,
  app_id: 'own-app',
  ap_name: 'Mine',
  handle: '',
  is_own: 1,
  cmpd: '',
  owner_user_id: ownerId,
});

describe('rightsFor', () => {
  it('gives the admin member every right of every form', () => {
    const rights = rightsFor(state, demo.admin.id, APP);
    expect(rights).toMatchObject({
      isMember: true,
      isAdmn: true,
      isOpsManager: false,
      isGroupUser: false,
      opsSiteIds: [],
    });
    for (const permission of FORM_PERMISSIONS)
      expect(rights.rights[permission.frm_id]).toEqual(allRightsOf(permission.frm_id));
  });

  it("gives a group member their group's rights only", () => {
    expect(rightsFor(state, demo.group.id, APP)).toEqual({
      isMember: true,
      isAdmn: false,
      isOpsManager: false,
      isGroupUser: true,
      rights: {
        [FormId.SITES]: [RightId.MANAGE],
        [FormId.ROSTER]: [RightId.ROSTER_VIEW, RightId.CONSTRAINTS_VIEW, RightId.WORKING_DAYS_VIEW],
      },
      opsSiteIds: [],
    });
  });

  it('ignores group rights that do not exist on their form', () => {
    state.user_groups[0]?.rights.push({ frm_id: FormId.CLIENTS, right_id: 99 }, { frm_id: 77, right_id: 1 });
    expect(rightsFor(state, demo.group.id, APP).rights).toEqual({ [FormId.SITES]: [1], [FormId.ROSTER]: [10, 14, 21] });
  });

  it('gives an operations manager their sites and no form rights', () => {
    expect(rightsFor(state, demo.ops.id, APP)).toEqual({
      isMember: true,
      isAdmn: false,
      isOpsManager: true,
      isGroupUser: false,
      rights: {},
      opsSiteIds: [demo.site.sd],
    });
  });

  it('makes an administrator of the organization an admin without membership', () => {
    state.app_members = state.app_members.filter((member) => member.user_id !== demo.admin.id);
    expect(rightsFor(state, demo.admin.id, APP)).toMatchObject({ isMember: true, isAdmn: true });
    state.organizations[0]!.admin_user_ids = [];
    expect(rightsFor(state, demo.admin.id, APP).isMember).toBe(false);
  });

  it('makes the owner of an own app its admin', () => {
    state.apps.push(ownApp(demo.group.id));
    expect(rightsFor(state, demo.group.id, 'own-app')).toMatchObject({ isMember: true, isAdmn: true });
    expect(rightsFor(state, demo.admin.id, 'own-app').isMember).toBe(false);
  });

  it('gives no rights at all to a Pending or Deactivated member, back once Active', () => {
    const member = (userId: number) => state.app_members.find((candidate) => candidate.user_id === userId)!;
    for (const status of ['Pending', 'Deactivated'] as const) {
      for (const user of [demo.group, demo.ops]) {
        member(user.id).status = status;
        expect(rightsFor(state, user.id, APP)).toEqual({
          isMember: false,
          isAdmn: false,
          isOpsManager: false,
          isGroupUser: false,
          rights: {},
          opsSiteIds: [],
        });
        expect(requireAppMember(state, session(user.id))).toEqual({
          ok: false,
          result: { status: 'INVALID_USER_RIGHTS' },
        });
      }
    }
    member(demo.group.id).status = 'Active';
    expect(rightsFor(state, demo.group.id, APP)).toMatchObject({ isMember: true, isGroupUser: true });
  });

  it('keeps an admin by organization or ownership an admin whatever their membership status; an admin by membership only loses it', () => {
    const thandi = state.app_members.find((candidate) => candidate.user_id === demo.admin.id)!;
    thandi.status = 'Deactivated';
    expect(rightsFor(state, demo.admin.id, APP)).toMatchObject({ isMember: true, isAdmn: true });
    state.apps.push(ownApp(demo.group.id));
    state.app_members.push({ ...thandi, id: 9, app_id: 'own-app', user_id: demo.group.id, status: 'Pending' });
    expect(rightsFor(state, demo.group.id, 'own-app')).toMatchObject({ isMember: true, isAdmn: true });
    state.organizations[0]!.admin_user_ids = [];
    expect(rightsFor(state, demo.admin.id, APP).isMember).toBe(false);
    thandi.status = 'Active';
    expect(rightsFor(state, demo.admin.id, APP)).toMatchObject({ isMember: true, isAdmn: true });
  });

  it('gives nothing to strangers, for unknown apps and for pending apps', () => {
    expect(rightsFor(state, 99, APP).isMember).toBe(false);
    expect(rightsFor(state, demo.admin.id, 'unknown').isMember).toBe(false);
    state.apps[0]!.confirmed = false;
    expect(rightsFor(state, demo.admin.id, APP).isMember).toBe(false);
  });
});

describe('forms and form rights', () => {
  it('lists all forms for an admin, the granted ones for a group member, ROSTER for an operations manager', () => {
    const names = (userId: number) => formsFor(rightsFor(state, userId, APP)).map((form) => form.frm_id);
    expect(names(demo.admin.id)).toEqual(FORM_PERMISSIONS.map((form) => form.frm_id));
    expect(names(demo.group.id)).toEqual([FormId.SITES, FormId.ROSTER]);
    expect(names(demo.ops.id)).toEqual([FormId.ROSTER]);
  });

  it('answers the rights of one form', () => {
    expect(formRightsFor(rightsFor(state, demo.admin.id, APP), FormId.CLIENTS)).toEqual({
      isAdmn: 1,
      isOpsManager: 0,
      isGroupUser: 0,
      u_rights: [{ id: RightId.CLIENTS }],
    });
    expect(formRightsFor(rightsFor(state, demo.group.id, APP), FormId.CLIENTS)).toEqual({
      isAdmn: 0,
      isOpsManager: 0,
      isGroupUser: 1,
      u_rights: [],
    });
    expect(formRightsFor(rightsFor(state, demo.ops.id, APP), FormId.ROSTER)).toEqual({
      isAdmn: 0,
      isOpsManager: 1,
      isGroupUser: 0,
      u_rights: [],
    });
  });
});

describe('requireAppMember and requireRight', () => {
  it('answers APP_NOT_SELECTED without a selected (confirmed) app', () => {
    expect(requireAppMember(state, session(demo.admin.id, null))).toEqual({
      ok: false,
      result: { status: 'APP_NOT_SELECTED' },
    });
    expect(requireRight(state, session(demo.admin.id, 'gone'), FormId.SITES, RightId.MANAGE)).toEqual({
      ok: false,
      result: { status: 'APP_NOT_SELECTED' },
    });
  });

  it('answers INVALID_USER_RIGHTS to a user who is not (or no longer) a member', () => {
    expect(requireAppMember(state, session(99))).toEqual({ ok: false, result: { status: 'INVALID_USER_RIGHTS' } });
    state.app_members = state.app_members.filter((member) => member.user_id !== demo.group.id);
    expect(requireAppMember(state, session(demo.group.id))).toEqual({
      ok: false,
      result: { status: 'INVALID_USER_RIGHTS' },
    });
  });

  it('lets admins through every check, with the app and the rights', () => {
    for (const permission of FORM_PERMISSIONS) {
      const access = requireRight(state, session(demo.admin.id), permission.frm_id, 12345);
      expect(access).toMatchObject({ ok: true, userId: demo.admin.id, app: { app_id: APP } });
    }
  });

  it('lets a group member through only with a granted right (any of several)', () => {
    const sipho = session(demo.group.id);
    expect(requireRight(state, sipho, FormId.SITES, RightId.MANAGE).ok).toBe(true);
    expect(requireRight(state, sipho, FormId.ROSTER, [RightId.ROSTER_CREATE, RightId.ROSTER_VIEW]).ok).toBe(true);
    expect(requireRight(state, sipho, FormId.ROSTER, RightId.ROSTER_CREATE)).toEqual({
      ok: false,
      result: { status: 'INVALID_USER_RIGHTS' },
    });
    expect(requireRight(state, sipho, FormId.CLIENTS, RightId.CLIENTS)).toEqual({
      ok: false,
      result: { status: 'INVALID_USER_RIGHTS' },
    });
    expect(requireRight(state, sipho, FormId.SHIFTS, RightId.MANAGE, { opsSite: demo.site.sd }).ok).toBe(false);
  });

  it('lets an operations manager through only for a site of theirs', () => {
    const naledi = session(demo.ops.id);
    expect(requireRight(state, naledi, FormId.ROSTER, RightId.ROSTER_CREATE).ok).toBe(false);
    expect(requireRight(state, naledi, FormId.ROSTER, RightId.ROSTER_CREATE, { opsSite: demo.site.sd }).ok).toBe(true);
    expect(requireRight(state, naledi, FormId.ROSTER, RightId.ROSTER_CREATE, { opsSite: 'other-site' }).ok).toBe(false);
  });
});

describe('requireLookupRight', () => {
  const CLIENTS = [{ formId: FormId.CLIENTS, rightId: RightId.CLIENTS }] as const;
  const lookup = (userId: number, appId: string | null = APP) =>
    requireLookupRight(state, session(userId, appId), CLIENTS);

  it('shows the whole app to admins and to group members holding the right', () => {
    expect(lookup(demo.admin.id)).toMatchObject({ ok: true, sites: 'all' });
    state.user_groups[0]!.rights = [{ frm_id: FormId.CLIENTS, right_id: RightId.CLIENTS }];
    expect(lookup(demo.group.id)).toMatchObject({ ok: true, sites: 'all' });
  });

  it('shows the whole app to a group member with any ROSTER right', () => {
    // Sipho holds ROSTER 10 but not CLIENTS 3.
    expect(lookup(demo.group.id)).toMatchObject({ ok: true, sites: 'all' });
    state.user_groups[0]!.rights = [{ frm_id: FormId.ROSTER, right_id: RightId.WORKING_DAYS_VIEW }];
    expect(lookup(demo.group.id)).toMatchObject({ ok: true, sites: 'all' });
  });

  it('refuses a group member with neither', () => {
    state.user_groups[0]!.rights = [{ frm_id: FormId.SITES, right_id: RightId.MANAGE }];
    expect(lookup(demo.group.id)).toEqual({ ok: false, result: { status: 'INVALID_USER_RIGHTS' } });
  });

  it('limits an operations manager to their sites', () => {
    const access = lookup(demo.ops.id);
    expect(access).toMatchObject({ ok: true, sites: [demo.site.sd] });
    if (!access.ok) throw new Error('refused');
    expect(inScope(access.sites, demo.site.sd)).toBe(true);
    expect(inScope(access.sites, 'other-site')).toBe(false);
    expect(inScope('all', 'other-site')).toBe(true);
  });

  it('answers APP_NOT_SELECTED without an app and INVALID_USER_RIGHTS to strangers', () => {
    expect(lookup(demo.admin.id, null)).toEqual({ ok: false, result: { status: 'APP_NOT_SELECTED' } });
    expect(lookup(99)).toEqual({ ok: false, result: { status: 'INVALID_USER_RIGHTS' } });
  });
});
