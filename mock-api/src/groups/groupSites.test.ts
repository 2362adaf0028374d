import { FormId, RightId } from '../contract';
import { requireAppMember } from '../rights';
import type { MemberAccess } from '../roster-setup/access';
import { rosterSiteFlags, rosterSiteVisible } from '../roster-setup/access';
import { loadSeed } from '../store/seed';
import type { DbState, SessionRecord } from '../store/types';
import { demo, seedDir } from '../testing/harness';
import { memberGroupId } from './groups';
import { canView, groupSiteFlags, groupSitesOf, storedFlags } from './groupSites';

const APP = demo.app.appId;
const SITE = demo.site.sd;
let state: DbState;
beforeEach(() => {
  state = loadSeed(seedDir);
});

const accessOf = (userId: number): MemberAccess => {
  const session = { user_id: userId, app_id: APP } as SessionRecord;
  const access = requireAppMember(state, session);
  if (!access.ok) throw new Error('not a member');
  return access;
};

describe('group site access', () => {
  it('stores isCreate 1 with isView 1', () => {
    expect(storedFlags({ isCreate: 1, isView: 0 })).toEqual({ isCreate: 1, isView: 1 });
    expect(storedFlags({ isCreate: 0, isView: 0 })).toEqual({ isCreate: 0, isView: 0 });
    expect(canView({ isCreate: 1, isView: 0 })).toBe(true);
    expect(canView({ isCreate: 0, isView: 0 })).toBe(false);
  });

  it("answers a group's flags per kind and site, 0/0 without a record or a group", () => {
    expect(groupSiteFlags(state, APP, 1, 'roster', SITE)).toEqual({ isCreate: 0, isView: 1 });
    expect(groupSiteFlags(state, APP, 1, 'timesheet', SITE)).toEqual({ isCreate: 0, isView: 0 });
    expect(groupSiteFlags(state, APP, 1, 'roster', 'other')).toEqual({ isCreate: 0, isView: 0 });
    expect(groupSiteFlags(state, APP, null, 'roster', SITE)).toEqual({ isCreate: 0, isView: 0 });
    expect(groupSiteFlags(state, 'other-app', 1, 'roster', SITE)).toEqual({ isCreate: 0, isView: 0 });
  });

  it('lists the records of a kind with the site names', () => {
    expect(groupSitesOf(state, state.user_groups[0]!, 'roster')).toEqual([
      { id: 1, std: SITE, name: 'Pretoria Central', isCreate: 0, isView: 1 },
    ]);
    expect(groupSitesOf(state, state.user_groups[0]!, 'timesheet')).toEqual([]);
  });

  it('finds the group of a group member only', () => {
    expect(memberGroupId(state, APP, demo.group.id)).toBe(1);
    expect(memberGroupId(state, APP, demo.admin.id)).toBeNull();
    expect(memberGroupId(state, APP, demo.ops.id)).toBeNull();
    expect(memberGroupId(state, 'other-app', demo.group.id)).toBeNull();
  });
});

describe('rosterSiteFlags', () => {
  it('gives admins 1/1 everywhere and operations managers 1/1 on their own sites', () => {
    expect(rosterSiteFlags(state, accessOf(demo.admin.id), 'any')).toEqual({ isCreate: 1, isView: 1 });
    expect(rosterSiteFlags(state, accessOf(demo.ops.id), SITE)).toEqual({ isCreate: 1, isView: 1 });
    expect(rosterSiteFlags(state, accessOf(demo.ops.id), 'other')).toEqual({ isCreate: 0, isView: 0 });
    expect(rosterSiteVisible(state, accessOf(demo.ops.id), 'other')).toBe(true);
  });

  it("gives a group member their group's roster record as stored, whatever their ROSTER rights", () => {
    const sipho = () => accessOf(demo.group.id);
    expect(rosterSiteFlags(state, sipho(), SITE)).toEqual({ isCreate: 0, isView: 1 });
    state.user_groups[0]!.rights.push({ frm_id: FormId.ROSTER, right_id: RightId.ROSTER_CREATE });
    expect(rosterSiteFlags(state, sipho(), SITE)).toEqual({ isCreate: 0, isView: 1 });
    state.group_sites[0]!.isCreate = 1;
    expect(rosterSiteFlags(state, sipho(), SITE)).toEqual({ isCreate: 1, isView: 1 });
    state.group_sites = [];
    expect(rosterSiteFlags(state, sipho(), SITE)).toEqual({ isCreate: 0, isView: 0 });
    expect(rosterSiteVisible(state, sipho(), SITE)).toBe(false);
  });
});
