/**
 * CORS: only the configured origins (the shell's and the remotes') get Access-Control-Allow-*
 * headers, on the preflight and on the call; any other origin gets none and its preflight is refused.
 */
import { Paths } from '../contract';
import { NO_SESSION, netInfo, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

const SHELL = 'http://127.0.0.1:4200';
const REMOTE = 'http://127.0.0.1:4201';
const envelope = JSON.stringify({ app_tp: 1, net_info: netInfo, request_session: NO_SESSION });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: [SHELL, REMOTE] });
});
afterAll(() => server.close());

const preflight = (origin: string, path: string = Paths.auth.login) =>
  fetch(server.url + path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    },
  });

const post = (origin: string) =>
  fetch(server.url + Paths.auth.firstVisitor, {
    method: 'POST',
    headers: { Origin: origin, 'content-type': 'application/json' },
    body: envelope,
  });

const corsHeaders = (response: Response): string[] =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS for an allowed origin', () => {
  it.each([SHELL, REMOTE])('answers the preflight of %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('sends the allow-origin header on the call itself', async () => {
    const response = await post(SHELL);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('CORS for any other origin', () => {
  it.each([
    'http://evil.example',
    'http://127.0.0.1:4299',
    'http://localhost:4200',
    'https://127.0.0.1:4200',
    'null',
    `${SHELL}.evil.example`,
  ])('refuses the preflight of %s without any Access-Control-Allow-* header', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
  });

  it('sends no Access-Control-Allow-* header on the call (the browser hides the answer)', async () => {
    const response = await post('http://evil.example');
    expect(response.status).toBe(200);
    expect(corsHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('gives the storage the same policy', async () => {
    const response = await preflight('http://evil.example', '/storage/faces/x/thumb.jpg');
    expect(response.status).toBe(403);
    expect(corsHeaders(response)).toEqual([]);
    const allowed = await fetch(`${server.url}/storage/faces/x/thumb.jpg`, {
      method: 'OPTIONS',
      headers: { Origin: SHELL, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, HEAD, PUT, OPTIONS');
  });
});

describe('CORS by default', () => {
  it('allows no browser origin when none is configured', async () => {
    const closed = await startTestServer();
    try {
      const response = await fetch(closed.url + Paths.auth.login, {
        method: 'OPTIONS',
        headers: { Origin: SHELL, 'Access-Control-Request-Method': 'POST' },
      });
      expect(response.status).toBe(403);
      expect(corsHeaders(response)).toEqual([]);
    } finally {
      await closed.close();
    }
  });
});
