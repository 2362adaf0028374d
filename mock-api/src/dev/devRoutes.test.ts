import { configFromEnv, defaultConfig } from '../config';
import { Paths } from '../contract';
import { registration, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

describe('dev routes on (MOCK_API_DEV_ROUTES=1)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /dev/outbox lists the messages to a mobile, latest first', async () => {
    const visitor = await server.visitor();
    await server.call(Paths.auth.register, registration('27835550001', 'one@times.test'), visitor);
    await server.call(Paths.auth.register, registration('27835550002', 'two@times.test'), visitor);
    await server.call(Paths.auth.register, registration('27835550001', 'one@times.test'), visitor);

    const messages = await server.outbox('27835550001');
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === '27835550001')).toBe(true);
    expect(messages[0]?.id).toBeGreaterThan(messages[1]?.id ?? Infinity);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      to: '27835550001',
      text: expect.stringContaining(messages[0]?.code ?? '-'),
      code: expect.stringMatching(/^\d{6}$/),
      purpose: 'registration',
      created_at: expect.any(String),
      // Its delivery's idempotency key: a code's is its own, whatever the store numbers it.
      key: expect.stringMatching(/^otp:[0-9a-f-]{36}$/),
    });
    expect(new Set(messages.map((message) => message.key)).size).toBe(2);
    expect(server.readDb().outbox).toHaveLength(3);
  });

  it('serves no whole-store read (it would hand out password hashes and session digests)', async () => {
    for (const path of ['/dev/db', '/dev/db/users', '/dev/db/sessions', '/dev/db/db']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ status: 'NOT_FOUND' });
    }
  });
});

describe('dev routes off (the default)', () => {
  it('are off unless the environment turns them on', () => {
    expect(defaultConfig.devRoutes).toBe(false);
    expect(configFromEnv({}).devRoutes).toBeUndefined();
    expect(configFromEnv({ MOCK_API_DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(configFromEnv({ MOCK_API_DEV_ROUTES: 'yes' }).devRoutes).toBe(false);
    expect(configFromEnv({ MOCK_API_DEV_ROUTES: '1' }).devRoutes).toBe(true);
  });

  it('answers NOT_FOUND and leaves the store alone', async () => {
    const server = await startTestServer({ devRoutes: defaultConfig.devRoutes });
    try {
      await server.visitor();
      const sessions = server.readDb().sessions.length;
      for (const [method, path] of [
        ['GET', '/dev/outbox?to=27821234567'],
        ['POST', '/dev/reset'],
        ['GET', '/dev/db/users'],
      ] as const) {
        const response = await fetch(server.url + path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ status: 'NOT_FOUND' });
      }
      expect(server.readDb().sessions).toHaveLength(sessions);
    } finally {
      await server.close();
    }
  });
});
