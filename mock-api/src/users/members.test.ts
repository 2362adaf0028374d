import { loadSeed } from '../store/seed';
import type { AppMemberRecord, AppRecord, DbState } from '../store/types';
import { demo, seedDir } from '../testing/harness';
import { countryIdOfUser, countryNameOfUser } from './userCountry';
import { findUserByCode, idOrPassOf, toFoundUser } from './foundUser';
import { memberToChange, memberToRead } from './managedMember';
import {
  DEFAULT_MAX_USERS,
  confirmedMembersOf,
  isActiveMember,
  maxUsersOf,
  memberStatusOf,
  userLicenceFull,
} from './members';

const APP = demo.app.appId;
let state: DbState;
beforeEach(() => {
  state = loadSeed(seedDir);
});

const app = (): AppRecord => state.apps[0] as AppRecord;
const member = (userId: number): AppMemberRecord =>
  state.app_members.find((candidate) => candidate.user_id === userId) as AppMemberRecord;
const SIPHO_CODE = '80591278468418';

describe('member status and confirmation', () => {
  it('reads a record without a status as Active and without the flag as confirmed', () => {
    expect(memberStatusOf(member(demo.group.id))).toBe('Active');
    expect(isActiveMember(member(demo.group.id))).toBe(true);
    expect(confirmedMembersOf(state, APP).map((record) => record.user_id)).toEqual([1, 2, 3]);
  });

  it('counts Pending and Deactivated members as members, unconfirmed adds not', () => {
    member(demo.group.id).status = 'Deactivated';
    member(demo.ops.id).status = 'Pending';
    expect(isActiveMember(member(demo.group.id))).toBe(false);
    expect(confirmedMembersOf(state, APP)).toHaveLength(3);
    member(demo.ops.id).confirmed = false;
    expect(confirmedMembersOf(state, APP)).toHaveLength(2);
  });

  it('applies the user licence, 50 by default', () => {
    expect(maxUsersOf(app())).toBe(DEFAULT_MAX_USERS);
    expect(userLicenceFull(state, app())).toBe(false);
    app().max_users = 3;
    expect(userLicenceFull(state, app())).toBe(true);
    member(demo.ops.id).confirmed = false;
    expect(userLicenceFull(state, app())).toBe(false);
  });
});

describe('the member a call names', () => {
  it('finds a confirmed member by user code, USER_NOT_FOUND otherwise', () => {
    expect(memberToRead(state, APP, SIPHO_CODE)).toMatchObject({ ok: true, user: { id: 2 }, member: { id: 2 } });
    expect(memberToRead(state, APP, '00000000000000')).toEqual({ ok: false, result: { status: 'USER_NOT_FOUND' } });
    expect(memberToRead(state, 'other-app', SIPHO_CODE)).toEqual({ ok: false, result: { status: 'USER_NOT_FOUND' } });
    member(demo.group.id).confirmed = false;
    expect(memberToRead(state, APP, SIPHO_CODE)).toEqual({ ok: false, result: { status: 'USER_NOT_FOUND' } });
  });

  it('refuses a change of oneself before anything else', () => {
    expect(memberToChange(state, APP, demo.group.id, SIPHO_CODE)).toEqual({
      ok: false,
      result: { status: 'CANT_UPDATE_SELF' },
    });
    expect(memberToChange(state, APP, demo.admin.id, SIPHO_CODE).ok).toBe(true);
  });

  it('never manages an admin by organization without a member record', () => {
    state.app_members = state.app_members.filter((record) => record.user_id !== demo.admin.id);
    expect(memberToChange(state, APP, demo.group.id, '61037193507912')).toEqual({
      ok: false,
      result: { status: 'USER_NOT_FOUND' },
    });
  });
});

describe('a person found by code', () => {
  it('finds verified users only', () => {
    expect(findUserByCode(state, SIPHO_CODE)?.nm).toBe('Sipho');
    expect(findUserByCode(state, '')).toBeUndefined();
    state.users[1]!.verified = false;
    expect(findUserByCode(state, SIPHO_CODE)).toBeUndefined();
  });

  it('answers the code search shape, the country from the dial code of the mobile', () => {
    const sipho = state.users[1]!;
    expect(toFoundUser(state, sipho)).toEqual({
      usrd: SIPHO_CODE,
      nm: 'Sipho',
      srm: 'Group',
      language_id: 1,
      country_id: 209,
      date_of_birth: '1992-09-03',
      idOrPassport: '',
      isIDORPass: 1,
      gender: 1,
    });
    expect(idOrPassOf({ ...sipho, idOrPass: '9209035800081' } as typeof sipho)).toBe('9209035800081');
  });

  it('takes the longest dial code, South Africa when none matches', () => {
    const mobile = (mbl: string) => ({ mbl });
    expect(countryNameOfUser(state, mobile('27821234567'))).toBe('South Africa');
    expect(countryNameOfUser(state, mobile('263771234567'))).toBe('Zimbabwe');
    expect(countryNameOfUser(state, mobile('447700900123'))).toBe(
      state.countries.find((country) => country.c_code === '44')?.c_nm,
    );
    expect(countryIdOfUser(state, mobile('0821234567'))).toBe(209);
    expect(countryNameOfUser(state, mobile('0021234567'))).toBe('South Africa');
  });
});
