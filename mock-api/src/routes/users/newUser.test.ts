import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, demoAppSelection, editStore, signUp, useDemoServer } from '../../testing/harness';
import { testUser } from '../../testing/testUser';

const ctx = useDemoServer('admin');
const { call } = ctx;
const P = Paths.users;
const SUPERVISORS = '5YOYu5QRopcj40dX';
const SIPHO = '80591278468418';

const listUsds = async (flt = 0) =>
  ((await call(P.list, { flt, pg: 1 })).users as { usd: string }[]).map((user) => user.usd);
const codeOf = (mobile: string) => ctx.server.readDb().users.find((user) => user.mbl === mobile)?.usrcd ?? '';

describe('adding a signed-up person', () => {
  let lerato: SessionGrant;
  let code: string;
  beforeEach(async () => {
    lerato = await signUp(ctx.server, '27837771001', 'lerato.users@times.test');
    code = codeOf('27837771001');
  });
  const select = async () => (await call(Paths.apps.selectApp, demoAppSelection, lerato)).status;
  const sitesLookup = async () => (await call(Paths.sites.lookup, {}, lerato)).status;

  it('finds, adds, confirms, activates and groups them; their rights follow each step', async () => {
    expect(await call(P.searchByCode, { usrcd: code })).toMatchObject({
      status: 'OK',
      usr: { usrd: code, nm: 'Lerato', srm: 'Mokoena' },
    });

    expect(await call(P.add, { usd: code })).toEqual({ status: 'OK', usd: code });
    const db = ctx.server.readDb();
    const leratoId = db.users.find((user) => user.usrcd === code)?.id;
    const added = db.app_members.find((member) => member.app_id === demo.app.appId && member.user_id === leratoId);
    expect(added).toMatchObject({
      user_type: 2,
      group_id: null,
      ops_site_ids: [],
      status: 'Pending',
      confirmed: false,
      added_at: '2026-03-01T08:00:00.000Z',
    });
    expect(await listUsds()).not.toContain(code);
    expect(await call(P.details, { usd: code })).toEqual({ status: 'USER_NOT_FOUND' });

    expect(await call(P.confirmAdd, { usd: code })).toEqual({ status: 'OK', usd: code });
    expect(await listUsds()).toEqual([code, '50507572754581', SIPHO, '61037193507912']);
    expect(await listUsds(3)).toEqual([code]);
    expect((await call(P.list, { flt: 0, pg: 1 })).users[0]).toMatchObject({
      name: 'Lerato',
      u_status: 'Pending',
      group_name: '',
    });
    expect(await call(P.details, { usd: code })).toMatchObject({
      users: { u_status: 'Pending', right_type: 2, ugd: '' },
      ops_sites: [],
    });

    // Pending: the app is neither listed nor selectable.
    expect((await call(Paths.apps.userApps, {}, lerato)).apps_owner).toEqual([]);
    expect(await select()).toBe('USER_NOT_ALLOWED');

    expect(await call(P.status, { usd: code, usr_status: 5 })).toEqual({ status: 'OK' });
    expect((await call(Paths.apps.userApps, {}, lerato)).apps_owner).toHaveLength(1);
    expect(await select()).toBe('OK');
    // Active, but a group member without a group: no rights yet.
    expect(await sitesLookup()).toBe('INVALID_USER_RIGHTS');

    expect(await call(P.update, { usd: code, usr_tp: 2, ugd: SUPERVISORS })).toEqual({ status: 'OK' });
    expect(await sitesLookup()).toBe('OK');
    expect((await call(P.list, { flt: 0, pg: 1 }, lerato)).status).toBe('INVALID_USER_RIGHTS');
    expect(await call(P.details, { usd: code })).toMatchObject({
      users: { u_status: 'Active', group_name: 'Site supervisors', ugd: SUPERVISORS },
    });

    expect(await call(P.status, { usd: code, usr_status: 10 })).toEqual({ status: 'OK' });
    expect(await sitesLookup()).toBe('INVALID_USER_RIGHTS');
    expect(await call(P.delete, { usd: code })).toEqual({ status: 'OK' });
    expect(await listUsds()).not.toContain(code);
    expect(await call(P.searchByCode, { usrcd: code })).toMatchObject({ status: 'OK' });
  });

  it('answers USER_ALREADY_EXIST for a member (any status) or an admin, USER_NOT_FOUND for nobody', async () => {
    await call(P.add, { usd: code });
    // An unconfirmed add may be made again.
    expect(await call(P.add, { usd: code })).toEqual({ status: 'OK', usd: code });
    expect(ctx.server.readDb().app_members.filter((member) => member.user_id > 3)).toHaveLength(1);
    await call(P.confirmAdd, { usd: code });
    expect(await call(P.add, { usd: code })).toEqual({ status: 'USER_ALREADY_EXIST' });
    await call(P.status, { usd: SIPHO, usr_status: 10 });
    expect(await call(P.add, { usd: SIPHO })).toEqual({ status: 'USER_ALREADY_EXIST' });
    expect(await call(P.add, { usd: '61037193507912' })).toEqual({ status: 'USER_ALREADY_EXIST' });
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.admin.id);
      },
      { reading: ['app_members'] },
    );
    // Thandi administers the organization: still an admin of the app without a membership.
    expect(await call(P.add, { usd: '61037193507912' })).toEqual({ status: 'USER_ALREADY_EXIST' });
    expect(await call(P.add, { usd: '12345678901234' })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.confirmAdd, { usd: '12345678901234' })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.confirmAdd, { usd: SIPHO })).toEqual({ status: 'OK', usd: SIPHO });
  });

  it('answers USER_MAX_LICENSED_EXCEEDED once the app has max_users members, whatever their status', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_users = 3;
        draft.app_members[1]!.status = 'Deactivated';
        draft.app_members[2]!.status = 'Pending';
      },
      { reading: ['apps', 'app_members'] },
    );
    const before = ctx.server.readDb().app_members;
    expect(await call(P.add, { usd: code })).toEqual({ status: 'USER_MAX_LICENSED_EXCEEDED' });
    expect(ctx.server.readDb().app_members).toEqual(before);
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_users = 4;
      },
      { reading: ['apps'] },
    );
    expect(await call(P.add, { usd: code })).toEqual({ status: 'OK', usd: code });
    // The licence filled up between the add and its confirmation.
    await editStore(
      ctx.server,
      (draft) => {
        draft.apps[0]!.max_users = 3;
      },
      { reading: ['apps'] },
    );
    expect(await call(P.confirmAdd, { usd: code })).toEqual({ status: 'USER_MAX_LICENSED_EXCEEDED' });
  });
});

describe('user list paging', () => {
  it('pages 20 users, newest added first, then the rest after the cursor', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        for (let index = 0; index < 22; index += 1) {
          const id = 100 + index;
          draft.users.push(testUser(id, { nm: `Guard${index}`, usrcd: String(20000000000000 + index) }));
          const added_at = new Date(Date.parse('2026-02-01T00:00:00.000Z') + index * 1000).toISOString();
          draft.app_members.push({
            id,
            app_id: demo.app.appId,
            user_id: id,
            user_type: 2,
            group_id: 1,
            ops_site_ids: [],
            added_at,
          });
        }
      },
      { reading: ['app_members'] },
    );
    const one = await call(P.list, { flt: 0, pg: 1 });
    expect(one).toMatchObject({ status: 'OK', ttl: 25, lst_count: 102, lst_date: '2026-02-01T00:00:02.000Z' });
    expect(one.users).toHaveLength(20);
    expect(one.users[0]).toMatchObject({
      id: 121,
      name: 'Guard21',
      u_status: 'Active',
      group_name: 'Site supervisors',
    });
    const two = await call(P.list, { flt: 0, pg: 2, lst_date: one.lst_date, lst_count: one.lst_count });
    expect(two.users.map((user: { id: number }) => user.id)).toEqual([101, 100, 3, 2, 1]);
    expect(two).toMatchObject({ ttl: 25, lst_count: 1 });
    const three = await call(P.list, { flt: 0, pg: 2, lst_date: two.lst_date, lst_count: two.lst_count });
    expect(three).toEqual({ status: 'OK', ttl: 25, lst_count: 1, lst_date: two.lst_date, users: [] });
    expect((await call(P.list, { flt: 4, pg: 1, srch_word: 'guard1' })).ttl).toBe(11);
  });

  it('answers VALIDATION_ERROR for a next page without a date cursor', async () => {
    expect(await call(P.list, { flt: 0, pg: 2, lst_date: '', lst_count: 3 })).toMatchObject({
      status: 'VALIDATION_ERROR',
      errors: { lst_date: expect.any(String) },
    });
  });

  it('answers APP_NOT_SELECTED to a session without an app', async () => {
    const fresh = await signUp(ctx.server, '27837771002', 'fresh.users@times.test');
    expect(await call(P.list, { flt: 0, pg: 1 }, fresh)).toEqual({ status: 'APP_NOT_SELECTED' });
  });
});
