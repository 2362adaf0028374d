import { Paths } from '../contract';
import { signUp, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer({ visitorSessionSeconds: 60, userSessionSeconds: 30 });
});
afterEach(() => server.close());

describe('sessions', () => {
  it('first visitor call hands out random session values with the visitor lifetime', async () => {
    const reply = await server.call(Paths.auth.firstVisitor);
    expect(reply.http).toBe(200);
    const { session } = reply.body;
    expect(reply.body.status).toBe('OK');
    for (const value of [session.sid, session.srm, session.scd]) expect(value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set([session.sid, session.srm, session.scd]).size).toBe(3);
    expect(session.expires_at).toBe(new Date(server.clock.ms + 60_000).toISOString());
    const other = await server.visitor();
    expect(other.sid).not.toBe(session.sid);
  });

  it('keeps only a digest of srm and scd in the store', async () => {
    const session = await server.visitor();
    const text = JSON.stringify(server.readDb());
    expect(text).toContain(session.sid);
    expect(text).not.toContain(session.srm);
    expect(text).not.toContain(session.scd);
  });

  it('answers INVALID for an unknown session, wrong values or empty values', async () => {
    const session = await server.visitor();
    const tries = [
      { sid: 'nope', srm: session.srm, scd: session.scd },
      { ...session, srm: 'wrong' },
      { ...session, scd: session.srm },
      { sid: '', srm: '', scd: '' },
    ];
    for (const attempt of tries) {
      expect((await server.call(Paths.general.countries, {}, attempt)).body).toEqual({ status: 'INVALID' });
    }
  });

  it('answers INVALID once a visitor session has expired', async () => {
    const session = await server.visitor();
    server.clock.advance(59);
    expect((await server.call(Paths.general.countries, {}, session)).body.status).toBe('OK');
    server.clock.advance(1);
    expect((await server.call(Paths.general.countries, {}, session)).body).toEqual({ status: 'INVALID' });
  });

  it('answers INVALID once a user session has expired', async () => {
    const session = await signUp(server, '27830000200', 'expire@times.test');
    expect(session.expires_at).toBe(new Date(server.clock.ms + 30_000).toISOString());
    expect((await server.call(Paths.auth.userDetails, {}, session)).body.status).toBe('OK');
    server.clock.advance(31);
    expect((await server.call(Paths.auth.userDetails, {}, session)).body).toEqual({ status: 'INVALID' });
  });

  it('drops expired sessions from the store when new ones are made', async () => {
    await server.visitor();
    server.clock.advance(61);
    await server.visitor();
    expect(server.readDb().sessions).toHaveLength(1);
  });
});
