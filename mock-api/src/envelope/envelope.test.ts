import fs from 'node:fs';
import { Paths } from '../contract';
import { netInfo, NO_SESSION, registration, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const envelope = { app_tp: 1, net_info: netInfo, request_session: NO_SESSION };

describe('envelope', () => {
  const invalidBodies: [string, string][] = [
    ['malformed JSON', '{"app_tp": 1, "net_info": {'],
    ['an empty body', ''],
    ['a JSON string', '"hello"'],
    ['a JSON array', '[1, 2]'],
    ['no envelope', JSON.stringify(registration('27830000100', 'x@times.test'))],
    ['app_tp 2', JSON.stringify({ ...envelope, app_tp: 2 })],
    ['app_tp "1"', JSON.stringify({ ...envelope, app_tp: '1' })],
    ['net_info missing', JSON.stringify({ ...envelope, net_info: undefined })],
    ['net_info a string', JSON.stringify({ ...envelope, net_info: 'chrome' })],
    ['net_info null', JSON.stringify({ ...envelope, net_info: null })],
    ['request_session missing', JSON.stringify({ ...envelope, request_session: undefined })],
    ['request_session an array', JSON.stringify({ ...envelope, request_session: ['a', 'b', 'c'] })],
    ['sid a number', JSON.stringify({ ...envelope, request_session: { sid: 1, srm: '', scd: '' } })],
    ['scd missing', JSON.stringify({ ...envelope, request_session: { sid: '', srm: '' } })],
    // Keys naming Object.prototype members, anywhere in the body (JSON text: a literal would set the prototype).
    ['an own __proto__ key', `{"__proto__":{"x":1},${JSON.stringify(envelope).slice(1)}`],
    [
      'a constructor key in a payload object',
      `{"customer_reg":{"constructor":"x"},${JSON.stringify(envelope).slice(1)}`,
    ],
    ['a toString key in an array item', `{"tags":[{"toString":1}],${JSON.stringify(envelope).slice(1)}`],
    [
      'a valueOf key in request_session',
      JSON.stringify({ ...envelope, request_session: { sid: '', srm: '', scd: '', valueOf: 1 } }),
    ],
    ['a prototype key', `{"prototype":{},${JSON.stringify(envelope).slice(1)}`],
  ];

  it.each(invalidBodies)(
    'answers %s with HTTP 200 INVALID_REQUEST and leaves the store untouched',
    async (_name, body) => {
      const before = fs.readFileSync(server.dbFile, 'utf8');
      const stat = fs.statSync(server.dbFile);
      for (const path of [Paths.auth.firstVisitor, Paths.auth.register]) {
        const reply = await server.raw(path, body);
        expect(reply).toEqual({ http: 200, body: { status: 'INVALID_REQUEST' } });
      }
      expect(fs.readFileSync(server.dbFile, 'utf8')).toBe(before);
      expect(fs.statSync(server.dbFile).mtimeMs).toBe(stat.mtimeMs);
    },
  );

  it('answers a body that is not sent as JSON with INVALID_REQUEST', async () => {
    const reply = await server.raw(Paths.auth.firstVisitor, JSON.stringify(envelope), {
      headers: { 'content-type': 'text/plain' },
    });
    expect(reply).toEqual({ http: 200, body: { status: 'INVALID_REQUEST' } });
  });

  it('accepts a valid envelope with empty session values on the first-visitor call', async () => {
    const reply = await server.raw(Paths.auth.firstVisitor, JSON.stringify(envelope));
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe('OK');
  });
});

describe('unknown paths', () => {
  it('answers an unknown /api path with 404 NOT_FOUND', async () => {
    expect(await server.call('/api/auth/000000')).toEqual({ http: 404, body: { status: 'NOT_FOUND' } });
    expect(await server.raw('/api/nothing', '{bad json')).toEqual({ http: 404, body: { status: 'NOT_FOUND' } });
  });

  it('answers a GET on a call path with 404 NOT_FOUND', async () => {
    const response = await fetch(server.url + Paths.auth.firstVisitor);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'NOT_FOUND' });
  });

  it('answers a path outside /api with JSON 404 too', async () => {
    const response = await fetch(`${server.url}/whatever`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('server errors', () => {
  it('answers a thrown error with JSON 500 SERVER_ERROR and logs it without the password', async () => {
    const broken = await startTestServer();
    try {
      const visitor = await broken.visitor();
      // Replace the store's folder with a file: the next store access throws.
      fs.rmSync(broken.dir, { recursive: true, force: true });
      fs.writeFileSync(broken.dir, 'not a folder');
      const reply = await broken.call(
        Paths.auth.register,
        registration('27830000101', 'e@times.test', 'Pa55word!'),
        visitor,
      );
      expect(reply).toEqual({ http: 500, body: { status: 'SERVER_ERROR' } });
      const log = broken.logs.join('\n');
      expect(log).toContain(`POST ${Paths.auth.register} failed`);
      expect(log).not.toContain('Pa55word!');
    } finally {
      fs.rmSync(broken.dir, { force: true });
      await broken.close();
    }
  });
});
