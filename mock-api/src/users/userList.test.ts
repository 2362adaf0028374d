import { loadSeed } from '../store/seed';
import type { AppMemberRecord, DbState, UserRecord } from '../store/types';
import { demo, seedDir } from '../testing/harness';
import { groupNameOf, opsSitesOf, toAppUser, toManagedUser } from './appUsers';
import { userRows } from './userListFilter';
import { pageOfUsers, userCursorOf } from './userPaging';

const APP = demo.app.appId;
let state: DbState;
beforeEach(() => {
  state = loadSeed(seedDir);
});

/** `count` more Active members of the demo app, the later added the newer. */
function addMembers(count: number, { sameTime = false } = {}): void {
  for (let index = 0; index < count; index += 1) {
    const id = 100 + index;
    state.users.push({
      ...(state.users[1] as UserRecord),
      id,
      nm: `Person${index}`,
      snm: 'Tester',
      usrcd: String(10000000000000 + index),
    });
    const added_at = new Date(Date.parse('2026-02-01T00:00:00.000Z') + (sameTime ? 0 : index * 60000)).toISOString();
    state.app_members.push({
      id,
      app_id: APP,
      user_id: id,
      user_type: 2,
      group_id: 1,
      ops_site_ids: [],
      status: 'Active',
      added_at,
      confirmed: true,
    });
  }
}

const ids = (rows: { member: AppMemberRecord }[]) => rows.map((row) => row.member.id);
const first = { pg: 1, lst_date: '', lst_count: 0 };

describe('user list filter', () => {
  it('keeps members by status and search word; short words keep them all', () => {
    const thandi = state.app_members[0]!;
    thandi.status = 'Deactivated';
    state.app_members[2]!.status = 'Pending';
    expect(ids(userRows(state, APP, { flt: 0, srch_word: '' }))).toEqual([1, 2, 3]);
    expect(ids(userRows(state, APP, { flt: 1, srch_word: '' }))).toEqual([2]);
    expect(ids(userRows(state, APP, { flt: 2, srch_word: '' }))).toEqual([1]);
    expect(ids(userRows(state, APP, { flt: 3, srch_word: '' }))).toEqual([3]);
    expect(ids(userRows(state, APP, { flt: 4, srch_word: 'SIPH' }))).toEqual([2]);
    expect(ids(userRows(state, APP, { flt: 4, srch_word: ' naledi   ops ' }))).toEqual([3]);
    expect(ids(userRows(state, APP, { flt: 4, srch_word: '6103719' }))).toEqual([1]);
    expect(ids(userRows(state, APP, { flt: 4, srch_word: 'zz' }))).toEqual([1, 2, 3]);
    expect(ids(userRows(state, APP, { flt: 4, srch_word: 'nobody' }))).toEqual([]);
  });

  it('leaves out unconfirmed adds, other apps and members without a user', () => {
    state.app_members[1]!.confirmed = false;
    state.app_members[2]!.app_id = 'other';
    state.app_members.push({ id: 9, app_id: APP, user_id: 999, user_type: 2, group_id: null, ops_site_ids: [] });
    expect(ids(userRows(state, APP, { flt: 0, srch_word: '' }))).toEqual([1]);
  });
});

describe('user list paging', () => {
  it('pages newest added first, the seeded members (no added_at) last', () => {
    addMembers(25);
    const rows = userRows(state, APP, { flt: 0, srch_word: '' });
    const one = pageOfUsers(rows, first, null);
    expect(one.ttl).toBe(28);
    expect(ids(one.rows)).toEqual(Array.from({ length: 20 }, (_, index) => 124 - index));
    expect(one).toMatchObject({ lst_count: 105, lst_date: '2026-02-01T00:05:00.000Z' });
    const query = { pg: 2, lst_date: one.lst_date, lst_count: one.lst_count };
    const two = pageOfUsers(rows, query, userCursorOf(query));
    expect(ids(two.rows)).toEqual([104, 103, 102, 101, 100, 3, 2, 1]);
    expect(two).toMatchObject({ ttl: 28, lst_count: 1, lst_date: '1970-01-01T00:00:00.000Z' });
    const after = { pg: 2, lst_date: two.lst_date, lst_count: two.lst_count };
    expect(pageOfUsers(rows, after, userCursorOf(after))).toEqual({
      ttl: 28,
      lst_count: 1,
      lst_date: two.lst_date,
      rows: [],
    });
  });

  it('breaks ties of the added date by member id, without repeats or gaps', () => {
    addMembers(30, { sameTime: true });
    const rows = userRows(state, APP, { flt: 1, srch_word: '' });
    const seen: number[] = [];
    let query = first;
    for (let page = 0; page < 3; page += 1) {
      const answer = pageOfUsers(rows, query, userCursorOf(query));
      seen.push(...ids(answer.rows));
      query = { pg: 2, lst_date: answer.lst_date, lst_count: answer.lst_count };
    }
    expect(seen).toEqual([...Array.from({ length: 30 }, (_, index) => 129 - index), 3, 2, 1]);
    expect(userCursorOf({ pg: 2, lst_date: 'nope', lst_count: 1 })).toBeNull();
  });
});

describe('the rows answered', () => {
  it('names the group, Admin or Operation Manager, and lists the operations sites', () => {
    const [thandi, sipho, naledi] = state.app_members as [AppMemberRecord, AppMemberRecord, AppMemberRecord];
    expect([thandi, sipho, naledi].map((member) => groupNameOf(state, member))).toEqual([
      'Admin',
      'Site supervisors',
      'Operation Manager',
    ]);
    expect(groupNameOf(state, { ...sipho, group_id: null })).toBe('');
    expect(toAppUser(state, sipho, state.users[1]!)).toEqual({
      id: 2,
      usd: '80591278468418',
      name: 'Sipho',
      surname: 'Group',
      gender: 1,
      u_status: 'Active',
      group_name: 'Site supervisors',
    });
    expect(toManagedUser(state, sipho, state.users[1]!)).toMatchObject({
      country_name: 'South Africa',
      right_type: 2,
      ugd: '5YOYu5QRopcj40dX',
    });
    expect(opsSitesOf(state, naledi)).toEqual([{ std: demo.site.sd, name: demo.site.name }]);
    expect(opsSitesOf(state, { ...naledi, ops_site_ids: ['gone', demo.site.sd] })).toEqual([
      { std: demo.site.sd, name: demo.site.name },
    ]);
  });
});
