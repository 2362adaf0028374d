import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import {
  createApp,
  demo,
  editStore,
  login,
  newApp,
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

const HOUR = 60 * 60;
const ORG = { cmpd: demo.organization.cmpd };

const add = async (session: SessionGrant, payload: object) =>
  (await server.call(Paths.timesApp.addApp, payload, session)).body;
const confirm = async (session: SessionGrant, ad: string, addd: string) =>
  (await server.call(Paths.timesApp.confirmApp, { ad, add: addd }, session)).body;
const appNames = async (session: SessionGrant): Promise<string[]> =>
  (await server.call(Paths.apps.userApps, {}, session)).body.apps_owner.flatMap(
    (group: { apps: { ap_name: string }[] }) => group.apps.map((app) => app.ap_name),
  );

describe('add app', () => {
  it('creates a pending own app, answering two references; confirming it lists it with the creator as admin', async () => {
    const reply = await add(admin, newApp('  My Rota  ', { handle: 'my-rota', description: ' Rotas of my own ' }));
    expect(reply).toEqual({
      status: 'OK',
      apd: expect.stringMatching(/^[\w-]{32}$/),
      apdd: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(reply.apd).not.toBe(reply.apdd);
    const stored = server.readDb().apps.at(-1);
    expect(stored).toEqual({
      id: 2,
      app_id: expect.stringMatching(/^[\w-]{16}$/),
      ap_name: 'My Rota',
      description: 'Rotas of my own',
      handle: 'my-rota',
      tags: ['test'],
      pdct: 1,
      s_pdct: 29,
      sp_name: 'Times',
      is_own: 1,
      cmpd: '',
      owner_user_id: demo.admin.id,
      confirmed: false,
      apd: reply.apd,
      apdd: reply.apdd,
      created_at: new Date(server.clock.ms).toISOString(),
      confirmed_at: null,
      max_sites: 10,
    });
    expect(await appNames(admin)).toEqual(['Acme Times']);

    server.clock.advance(30);
    expect(await confirm(admin, reply.apd, reply.apdd)).toEqual({ status: 'OK' });
    const db = server.readDb();
    expect(db.apps.at(-1)).toMatchObject({ confirmed: true, confirmed_at: new Date(server.clock.ms).toISOString() });
    expect(db.app_members.at(-1)).toEqual({
      id: 4,
      app_id: stored?.app_id,
      user_id: demo.admin.id,
      user_type: 1,
      group_id: null,
      ops_site_ids: [],
    });
    expect(await appNames(admin)).toEqual(['Acme Times', 'My Rota']);
  });

  it('creates an app of an organization the user administers', async () => {
    const reply = await add(admin, newApp('Acme Events', ORG));
    expect(reply.status).toBe('OK');
    expect(server.readDb().apps.at(-1)).toMatchObject({
      is_own: 0,
      cmpd: demo.organization.cmpd,
      owner_user_id: demo.admin.id,
    });
    expect(await confirm(admin, reply.apd, reply.apdd)).toEqual({ status: 'OK' });
    // Everyone who administers the organization sees it.
    await editStore(
      server,
      (draft) => {
        draft.organizations[0]!.admin_user_ids.push(demo.ops.id);
      },
      { reading: ['organizations'] },
    );
    expect(await appNames(await login(server, demo.ops.mobile, demo.ops.password))).toEqual([
      'Acme Events',
      'Acme Times',
    ]);
  });

  it('answers USER_NOT_ALLOWED for an organization app of an organization the user does not administer', async () => {
    const sipho = await login(server, demo.group.mobile, demo.group.password);
    expect(await add(sipho, newApp('Sipho Org App', ORG))).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(await add(admin, { ...newApp('No Org'), is_own_app: 0, cmpd: '' })).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(await add(admin, newApp('Unknown Org', { cmpd: 'unknown' }))).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(server.readDb().apps).toHaveLength(1);
  });

  it('answers HANDLE_EXIST for a handle any app holds, in any case; empty handles may repeat', async () => {
    const lerato = await signUp(server, '27838880001', 'handles@times.test');
    expect(await add(lerato, newApp('Lerato Rota', { handle: ' ACME-Times ' }))).toEqual({ status: 'HANDLE_EXIST' });
    expect((await add(lerato, newApp('First'))).status).toBe('OK');
    expect((await add(lerato, newApp('Second'))).status).toBe('OK');
  });

  it('answers APP_NAME_EXIST for a name the same owner uses; other owners may use it', async () => {
    expect(await add(admin, newApp(' acme TIMES ', ORG))).toEqual({ status: 'APP_NAME_EXIST' });
    // Thandi's own apps are another owner than her organization.
    await createApp(server, admin, 'Acme Times');
    expect(await add(admin, newApp('ACME times'))).toEqual({ status: 'APP_NAME_EXIST' });
    const lerato = await signUp(server, '27838880002', 'names@times.test');
    expect((await add(lerato, newApp('Acme Times'))).status).toBe('OK');
  });

  it('lets a pending app hold its name and handle for one hour only', async () => {
    const first = await add(admin, newApp('Held Name', { handle: 'held' }));
    server.clock.advance(HOUR - 1);
    expect(await add(admin, newApp('Held Name'))).toEqual({ status: 'APP_NAME_EXIST' });
    const lerato = await signUp(server, '27838880003', 'held@times.test');
    expect(await add(lerato, newApp('Other', { handle: 'HELD' }))).toEqual({ status: 'HANDLE_EXIST' });

    server.clock.advance(1);
    const second = await add(admin, newApp('Held Name', { handle: 'held' }));
    expect(second.status).toBe('OK');
    // The expired one is gone and can no longer be confirmed.
    expect(server.readDb().apps.filter((app) => app.ap_name === 'Held Name')).toHaveLength(1);
    expect(await confirm(admin, first.apd, first.apdd)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(await confirm(admin, second.apd, second.apdd)).toEqual({ status: 'OK' });
  });

  it('validates the payload with the shared schema (Times only)', async () => {
    expect(await add(admin, { ...newApp('x', { description: ' ' }), sub_prdct: 30, app_handle: 'no spaces' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        app_nm: ' Valid app name is required',
        app_description: ' Valid description required',
        app_handle: 'Use letters, digits, dots, dashes or underscores',
        sub_prdct: expect.any(String),
      },
    });
  });

  it('needs a full user session', async () => {
    expect(await add(await server.visitor(), newApp('Visitor App'))).toEqual({ status: 'INVALID' });
    expect(server.readDb().apps).toHaveLength(1);
  });
});

describe('confirm app', () => {
  it("refuses someone else's pending app", async () => {
    const reply = await add(admin, newApp('Thandi Only'));
    const lerato = await signUp(server, '27838880004', 'thief@times.test');
    expect(await confirm(lerato, reply.apd, reply.apdd)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(server.readDb().apps.at(-1)?.confirmed).toBe(false);
    expect(server.readDb().app_members).toHaveLength(3);
  });

  it('refuses wrong references, a second confirmation and an organization the user no longer administers', async () => {
    const own = await add(admin, newApp('Twice'));
    expect(await confirm(admin, own.apd, own.apd)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(await confirm(admin, 'unknown', own.apdd)).toEqual({ status: 'USER_NOT_ALLOWED' });
    expect(await confirm(admin, own.apd, own.apdd)).toEqual({ status: 'OK' });
    expect(await confirm(admin, own.apd, own.apdd)).toEqual({ status: 'USER_NOT_ALLOWED' });
    // The confirmed app's references no longer confirm anything, and it has one admin member.
    expect(server.readDb().app_members.filter((member) => member.user_type === 1)).toHaveLength(2);

    const org = await add(admin, newApp('Org Pending', ORG));
    await editStore(
      server,
      (draft) => {
        draft.organizations[0]!.admin_user_ids = [];
      },
      { reading: ['organizations'] },
    );
    expect(await confirm(admin, org.apd, org.apdd)).toEqual({ status: 'USER_NOT_ALLOWED' });
  });

  it('validates the payload and needs a full user session', async () => {
    expect((await server.call(Paths.timesApp.confirmApp, { ad: '' }, admin)).body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { ad: 'Invalid app reference', add: 'Invalid app reference' },
    });
    const reply = await add(admin, newApp('Session'));
    expect(await confirm(await server.visitor(), reply.apd, reply.apdd)).toEqual({ status: 'INVALID' });
  });
});
