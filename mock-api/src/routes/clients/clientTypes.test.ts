import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demo, demoSessions, ownAppUser, startTestServer, storeSnapshot } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
let admin: SessionGrant;
let restore: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await demoSessions(server));
  restore = await storeSnapshot(server);
});
afterEach(() => restore());
afterAll(() => server.close());

const { retail, industrial } = demo.clientTypes;
const call = async (path: string, payload: object, session = admin) => (await server.call(path, payload, session)).body;
const types = async (session = admin) => (await call(Paths.clients.typeList, {}, session)).types;

describe('client types', () => {
  it('lists the types of the selected app by name', async () => {
    expect(await call(Paths.clients.typeList, {})).toEqual({
      status: 'OK',
      types: [
        { id: 2, tpd: industrial.tpd, name: 'Industrial' },
        { id: 1, tpd: retail.tpd, name: 'Retail' },
      ],
    });
  });

  it('adds a type with a new public id, trimmed', async () => {
    const reply = await call(Paths.clients.typeAdd, { name: '  Commercial ' });
    expect(reply).toEqual({ status: 'OK', tpd: expect.stringMatching(/^[\w-]{16}$/) });
    expect(server.readDb().client_types.at(-1)).toEqual({
      id: expect.any(Number),
      tpd: reply.tpd,
      app_id: demo.app.appId,
      name: 'Commercial',
    });
    expect((await types()).map((type: { name: string }) => type.name)).toEqual(['Commercial', 'Industrial', 'Retail']);
  });

  it('answers RECORD_EXIST for a name the app has, in any case; another app may use it', async () => {
    expect(await call(Paths.clients.typeAdd, { name: ' RETAIL ' })).toEqual({ status: 'RECORD_EXIST' });
    expect(server.readDb().client_types).toHaveLength(2);
    const lerato = await ownAppUser(server, '27834440001', 'types@times.test', 'Types Rota');
    expect((await call(Paths.clients.typeAdd, { name: 'Retail' }, lerato)).status).toBe('OK');
    expect((await types(lerato)).map((type: { name: string }) => type.name)).toEqual(['Retail']);
  });

  it('renames a type; RECORD_EXIST for the name of another type, its own name in another case is fine', async () => {
    expect(await call(Paths.clients.typeUpdate, { tpd: retail.tpd, name: 'industrial' })).toEqual({
      status: 'RECORD_EXIST',
    });
    expect(await call(Paths.clients.typeUpdate, { tpd: retail.tpd, name: 'RETAIL' })).toEqual({ status: 'OK' });
    expect(await call(Paths.clients.typeUpdate, { tpd: retail.tpd, name: 'Retail chains' })).toEqual({ status: 'OK' });
    expect(await types()).toContainEqual({ id: 1, tpd: retail.tpd, name: 'Retail chains' });
    // The client list shows the new name.
    const clients = (await call(Paths.clients.list, { flt: 0 })).clients;
    expect(clients.find((client: { name: string }) => client.name === 'Acme Retail').client_type_name).toBe(
      'Retail chains',
    );
  });

  it('deletes a type no client has; RECORD_IN_USE while a client has it', async () => {
    expect(await call(Paths.clients.typeDelete, { tpd: retail.tpd })).toEqual({ status: 'RECORD_IN_USE' });
    const { tpd } = await call(Paths.clients.typeAdd, { name: 'Spare' });
    expect(await call(Paths.clients.typeDelete, { tpd })).toEqual({ status: 'OK' });
    expect(server.readDb().client_types.map((type) => type.name)).toEqual(['Retail', 'Industrial']);
    // Once its clients are gone, a type can go.
    await call(Paths.clients.delete, { clntd: demo.clients.highveld.cntd });
    expect(await call(Paths.clients.typeDelete, { tpd: industrial.tpd })).toEqual({ status: 'OK' });
  });

  it('answers VALIDATION_ERROR for a type the app does not have, and for invalid payloads', async () => {
    const unknown = { status: 'VALIDATION_ERROR', errors: { tpd: 'Select valid client type' } };
    expect(await call(Paths.clients.typeUpdate, { tpd: 'nope', name: 'X type' })).toEqual(unknown);
    expect(await call(Paths.clients.typeDelete, { tpd: 'nope' })).toEqual(unknown);
    const lerato = await ownAppUser(server, '27834440002', 'types2@times.test', 'Other Types');
    expect(await call(Paths.clients.typeDelete, { tpd: retail.tpd }, lerato)).toEqual(unknown);
    expect(await call(Paths.clients.typeAdd, { name: 'x' })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { name: 'Client type name is required' },
    });
    expect(await call(Paths.clients.typeAdd, { name: 'x'.repeat(46) })).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { name: 'Max length exceeded' },
    });
    expect(await call(Paths.clients.typeUpdate, { name: 'Fine name' })).toEqual(unknown);
  });
});
