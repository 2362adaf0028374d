import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { demoSessions, startTestServer } from '../../testing/harness';
import type { DemoUser, TestServer } from '../../testing/harness';

let server: TestServer;
let sessions: Record<DemoUser, SessionGrant>;
beforeAll(async () => {
  server = await startTestServer();
  sessions = await demoSessions(server);
});
afterAll(() => server.close());

const search = async (q: unknown, session?: SessionGrant) =>
  (await server.call(Paths.sites.places, { q }, session ?? sessions.group)).body;

describe('place search', () => {
  it("answers the best matches first: 'pretor' finds Pretoria", async () => {
    const reply = await search('pretor');
    expect(reply.status).toBe('OK');
    expect(reply.places[0]).toEqual({
      name: 'Pretoria',
      description: 'Gauteng, South Africa',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
  });

  it('finds Johannesburg, in any case and with accents ignored', async () => {
    expect((await search('johannesburg')).places[0]).toMatchObject({
      name: 'Johannesburg',
      description: 'Gauteng, South Africa',
    });
    expect((await search('JOHANNESBURG')).places[0].name).toBe('Johannesburg');
    expect((await search('Jòhannesbùrg')).places[0].name).toBe('Johannesburg');
    expect((await search('sao luis')).places.map((place: { name: string }) => place.name)).toContain('São Luís');
  });

  it('answers at most 10 places, and an empty list when nothing matches', async () => {
    expect((await search('an')).places).toHaveLength(10);
    expect(await search('qqqqzzzz')).toEqual({ status: 'OK', places: [] });
  });

  it('answers VALIDATION_ERROR for less than 2 characters', async () => {
    const tooShort = { status: 'VALIDATION_ERROR', errors: { q: 'Type at least 2 characters' } };
    for (const q of ['', ' p ', undefined, '\u0301\u0301']) expect(await search(q)).toEqual(tooShort);
    expect(await search('x'.repeat(101))).toEqual({ status: 'VALIDATION_ERROR', errors: { q: 'Max length exceeded' } });
  });

  it('needs the SITES right', async () => {
    expect(await search('pretoria', sessions.admin)).toMatchObject({ status: 'OK' });
    expect(await search('pretoria', sessions.ops)).toEqual({ status: 'INVALID_USER_RIGHTS' });
  });
});
