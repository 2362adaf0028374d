import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import {
  createApp,
  demo,
  demoAppSelection,
  editStore,
  login,
  newApp,
  selection,
  signUp,
  startTestServer,
  storeSnapshot,
} from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
let admin: SessionGrant;
let restore: () => Promise<void>;
// One server for the file (a new one costs a database of its own on PostgreSQL); each test starts from the store
// as it was after the admin's sign-in.
beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server, demo.admin.mobile, demo.admin.password);
  restore = await storeSnapshot(server);
});
afterEach(() => restore());
afterAll(() => server.close());

const acmeTimes = {
  id: 1,
  sp_name: 'Times',
  ap_name: 'Acme Times',
  pdct: 1,
  s_pdct: 29,
  app_id: demo.app.appId,
  isOwn: 0,
  cmpd: demo.organization.cmpd,
};

const userApps = async (session: SessionGrant) => (await server.call(Paths.apps.userApps, {}, session)).body;
const names = (group: { apps: { ap_name: string }[] }) => group.apps.map((app) => app.ap_name);
const select = async (session: SessionGrant, payload: object) =>
  (await server.call(Paths.apps.selectApp, payload, session)).body;

describe('user apps', () => {
  it('lists the demo app under its organization for each of the three demo accounts, and no recent apps yet', async () => {
    const expected = {
      status: 'OK',
      recent_apps: [],
      apps_owner: [{ name: 'Acme Security Services', apps: [acmeTimes] }],
    };
    expect(await userApps(admin)).toEqual(expected);
    expect(await userApps(await login(server, demo.group.mobile, demo.group.password))).toEqual(expected);
    expect(await userApps(await login(server, demo.ops.mobile, demo.ops.password))).toEqual(expected);
  });

  it('lists nothing for a new user', async () => {
    expect(await userApps(await signUp(server, '27837770001', 'new@times.test'))).toEqual({
      status: 'OK',
      recent_apps: [],
      apps_owner: [],
    });
  });

  it("groups own apps under the user's full name, groups and apps sorted by name, pending apps left out", async () => {
    await createApp(server, admin, 'Zulu Shifts');
    await createApp(server, admin, 'alpha rota');
    await createApp(server, admin, 'Beta Guards', { cmpd: demo.organization.cmpd });
    await server.call(Paths.timesApp.addApp, newApp('Pending One'), admin);
    const body = await userApps(admin);
    expect(body.apps_owner.map((group: { name: string }) => group.name)).toEqual([
      'Acme Security Services',
      'Thandi Admin',
    ]);
    expect(names(body.apps_owner[0])).toEqual(['Acme Times', 'Beta Guards']);
    expect(names(body.apps_owner[1])).toEqual(['alpha rota', 'Zulu Shifts']);
    expect(body.apps_owner[1].apps[0]).toEqual({
      id: expect.any(Number),
      sp_name: 'Times',
      ap_name: 'alpha rota',
      pdct: 1,
      s_pdct: 29,
      app_id: expect.any(String),
      isOwn: 1,
      cmpd: '',
    });
  });

  it("shows an app the user is a member of under its owner's name, and drops it once the membership ends", async () => {
    const lerato = await signUp(server, '27837770002', 'lerato@times.test');
    const own = await createApp(server, lerato, 'Lerato Rota');
    await editStore(
      server,
      (draft) => {
        draft.app_members.push({
          id: 99,
          app_id: own.app_id,
          user_id: demo.admin.id,
          user_type: 2,
          group_id: null,
          ops_site_ids: [],
        });
      },
      { reading: ['app_members'] },
    );
    const body = await userApps(admin);
    expect(body.apps_owner.map((group: { name: string }) => group.name)).toEqual([
      'Acme Security Services',
      'Lerato Mokoena',
    ]);
    await editStore(
      server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.id !== 99);
      },
      { reading: ['app_members'] },
    );
    expect((await userApps(admin)).apps_owner).toHaveLength(1);
  });

  it.each(['Pending', 'Deactivated'] as const)(
    'neither lists nor selects an app whose membership is %s, and does again once Active',
    async (status) => {
      const setStatus = async (value: 'Active' | 'Pending' | 'Deactivated') =>
        await editStore(
          server,
          (draft) => {
            for (const member of draft.app_members) if (member.user_id !== demo.admin.id) member.status = value;
          },
          { reading: ['app_members'] },
        );
      const sipho = await login(server, demo.group.mobile, demo.group.password);
      const naledi = await login(server, demo.ops.mobile, demo.ops.password);
      await select(sipho, demoAppSelection);
      await setStatus(status);
      for (const session of [sipho, naledi]) {
        expect(await userApps(session)).toEqual({ status: 'OK', recent_apps: [], apps_owner: [] });
        expect(await select(session, demoAppSelection)).toEqual({ status: 'USER_NOT_ALLOWED' });
      }
      // The app Sipho selected before is refused on his next call.
      expect((await server.call(Paths.timesApp.appDetails, {}, sipho)).body).toEqual({ status: 'INVALID_USER_RIGHTS' });
      await setStatus('Active');
      expect((await userApps(sipho)).recent_apps).toEqual([{ name: 'Recent', apps: [acmeTimes] }]);
      expect(await select(naledi, demoAppSelection)).toEqual({ status: 'OK', kind: 'manager' });
    },
  );

  it('keeps listing the app to an administrator of its organization whose membership is not Active', async () => {
    await editStore(
      server,
      (draft) => {
        draft.app_members[0]!.status = 'Deactivated';
      },
      { reading: ['app_members'] },
    );
    expect(names((await userApps(admin)).apps_owner[0])).toEqual(['Acme Times']);
    expect(await select(admin, demoAppSelection)).toEqual({ status: 'OK', kind: 'manager' });
  });

  it("lists an organization's apps to its administrators without a membership, and not once they stop administering it", async () => {
    await editStore(
      server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.admin.id);
      },
      { reading: ['app_members'] },
    );
    expect(names((await userApps(admin)).apps_owner[0])).toEqual(['Acme Times']);
    await editStore(
      server,
      (draft) => {
        draft.organizations[0]!.admin_user_ids = [];
      },
      { reading: ['organizations'] },
    );
    expect(await userApps(admin)).toEqual({ status: 'OK', recent_apps: [], apps_owner: [] });
  });

  it('needs a full user session', async () => {
    expect((await server.call(Paths.apps.userApps, {}, await server.visitor())).body).toEqual({ status: 'INVALID' });
  });
});

describe('select app', () => {
  it('selects an app the user may open, puts it on the session and in the Recent list', async () => {
    expect(await select(admin, demoAppSelection)).toEqual({ status: 'OK', kind: 'manager' });
    const db = server.readDb();
    expect(db.sessions.find((session) => session.sid === admin.sid)?.app_id).toBe(demo.app.appId);
    expect(db.app_selections).toEqual([
      { user_id: demo.admin.id, app_id: demo.app.appId, selected_at: new Date(server.clock.ms).toISOString() },
    ]);
    expect((await userApps(admin)).recent_apps).toEqual([{ name: 'Recent', apps: [acmeTimes] }]);
  });

  it('keeps the selection per session: another session of the same user has none', async () => {
    await select(admin, demoAppSelection);
    const other = await login(server, demo.admin.mobile, demo.admin.password);
    expect((await server.call(Paths.timesApp.appDetails, {}, other)).body).toEqual({ status: 'APP_NOT_SELECTED' });
    expect((await server.call(Paths.timesApp.appDetails, {}, admin)).body.status).toBe('OK');
  });

  it('orders Recent by the latest selection and keeps at most 5', async () => {
    const apps: Awaited<ReturnType<typeof createApp>>[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five', 'Six']) apps.push(await createApp(server, admin, name));
    const pick = async (index: number) => {
      server.clock.advance(1);
      expect(await select(admin, selection(apps[index]!))).toEqual({ status: 'OK', kind: 'manager' });
    };
    await pick(0);
    await pick(1);
    await pick(2);
    expect(names((await userApps(admin)).recent_apps[0])).toEqual(['Three', 'Two', 'One']);
    await pick(0);
    expect(names((await userApps(admin)).recent_apps[0])).toEqual(['One', 'Three', 'Two']);
    await pick(3);
    await pick(4);
    await pick(5);
    server.clock.advance(1);
    await select(admin, demoAppSelection);
    expect(names((await userApps(admin)).recent_apps[0])).toEqual(['Acme Times', 'Six', 'Five', 'Four', 'One']);
    // One record per user and app.
    expect(server.readDb().app_selections).toHaveLength(7);
  });

  it('orders selections made in the same millisecond by their order', async () => {
    const one = await createApp(server, admin, 'Same One');
    const two = await createApp(server, admin, 'Same Two');
    await select(admin, selection(one));
    await select(admin, selection(two));
    expect(names((await userApps(admin)).recent_apps[0])).toEqual(['Same Two', 'Same One']);
  });

  it('leaves an app the user may no longer open out of Recent', async () => {
    const sipho = await login(server, demo.group.mobile, demo.group.password);
    await select(sipho, demoAppSelection);
    expect((await userApps(sipho)).recent_apps).toHaveLength(1);
    await editStore(
      server,
      (draft) => {
        draft.app_members = draft.app_members.filter((member) => member.user_id !== demo.group.id);
      },
      { reading: ['app_members'] },
    );
    expect((await userApps(sipho)).recent_apps).toEqual([]);
  });

  it.each([
    ['an unknown app', { ...demoAppSelection, ap_id: 'nope' }],
    ['another product', { ...demoAppSelection, prd: 2 }],
    ['another sub-product', { ...demoAppSelection, sprd: 30 }],
    ['the wrong isOwn', { ...demoAppSelection, isOwn: 1 }],
    ['the wrong organization', { ...demoAppSelection, cmpd: 'other' }],
    ['no organization', { ...demoAppSelection, cmpd: '' }],
  ])('answers USER_NOT_ALLOWED for %s', async (_name, payload) => {
    expect(await select(admin, payload)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(server.readDb().sessions.find((session) => session.sid === admin.sid)?.app_id).toBeNull();
    expect(server.readDb().app_selections).toEqual([]);
  });

  it("answers USER_NOT_ALLOWED for another user's app, which then stays unreadable", async () => {
    const stranger = await signUp(server, '27837770003', 'stranger@times.test');
    expect(await select(stranger, demoAppSelection)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect((await server.call(Paths.timesApp.appDetails, {}, stranger)).body).toEqual({ status: 'APP_NOT_SELECTED' });
    expect((await server.call(Paths.timesApp.forms, {}, stranger)).body).toEqual({ status: 'APP_NOT_SELECTED' });

    // With an app of their own selected, the stranger still reads only their own app.
    const own = await createApp(server, stranger, 'Stranger Rota');
    expect(await select(stranger, selection(own))).toEqual({ status: 'OK', kind: 'manager' });
    expect(await select(stranger, demoAppSelection)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect((await server.call(Paths.timesApp.appDetails, {}, stranger)).body.app_details.app_name).toBe(
      'Stranger Rota',
    );

    // Nor may Thandi select the stranger's own app.
    expect(await select(admin, selection(own))).toEqual({ status: 'USER_NOT_ALLOWED' });
  });

  it('answers USER_NOT_ALLOWED for a pending app, even to its creator', async () => {
    const added = await server.call(Paths.timesApp.addApp, newApp('Not Yet'), admin);
    const app = server.readDb().apps.find((candidate) => candidate.apd === added.body.apd);
    expect(await select(admin, selection({ app_id: app?.app_id ?? '', isOwn: 1, cmpd: '' }))).toEqual({
      status: 'USER_NOT_ALLOWED',
    });
  });

  it('validates the payload and needs a full user session', async () => {
    expect(await select(admin, { prd: 'x', sprd: 29, ap_id: ' ', isOwn: 3 })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { prd: 'Select valid product', ap_id: 'Select valid app', isOwn: 'Select valid app' },
    });
    expect(await select(await server.visitor(), demoAppSelection)).toEqual({ status: 'INVALID' });
  });
});
