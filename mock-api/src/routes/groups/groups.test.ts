import { Paths } from '../../contract';
import { demo, editStore, ownAppUser, useDemoServer } from '../../testing/harness';

const ctx = useDemoServer('admin');
const { call } = ctx;
const u = Paths.users;
const SUPERVISORS = { ugd: '5YOYu5QRopcj40dX', name: 'Site supervisors' };
const names = async () => (await call(u.groups, {})).groups.map((group: { name: string }) => group.name);
const add = async (group_name: string) => call(u.groupAdd, { group_name });
const storedGroup = (ugd: string) => ctx.server.readDb().user_groups.find((group) => group.gdd === ugd);

describe('user group list, add, rename', () => {
  it('lists the groups of the selected app with the number of rights granted', async () => {
    expect(await call(u.groups, {})).toEqual({
      status: 'OK',
      groups: [{ id: 1, gdd: SUPERVISORS.ugd, name: SUPERVISORS.name, total_rights: 4 }],
    });
  });

  it('adds a group without rights, trimmed, with a new public id; the list is by name', async () => {
    const reply = await add('  Access control ');
    expect(reply).toEqual({ status: 'OK', ugd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(storedGroup(reply.ugd)).toEqual({
      id: 2,
      gdd: reply.ugd,
      app_id: demo.app.appId,
      name: 'Access control',
      rights: [],
    });
    await add('Zone leads');
    expect(await names()).toEqual(['Access control', SUPERVISORS.name, 'Zone leads']);
    expect((await call(u.groups, {})).groups[0]).toEqual({
      id: 2,
      gdd: reply.ugd,
      name: 'Access control',
      total_rights: 0,
    });
  });

  it('answers GROUP_EXIST for a name the app has (trimmed, any case); another app may use it', async () => {
    expect(await add(' site SUPERVISORS ')).toEqual({ status: 'GROUP_EXIST' });
    expect(ctx.server.readDb().user_groups).toHaveLength(1);
    const lerato = await ownAppUser(ctx.server, '27834450001', 'groups@times.test', 'Groups Rota');
    expect((await call(u.groupAdd, { group_name: SUPERVISORS.name }, lerato)).status).toBe('OK');
    expect((await call(u.groups, {}, lerato)).groups.map((group: { name: string }) => group.name)).toEqual([
      SUPERVISORS.name,
    ]);
  });

  it('answers VALIDATION_ERROR for a name under 2 or over 45 characters', async () => {
    expect(await add(' x ')).toEqual({ status: 'VALIDATION_ERROR', errors: { group_name: 'Group name is required' } });
    expect(await add('x'.repeat(46))).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { group_name: 'Max length exceeded' },
    });
    expect(await call(u.groupAdd, {})).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { group_name: 'Group name is required' },
    });
  });

  it('renames a group; GROUP_EXIST for the name of another group, its own name in another case is fine', async () => {
    const { ugd } = await add('Access control');
    expect(await call(u.groupUpdate, { ugd, group_name: 'SITE supervisors' })).toEqual({ status: 'GROUP_EXIST' });
    expect(storedGroup(ugd)?.name).toBe('Access control');
    expect(await call(u.groupUpdate, { ugd, group_name: 'ACCESS CONTROL' })).toEqual({ status: 'OK' });
    expect(await call(u.groupUpdate, { ugd, group_name: ' Gate control ' })).toEqual({ status: 'OK' });
    expect(await names()).toEqual(['Gate control', SUPERVISORS.name]);
  });

  it('answers GROUP_NOT_FOUND for a group the app does not have', async () => {
    const lerato = await ownAppUser(ctx.server, '27834450002', 'groups2@times.test', 'Other Groups');
    const notFound = { status: 'GROUP_NOT_FOUND' };
    expect(await call(u.groupUpdate, { ugd: 'unknown', group_name: 'Anything' })).toEqual(notFound);
    expect(await call(u.groupUpdate, { ugd: SUPERVISORS.ugd, group_name: 'Anything' }, lerato)).toEqual(notFound);
    expect(await call(u.groupDelete, { ugd: SUPERVISORS.ugd }, lerato)).toEqual(notFound);
    expect(await call(u.groupRights, { ugd: 'unknown' })).toEqual(notFound);
    expect(await call(u.groupRightsSave, { ugd: 'unknown', group_rights: [] })).toEqual(notFound);
    expect(await call(u.groupUpdate, { group_name: 'Anything' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { ugd: 'Select group' },
    });
    expect(storedGroup(SUPERVISORS.ugd)?.name).toBe(SUPERVISORS.name);
  });
});

describe('user group delete', () => {
  it('answers RECORD_IN_USE while a member belongs to the group', async () => {
    expect(await call(u.groupDelete, { ugd: SUPERVISORS.ugd })).toEqual({ status: 'RECORD_IN_USE' });
    expect(storedGroup(SUPERVISORS.ugd)).toBeDefined();
    expect(ctx.server.readDb().group_sites).toHaveLength(1);
  });

  it('deletes a group without members, with its site access of both kinds', async () => {
    const { ugd } = await add('Access control');
    await call(u.groupRosterSiteAdd, { ugd, std: demo.site.sd, isCreate: 1, isView: 1 });
    await call(u.groupTimesheetSiteAdd, { ugd, std: demo.site.sd, isCreate: 0, isView: 1 });
    expect(ctx.server.readDb().group_sites).toHaveLength(3);
    expect(await call(u.groupDelete, { ugd })).toEqual({ status: 'OK' });
    expect(storedGroup(ugd)).toBeUndefined();
    expect(ctx.server.readDb().group_sites.map((record) => record.group_id)).toEqual([1]);
    expect(await call(u.groupDelete, { ugd })).toEqual({ status: 'GROUP_NOT_FOUND' });
    // Once Sipho is out of it, the demo group can go too.
    await editStore(
      ctx.server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.group.id);
      },
      { reading: ['app_members'] },
    );
    expect(await call(u.groupDelete, { ugd: SUPERVISORS.ugd })).toEqual({ status: 'OK' });
    expect(ctx.server.readDb().group_sites).toEqual([]);
  });
});

describe('who may manage groups', () => {
  const everyCall = (ugd: string): [string, object][] => [
    [u.groups, {}],
    [u.groupAdd, { group_name: 'Intruders' }],
    [u.groupUpdate, { ugd, group_name: 'Renamed' }],
    [u.groupDelete, { ugd }],
    [u.groupRights, { ugd }],
    [u.groupRightsSave, { ugd, group_rights: [{ right_id: 301, perm_status: 1 }] }],
    [u.groupRosterSites, { ugd }],
    [u.groupRosterSiteAdd, { ugd, std: demo.site.sd, isCreate: 1, isView: 1 }],
    [u.groupRosterSiteDelete, { ugd, std: demo.site.sd }],
    [u.groupTimesheetSites, { ugd }],
    [u.groupTimesheetSiteAdd, { ugd, std: demo.site.sd, isCreate: 1, isView: 1 }],
    [u.groupTimesheetSiteDelete, { ugd, std: demo.site.sd }],
  ];

  it('refuses the operations manager and a group member without USERS right 1, writing nothing', async () => {
    const { ugd } = await add('Spare group');
    const before = ctx.server.readDb();
    for (const who of ['ops', 'group'] as const) {
      for (const [path, payload] of everyCall(ugd)) {
        expect([path, await call(path, payload, ctx.sessions[who])]).toEqual([path, { status: 'INVALID_USER_RIGHTS' }]);
      }
    }
    const after = ctx.server.readDb();
    expect(after.user_groups).toEqual(before.user_groups);
    expect(after.group_sites).toEqual(before.group_sites);
  });

  it('answers INVALID without a session', async () => {
    for (const [path, payload] of everyCall(SUPERVISORS.ugd))
      expect((await ctx.server.call(path, payload)).body).toEqual({ status: 'INVALID' });
  });

  it('lets a group member holding USERS right 1 manage groups', async () => {
    await editStore(
      ctx.server,
      (draft) => {
        draft.user_groups[0]!.rights.push({ frm_id: 3, right_id: 1 });
      },
      { reading: ['user_groups'] },
    );
    const sipho = ctx.sessions.group;
    expect((await call(u.groupAdd, { group_name: 'Night patrol' }, sipho)).status).toBe('OK');
    expect((await call(u.groups, {}, sipho)).groups.map((group: { name: string }) => group.name)).toEqual([
      'Night patrol',
      SUPERVISORS.name,
    ]);
  });
});
