/**
 * The HTTP client against a real local server: envelope on every POST, OK, INVALID
 * (sign-out + redirect, or ignored), cancellation, and the catalogue messages.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '../state/runtimeConfig';
import { setNavigator } from '../state/navigator';
import { useSessionStore } from '../state/sessionStore';
import { post } from './client';

let server: http.Server;
let reply: (body: unknown) => { status?: number; body: string; delayMs?: number };
const received: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as unknown;
      received.push(body);
      const answer = reply(body);
      setTimeout(() => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ firstApiUrl: `http://127.0.0.1:${port}`, timesApiUrl: `http://127.0.0.1:${port}` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
});

const json = (value: unknown) => ({ body: JSON.stringify(value) });

describe('post', () => {
  it('sends the envelope with the payload and returns the data on OK', async () => {
    reply = () => json({ status: 'OK', value: 42 });
    const outcome = await post('first', '/api/x', { a: 1 });
    expect(outcome).toEqual({ kind: 'ok', data: { status: 'OK', value: 42 } });
    expect(received[0]).toMatchObject({
      a: 1,
      app_tp: 1,
      net_info: expect.objectContaining({ browser_name: expect.any(String), is_desktop: expect.any(Number) }),
      request_session: { sid: '', srm: '', scd: '' },
    });
  });

  it('maps a status to the screen message, then the call message, then Error occured', async () => {
    reply = () => json({ status: 'USER_EXIST' });
    const byCall = await post('first', '/api/x', {}, {}, { byStatus: { USER_EXIST: 'User already exist' } });
    expect(byCall).toMatchObject({ kind: 'error', status: 'USER_EXIST', message: 'User already exist' });

    const byScreen = await post(
      'first',
      '/api/x',
      {},
      { messages: { byStatus: { USER_EXIST: 'Screen text' } } },
      { byStatus: { USER_EXIST: 'x' } },
    );
    expect(byScreen).toMatchObject({ message: 'Screen text' });

    reply = () => json({ status: 'SOMETHING_ELSE' });
    expect(await post('first', '/api/x', {})).toMatchObject({ kind: 'error', message: 'Error occured' });
    expect(await post('first', '/api/x', {}, {}, { fallback: 'Invalid user details' })).toMatchObject({
      message: 'Invalid user details',
    });
  });

  it('makes a text from the whole answer when the screen gives a function', async () => {
    reply = () => json({ status: 'SLOW_DOWN', wait: 3 });
    const outcome = await post(
      'first',
      '/api/x',
      {},
      {},
      { byStatus: { SLOW_DOWN: (answer) => `wait ${String(answer.wait)}` } },
    );
    expect(outcome).toMatchObject({ kind: 'error', status: 'SLOW_DOWN', message: 'wait 3' });
  });

  it('answers Error occured when the server sends no JSON or cannot be reached', async () => {
    reply = () => ({ status: 500, body: '<html>oops</html>' });
    expect(await post('first', '/api/x', {}, {}, { fallback: 'Invalid user details' })).toMatchObject({
      kind: 'error',
      status: 'NETWORK_ERROR',
      message: 'Error occured',
    });
  });

  it('on INVALID drops the session and goes to /approot by default', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    const invalidate = jest.spyOn(useSessionStore.getState(), 'invalidate');
    useSessionStore.setState({ invalidate: invalidate as unknown as () => void });
    reply = () => json({ status: 'INVALID' });
    expect(await post('first', '/api/x', {})).toEqual({ kind: 'invalid' });
    expect(invalidate).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/approot', { replace: true });
  });

  it('on INVALID goes to / where the screen says so, or ignores it', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    reply = () => json({ status: 'INVALID' });
    await post('first', '/api/x', {}, { onInvalid: '/' });
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    navigate.mockClear();
    expect(await post('first', '/api/x', {}, { onInvalid: 'ignore' })).toEqual({ kind: 'invalid' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a cancelled request silently', async () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    reply = () => ({ ...json({ status: 'INVALID' }), delayMs: 200 });
    const controller = new AbortController();
    const pending = post('first', '/api/x', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ kind: 'cancelled' });
    expect(navigate).not.toHaveBeenCalled();
  });
});
