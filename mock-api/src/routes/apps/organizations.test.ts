import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, editStore, login, organization, signUp, startTestServer, storeSnapshot } from '../../testing/harness';
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

const companies = async (session: SessionGrant) => (await server.call(Paths.apps.organizations, {}, session)).body;

describe('organizations', () => {
  it('lists the organizations the user administers', async () => {
    expect(await companies(admin)).toEqual({
      status: 'OK',
      companies: [{ id: 1, c_nm: 'Acme Security Services', cmpd: demo.organization.cmpd }],
    });
  });

  it('lists none for a user who administers none (members included)', async () => {
    expect(await companies(await login(server, demo.group.mobile, demo.group.password))).toEqual({
      status: 'OK',
      companies: [],
    });
    expect(await companies(await signUp(server, '27836660001', 'orgless@times.test'))).toEqual({
      status: 'OK',
      companies: [],
    });
  });

  it('needs a full user session', async () => {
    expect((await server.call(Paths.apps.organizations, {}, await server.visitor())).body).toEqual({
      status: 'INVALID',
    });
    expect((await server.call(Paths.apps.organizations)).body).toEqual({ status: 'INVALID' });
  });
});

describe('add organization', () => {
  it('creates it with the user as its administrator and answers its new cmpd', async () => {
    const user = await signUp(server, '27836660002', 'founder@times.test');
    const reply = await server.call(
      Paths.apps.addOrganization,
      organization('  Zulu Guarding  ', 'VAT-77', 'REG-1'),
      user,
    );
    expect(reply.body).toEqual({ status: 'OK', cmpd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(reply.body.cmpd).not.toBe(demo.organization.cmpd);
    const userId = server.readDb().users.find((candidate) => candidate.mbl === '27836660002')?.id;
    expect(server.readDb().organizations.at(-1)).toEqual({
      id: 2,
      cmpd: reply.body.cmpd,
      c_nm: 'Zulu Guarding',
      reg_no: 'REG-1',
      vat_no: 'VAT-77',
      admin_user_ids: [userId],
      location_tp: 3,
      lat: -25.7479,
      lng: 28.2293,
      created_at: new Date(server.clock.ms).toISOString(),
    });
    expect(await companies(user)).toEqual({
      status: 'OK',
      companies: [{ id: 2, c_nm: 'Zulu Guarding', cmpd: reply.body.cmpd }],
    });
    // Thandi's list is unchanged.
    expect((await companies(admin)).companies).toHaveLength(1);
  });

  it('answers NAME_EXIST for a name another organization has, trimmed and in any case', async () => {
    const reply = await server.call(Paths.apps.addOrganization, organization(' acme SECURITY services '), admin);
    expect(reply.body).toEqual({ status: 'NAME_EXIST' });
    expect(server.readDb().organizations).toHaveLength(1);
  });

  it('answers VAT_REG_EXIST for a VAT number already used; an empty VAT number may repeat', async () => {
    expect(
      (await server.call(Paths.apps.addOrganization, organization('Other Co', demo.organization.vatNo), admin)).body,
    ).toEqual({
      status: 'VAT_REG_EXIST',
    });
    expect(
      (await server.call(Paths.apps.addOrganization, organization('Other Co', ' 4123 456789 '), admin)).body,
    ).toEqual({
      status: 'VAT_REG_EXIST',
    });
    expect((await server.call(Paths.apps.addOrganization, organization('First Co'), admin)).body.status).toBe('OK');
    expect((await server.call(Paths.apps.addOrganization, organization('Second Co'), admin)).body.status).toBe('OK');
    expect((await companies(admin)).companies.map((company: { c_nm: string }) => company.c_nm)).toEqual([
      'Acme Security Services',
      'First Co',
      'Second Co',
    ]);
  });

  it('answers USER_NOT_VERIFIED when the contact details are not verified', async () => {
    await editStore(
      server,
      (draft) => {
        const user = draft.users.find((candidate) => candidate.id === demo.admin.id);
        if (user) user.verified = false;
      },
      { reading: ['users'] },
    );
    expect((await server.call(Paths.apps.addOrganization, organization('Unverified Co'), admin)).body).toEqual({
      status: 'USER_NOT_VERIFIED',
    });
    expect(server.readDb().organizations).toHaveLength(1);
  });

  it('validates the payload with the shared schema', async () => {
    const reply = await server.call(
      Paths.apps.addOrganization,
      { ...organization(' '), vat_no: 'x'.repeat(101) },
      admin,
    );
    expect(reply.body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { cnm: 'Name required', vat_no: 'Max length exceeded' },
    });
  });

  it('needs a full user session', async () => {
    const reply = await server.call(Paths.apps.addOrganization, organization('Visitor Co'), await server.visitor());
    expect(reply.body).toEqual({ status: 'INVALID' });
    expect(server.readDb().organizations).toHaveLength(1);
  });
});
