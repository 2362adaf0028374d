import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, editStore, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const P = Paths.users;

const CODES = { thandi: '61037193507912', sipho: '80591278468418', naledi: '50507572754581' } as const;
const SUPERVISORS = '5YOYu5QRopcj40dX';

const thandiRow = {
  id: 1,
  usd: CODES.thandi,
  name: 'Thandi',
  surname: 'Admin',
  gender: 2,
  u_status: 'Active',
  group_name: 'Admin',
};
const siphoRow = {
  id: 2,
  usd: CODES.sipho,
  name: 'Sipho',
  surname: 'Group',
  gender: 1,
  u_status: 'Active',
  group_name: 'Site supervisors',
};
const nalediRow = {
  id: 3,
  usd: CODES.naledi,
  name: 'Naledi',
  surname: 'Ops',
  gender: 2,
  u_status: 'Active',
  group_name: 'Operation Manager',
};

const list = (flt = 0, srch_word = '') => call(P.list, { flt, pg: 1, lst_date: '', lst_count: 0, srch_word });
const members = () => ctx.server.readDb().app_members;
const memberOf = (userId: number) => members().find((member) => member.user_id === userId);
const giveSupervisorsUsersRight = async () =>
  await editStore(
    ctx.server,
    (draft) => {
      draft.user_groups[0]!.rights.push({ frm_id: 3, right_id: 1 });
    },
    { reading: ['user_groups'] },
  );

describe('user search by code', () => {
  it('finds any verified user by their 14-digit code', async () => {
    expect(await call(P.searchByCode, { usrcd: CODES.sipho })).toEqual({
      status: 'OK',
      usr: {
        usrd: CODES.sipho,
        nm: 'Sipho',
        srm: 'Group',
        language_id: 1,
        country_id: 209,
        date_of_birth: '1992-09-03',
        idOrPassport: '',
        isIDORPass: 1,
        gender: 1,
      },
    });
  });

  it('answers USER_NOT_FOUND for an unknown or unverified code, VALIDATION_ERROR for a wrong length', async () => {
    expect(await call(P.searchByCode, { usrcd: '12345678901234' })).toEqual({ status: 'USER_NOT_FOUND' });
    await editStore(
      ctx.server,
      (draft) => {
        draft.users.find((user) => user.usrcd === CODES.sipho)!.verified = false;
      },
      { reading: ['users'] },
    );
    expect(await call(P.searchByCode, { usrcd: CODES.sipho })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.searchByCode, { usrcd: '123' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { usrcd: 'Enter the 14-digit user code' },
    });
  });
});

describe('user list and details', () => {
  it('lists the members, Thandi last (the seeded members are the oldest, by id)', async () => {
    expect(await list()).toEqual({
      status: 'OK',
      ttl: 3,
      lst_count: 1,
      lst_date: '1970-01-01T00:00:00.000Z',
      users: [nalediRow, siphoRow, thandiRow],
    });
  });

  it('filters by status and by a search word of 3 characters or more', async () => {
    await call(P.status, { usd: CODES.sipho, usr_status: 10 });
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members[2]!.status = 'Pending';
      },
      { reading: ['app_members'] },
    );
    const usds = async (flt: number, word = '') =>
      ((await list(flt, word)).users as { usd: string }[]).map((user) => user.usd);
    expect(await usds(1)).toEqual([CODES.thandi]);
    expect(await usds(2)).toEqual([CODES.sipho]);
    expect(await usds(3)).toEqual([CODES.naledi]);
    expect((await list(2)).ttl).toBe(1);
    expect(await usds(4, 'grOUp')).toEqual([CODES.sipho]);
    expect(await usds(4, '5050757')).toEqual([CODES.naledi]);
    expect(await usds(4, 'ad')).toEqual([CODES.naledi, CODES.sipho, CODES.thandi]);
    expect(await list(4, 'nobody')).toMatchObject({ ttl: 0, users: [] });
    expect(await call(P.list, { flt: 7, pg: 1 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { flt: 'Select valid filter' },
    });
  });

  it("answers a member's details with the group and the operations sites", async () => {
    expect(await call(P.details, { usd: CODES.sipho })).toEqual({
      status: 'OK',
      users: {
        usd: CODES.sipho,
        name: 'Sipho',
        surname: 'Group',
        country_name: 'South Africa',
        date_of_birth: '1992-09-03',
        idOrPass: '',
        gender: 1,
        u_status: 'Active',
        group_name: 'Site supervisors',
        right_type: 2,
        ugd: SUPERVISORS,
      },
      ops_sites: [],
    });
    expect(await call(P.details, { usd: CODES.naledi })).toMatchObject({
      users: { right_type: 3, group_name: 'Operation Manager', ugd: '' },
      ops_sites: [{ std: demo.site.sd, name: demo.site.name }],
    });
    expect(await call(P.details, { usd: CODES.thandi })).toMatchObject({
      users: { right_type: 1, group_name: 'Admin' },
    });
    expect(await call(P.details, { usd: '12345678901234' })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.details, { usd: ' ' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { usd: 'Select valid user' },
    });
  });
});

describe('user update', () => {
  it('makes a member an admin, a group member or (with operations sites) an operation manager', async () => {
    expect(await call(P.update, { usd: CODES.sipho, usr_tp: 1, ugd: '' })).toEqual({ status: 'OK' });
    expect(memberOf(demo.group.id)).toMatchObject({ user_type: 1, group_id: null });
    expect(await call(P.update, { usd: CODES.sipho, usr_tp: 2, ugd: SUPERVISORS })).toEqual({ status: 'OK' });
    expect(memberOf(demo.group.id)).toMatchObject({ user_type: 2, group_id: 1 });
    expect(await call(P.update, { usd: CODES.naledi, usr_tp: 2, ugd: SUPERVISORS })).toEqual({ status: 'OK' });
    expect(memberOf(demo.ops.id)).toMatchObject({ user_type: 2, group_id: 1, ops_site_ids: [demo.site.sd] });
    expect(await call(P.update, { usd: CODES.naledi, usr_tp: 3, ugd: SUPERVISORS })).toEqual({ status: 'OK' });
    expect(memberOf(demo.ops.id)).toMatchObject({ user_type: 3, group_id: null });
  });

  it('refuses oneself, unknown groups, operation managers without sites and a missing group', async () => {
    expect(await call(P.update, { usd: CODES.thandi, usr_tp: 2, ugd: SUPERVISORS })).toEqual({
      status: 'CANT_UPDATE_SELF',
    });
    expect(await call(P.update, { usd: CODES.sipho, usr_tp: 2, ugd: 'no-such-group' })).toEqual({
      status: 'GROUP_NOT_FOUND',
    });
    expect(await call(P.update, { usd: CODES.sipho, usr_tp: 3, ugd: '' })).toEqual({ status: 'NO_OPERATIONS_SITES' });
    expect(await call(P.update, { usd: CODES.sipho, usr_tp: 2, ugd: '' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { ugd: 'Please select user group' },
    });
    expect(await call(P.update, { usd: '12345678901234', usr_tp: 1, ugd: '' })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(memberOf(demo.group.id)).toMatchObject({ user_type: 2, group_id: 1 });
    expect(memberOf(demo.admin.id)).toMatchObject({ user_type: 1 });
  });
});

describe('user status and delete', () => {
  it('deactivates and activates a member, never oneself', async () => {
    expect(await call(P.status, { usd: CODES.sipho, usr_status: 10 })).toEqual({ status: 'OK' });
    expect(memberOf(demo.group.id)?.status).toBe('Deactivated');
    expect((await call(P.details, { usd: CODES.sipho })).users.u_status).toBe('Deactivated');
    expect(await call(P.status, { usd: CODES.sipho, usr_status: 5 })).toEqual({ status: 'OK' });
    expect(memberOf(demo.group.id)?.status).toBe('Active');
    expect(await call(P.status, { usd: CODES.thandi, usr_status: 10 })).toEqual({ status: 'CANT_UPDATE_SELF' });
    expect(await call(P.status, { usd: CODES.sipho, usr_status: 7 })).toMatchObject({ status: 'VALIDATION_ERROR' });
    expect(memberOf(demo.admin.id)?.status).toBeUndefined();
  });

  it('deletes only a deactivated member; the account stays and their sites lose them', async () => {
    expect(await call(P.delete, { usd: CODES.naledi })).toEqual({ status: 'USER_STATUS_NOT_DEACTIVATED' });
    await call(P.status, { usd: CODES.naledi, usr_status: 10 });
    expect(await call(P.delete, { usd: CODES.naledi })).toEqual({ status: 'OK' });
    const db = ctx.server.readDb();
    expect(db.app_members.map((member) => member.user_id)).toEqual([demo.admin.id, demo.group.id]);
    expect(db.users.some((user) => user.id === demo.ops.id)).toBe(true);
    expect(db.sites.find((site) => site.sd === demo.site.sd)?.ops).toBeNull();
    expect(await call(P.delete, { usd: CODES.naledi })).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.delete, { usd: CODES.thandi })).toEqual({ status: 'CANT_UPDATE_SELF' });
  });
});

describe('who manages users', () => {
  const calls: [string, object][] = [
    [P.searchByCode, { usrcd: CODES.thandi }],
    [P.list, { flt: 0, pg: 1 }],
    [P.details, { usd: CODES.thandi }],
    [P.update, { usd: CODES.thandi, usr_tp: 2, ugd: SUPERVISORS }],
    [P.status, { usd: CODES.thandi, usr_status: 10 }],
    [P.delete, { usd: CODES.thandi }],
    [P.add, { usd: CODES.thandi }],
    [P.confirmAdd, { usd: CODES.thandi }],
  ];

  it.each(['group', 'ops'] as const)('refuses the %s user without the USERS right, writing nothing', async (who) => {
    const before = ctx.server.readDb().app_members;
    for (const [path, payload] of calls)
      expect(await call(path, payload, ctx.sessions[who])).toEqual({ status: 'INVALID_USER_RIGHTS' });
    expect(ctx.server.readDb().app_members).toEqual(before);
  });

  it('needs a signed-in session with an app selected', async () => {
    expect((await ctx.server.call(P.list, { flt: 0, pg: 1 }, await ctx.server.visitor())).body).toEqual({
      status: 'INVALID',
    });
  });

  it('lets a group member holding USERS right 1 manage others, not themselves', async () => {
    await giveSupervisorsUsersRight();
    const sipho = ctx.sessions.group;
    expect((await call(P.list, { flt: 0, pg: 1 }, sipho)).ttl).toBe(3);
    expect(await call(P.status, { usd: CODES.sipho, usr_status: 10 }, sipho)).toEqual({ status: 'CANT_UPDATE_SELF' });
    expect(await call(P.delete, { usd: CODES.sipho }, sipho)).toEqual({ status: 'CANT_UPDATE_SELF' });
    expect(await call(P.status, { usd: CODES.naledi, usr_status: 10 }, sipho)).toEqual({ status: 'OK' });
    expect(memberOf(demo.ops.id)?.status).toBe('Deactivated');
  });

  it('never manages an admin by organization who has no member record', async () => {
    await giveSupervisorsUsersRight();
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.admin.id);
      },
      { reading: ['app_members'] },
    );
    const sipho = ctx.sessions.group;
    expect(await call(P.status, { usd: CODES.thandi, usr_status: 10 }, sipho)).toEqual({ status: 'USER_NOT_FOUND' });
    expect(await call(P.update, { usd: CODES.thandi, usr_tp: 3, ugd: '' }, sipho)).toEqual({
      status: 'USER_NOT_FOUND',
    });
    expect(await call(P.details, { usd: CODES.thandi }, sipho)).toEqual({ status: 'USER_NOT_FOUND' });
    expect((await list()).users.map((user: { usd: string }) => user.usd)).toEqual([CODES.naledi, CODES.sipho]);
  });
});

describe('rights follow on the next call', () => {
  const lookup = async (session: SessionGrant) => (await call(Paths.sites.lookup, {}, session)).status;

  it('refuses a deactivated member at once and lets them back in once activated', async () => {
    const { group: sipho, ops: naledi } = ctx.sessions;
    expect(await lookup(sipho)).toBe('OK');
    expect(await lookup(naledi)).toBe('OK');
    await call(P.status, { usd: CODES.sipho, usr_status: 10 });
    await call(P.status, { usd: CODES.naledi, usr_status: 10 });
    expect(await lookup(sipho)).toBe('INVALID_USER_RIGHTS');
    expect(await lookup(naledi)).toBe('INVALID_USER_RIGHTS');
    expect((await call(Paths.sites.list, { flt: 0, pg: 1 }, sipho)).status).toBe('INVALID_USER_RIGHTS');
    await call(P.status, { usd: CODES.sipho, usr_status: 5 });
    expect(await lookup(sipho)).toBe('OK');
    expect(await lookup(naledi)).toBe('INVALID_USER_RIGHTS');
  });

  it('follows a change of user type or group', async () => {
    const sipho = ctx.sessions.group;
    await call(P.update, { usd: CODES.sipho, usr_tp: 1, ugd: '' });
    expect((await call(P.list, { flt: 0, pg: 1 }, sipho)).status).toBe('OK');
    await call(P.update, { usd: CODES.sipho, usr_tp: 2, ugd: SUPERVISORS });
    expect((await call(P.list, { flt: 0, pg: 1 }, sipho)).status).toBe('INVALID_USER_RIGHTS');
    expect(await lookup(sipho)).toBe('OK');
  });
});
