/**
 * First-visit sessions are bounded: per client address and minute (TOO_MANY_REQUESTS beyond, the
 * store stops growing), globally (the oldest visitor sessions are evicted, user sessions kept),
 * and expired sessions are pruned.
 */
import { defaultConfig } from '../config';
import { Paths } from '../contract';
import { demo, login, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const visitorsIn = (test: TestServer) => test.readDb().sessions.filter((session) => session.kind === 'visitor');

describe('first visits from one address', () => {
  it('stop growing the store at the default per-minute limit', async () => {
    server = await startTestServer({ visitorSessionsPerMinute: defaultConfig.visitorSessionsPerMinute });
    const started = server;
    const replies = await Promise.all(Array.from({ length: 300 }, () => started.call(Paths.auth.firstVisitor)));
    const statuses = replies.map((reply) => reply.body.status);
    expect(statuses.filter((status) => status === 'OK')).toHaveLength(defaultConfig.visitorSessionsPerMinute);
    expect(statuses.filter((status) => status !== 'OK')).toEqual(
      Array(300 - defaultConfig.visitorSessionsPerMinute).fill('TOO_MANY_REQUESTS'),
    );
    expect(replies.every((reply) => reply.http === 200)).toBe(true);
    expect(visitorsIn(server)).toHaveLength(defaultConfig.visitorSessionsPerMinute);
    // 300 calls that write the store: seconds on a loaded 2-core machine, so more than jest's 5 s.
  }, 20_000);
});

describe('the store of visitor sessions', () => {
  it('keeps at most maxVisitorSessions, evicting the oldest visitors and never a user session', async () => {
    server = await startTestServer({ maxVisitorSessions: 5 });
    const user = await login(server, demo.admin.mobile, demo.admin.password);
    const visitors = [];
    for (let index = 0; index < 12; index += 1) visitors.push(await server.visitor());

    const kept = visitorsIn(server).map((session) => session.sid);
    expect(kept).toEqual(visitors.slice(-5).map((visitor) => visitor.sid));
    expect(server.readDb().sessions.some((session) => session.sid === user.sid)).toBe(true);
    // An evicted visitor is unknown now; the newest still works.
    const [oldest] = visitors;
    const newest = visitors.at(-1);
    const wrongLogin = { pass: 'x', isMobileOrEmail: 2, eml: '', mbl: '27820000000' };
    expect((await server.call(Paths.auth.login, wrongLogin, oldest)).body.status).toBe('INVALID');
    // The session check comes first: the newest visitor gets past it to the payload's validation.
    expect((await server.call(Paths.auth.login, wrongLogin, newest)).body.status).toBe('VALIDATION_ERROR');
  });

  it('prunes expired visitor sessions', async () => {
    server = await startTestServer({ visitorSessionSeconds: 60 });
    for (let index = 0; index < 4; index += 1) await server.visitor();
    expect(visitorsIn(server)).toHaveLength(4);
    server.clock.advance(61);
    const fresh = await server.visitor();
    expect(visitorsIn(server).map((session) => session.sid)).toEqual([fresh.sid]);
  });
});
