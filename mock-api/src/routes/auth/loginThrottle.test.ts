/** Wrong passwords are throttled per account and per client address; successes are not held against anyone. */
import { Paths } from '../../contract';
import { defaultThrottleLimits } from '../../security/throttle/limits';
import type { ThrottleLimits } from '../../security/throttle/limits';
import { demo, signUp, startTestServer, toRequest } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { shiftWallClock } from '../../testing/wallClock';

const byMobile = (mbl: string, pass: string) => ({ pass, isMobileOrEmail: 2, eml: '', mbl });
const byEmail = (eml: string, pass: string) => ({ pass, isMobileOrEmail: 1, eml, mbl: '' });

async function login(server: TestServer, payload: object, headers: Record<string, string> = {}) {
  const visitor = await server.visitor();
  const body = JSON.stringify({ ...payload, app_tp: 1, net_info: {}, request_session: toRequest(visitor) });
  return (await server.raw(Paths.auth.login, body, { headers: { 'content-type': 'application/json', ...headers } }))
    .body;
}

const wrongTimes = async (server: TestServer, times: number, payload: object) => {
  const statuses: string[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await login(server, payload)).status);
  return statuses;
};

describe('login throttle with the default limits', () => {
  let server: TestServer;
  let clock: ReturnType<typeof shiftWallClock>;
  beforeEach(async () => {
    clock = shiftWallClock();
    server = await startTestServer();
    await signUp(server, '27832230001', 'throttled@times.test', 'Right#Pass1');
  });
  afterEach(async () => {
    await server.close();
    clock.restore();
  });

  it('refuses the 11th attempt within 15 minutes, even with the right password, while another account still signs in', async () => {
    expect(defaultThrottleLimits.loginFailuresPerAccount).toEqual({ points: 10, seconds: 900 });
    expect(await wrongTimes(server, 10, byMobile('27832230001', 'Wrong#Pass1'))).toEqual(
      Array(10).fill('LOGIN_FAILED'),
    );

    const refused = await login(server, byMobile('27832230001', 'Right#Pass1'));
    expect(refused).toEqual({ status: 'TOO_MANY_ATTEMPTS', retry_after: expect.any(Number) });
    expect(refused.retry_after).toBeGreaterThan(880);
    expect(refused.retry_after).toBeLessThanOrEqual(900);
    // The same account by its e-mail address: one count per account.
    expect((await login(server, byEmail('throttled@times.test', 'Right#Pass1'))).status).toBe('TOO_MANY_ATTEMPTS');
    // Another account, from the same address.
    expect((await login(server, byMobile(demo.admin.mobile, demo.admin.password))).status).toBe('OK');

    clock.advance(14 * 60);
    expect((await login(server, byMobile('27832230001', 'Right#Pass1'))).status).toBe('TOO_MANY_ATTEMPTS');
    clock.advance(60);
    expect((await login(server, byMobile('27832230001', 'Right#Pass1'))).status).toBe('OK');
  });

  it('throttles an unknown account like a known one', async () => {
    expect(await wrongTimes(server, 10, byMobile('27839990000', 'Any#Pass1'))).toEqual(Array(10).fill('LOGIN_FAILED'));
    expect((await login(server, byMobile('27839990000', 'Any#Pass1'))).status).toBe('TOO_MANY_ATTEMPTS');
  });

  it('starts the count afresh after a successful sign-in', async () => {
    await wrongTimes(server, 9, byMobile('27832230001', 'Wrong#Pass1'));
    expect((await login(server, byMobile('27832230001', 'Right#Pass1'))).status).toBe('OK');
    expect(await wrongTimes(server, 10, byMobile('27832230001', 'Wrong#Pass1'))).toEqual(
      Array(10).fill('LOGIN_FAILED'),
    );
    expect((await login(server, byMobile('27832230001', 'Right#Pass1'))).status).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts parallel attempts before checking them: no more than 10 wrong passwords get through', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => login(server, byMobile('27832230001', 'Wrong#Pass1'))),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 'LOGIN_FAILED')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'TOO_MANY_ATTEMPTS')).toHaveLength(20);
  });
});

describe('login throttle per client address', () => {
  const limits = (perAddress: number): ThrottleLimits => ({
    ...defaultThrottleLimits,
    loginFailuresPerAddress: { points: perAddress, seconds: 900 },
  });
  let server: TestServer;
  afterEach(() => server.close());

  it('refuses any account from an address past its wrong passwords, but never counts successes', async () => {
    server = await startTestServer({ throttle: limits(3) });
    for (let i = 0; i < 5; i += 1)
      expect((await login(server, byMobile(demo.admin.mobile, demo.admin.password))).status).toBe('OK');
    for (const who of ['27839990001', '27839990002', '27839990003']) {
      expect((await login(server, byMobile(who, 'Wrong#Pass1'))).status).toBe('LOGIN_FAILED');
    }
    expect((await login(server, byMobile(demo.group.mobile, demo.group.password))).status).toBe('TOO_MANY_ATTEMPTS');
  });

  it('does not believe X-Forwarded-For unless told the API is behind a proxy', async () => {
    server = await startTestServer({ throttle: limits(2) });
    for (const forwarded of ['203.0.113.1', '203.0.113.2']) {
      await login(server, byMobile('27839990001', 'Wrong#Pass1'), { 'x-forwarded-for': forwarded });
    }
    const refused = await login(server, byMobile(demo.admin.mobile, demo.admin.password), {
      'x-forwarded-for': '203.0.113.3',
    });
    expect(refused.status).toBe('TOO_MANY_ATTEMPTS');
  });

  it('counts per forwarded address behind a trusted proxy', async () => {
    server = await startTestServer({ throttle: limits(2), trustProxy: 'loopback' });
    for (let i = 0; i < 2; i += 1) {
      await login(server, byMobile(`2783999000${i}`, 'Wrong#Pass1'), { 'x-forwarded-for': '203.0.113.1' });
    }
    const other = await login(server, byMobile(demo.admin.mobile, demo.admin.password), {
      'x-forwarded-for': '203.0.113.2',
    });
    expect(other.status).toBe('OK');
    const same = await login(server, byMobile(demo.admin.mobile, demo.admin.password), {
      'x-forwarded-for': '203.0.113.1',
    });
    expect(same.status).toBe('TOO_MANY_ATTEMPTS');
  });
});
