import { Paths } from '../contract';
import { registration, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

describe('dev routes on (default)', () => {
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
    });
    expect(server.readDb().outbox).toHaveLength(3);
  });

  it('GET /dev/db exposes the store read-only through json-server', async () => {
    const response = await fetch(`${server.url}/dev/db/countries?c_code=27`);
    expect(await response.json()).toEqual([expect.objectContaining({ c_nm: 'South Africa' })]);
    const write = await fetch(`${server.url}/dev/db/countries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"c_nm":"Atlantis"}',
    });
    expect(write.status).toBe(404);
    expect(server.readDb().countries.some((country) => country.c_nm === 'Atlantis')).toBe(false);
  });
});

describe('dev routes off (MOCK_API_DEV_ROUTES=0)', () => {
  it('answers NOT_FOUND', async () => {
    const server = await startTestServer({ devRoutes: false });
    try {
      for (const [method, path] of [
        ['GET', '/dev/outbox?to=27821234567'],
        ['POST', '/dev/reset'],
        ['GET', '/dev/db/users'],
      ] as const) {
        const response = await fetch(server.url + path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ status: 'NOT_FOUND' });
      }
    } finally {
      await server.close();
    }
  });
});
