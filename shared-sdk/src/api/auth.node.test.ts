/** The auth calls against a real local server: a throttled answer shows the minutes to wait on every screen. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { auth } from '../contract/auth';
import { Paths } from '../contract/paths';
import { addressOf } from '../http/callContract';
import { setRuntimeConfig } from '../state/runtimeConfig';
import { authApi } from './auth';

let server: http.Server;
let answer: object = {};
let httpStatus = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(httpStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({ firstApiUrl: `http://127.0.0.1:${port}`, timesApiUrl: `http://127.0.0.1:${port}` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reference = { rfd: 'a', rfdd: 'b', tmd: 'c', tmddc: 'd' };
const calls = {
  login: () => authApi.login({ pass: 'x1', isMobileOrEmail: 2, eml: '', mbl: '27821234567' }),
  register: () =>
    authApi.register({
      customer_reg: { eml: '', u_nm: 'A', u_srm: 'B', u_pss: 'secret1', u_mbl: '27821234567', dob: '1990-01-01' },
      gender: 1,
      location_tp: 3,
      lat: 0,
      lng: 0,
    }),
  verifyOtp: () => authApi.verifyOtp({ otp: '123456', otp_tp: 1 }),
  forgotPassword: () => authApi.forgotPassword({ mbl: '27821234567' }),
  newPassword: () => authApi.newPassword({ ...reference, pass: 'secret1', otp: '123456' }),
};

describe.each(Object.entries(calls))('%s', (_name, call) => {
  it('shows TOO_MANY_ATTEMPTS with the minutes to wait, rounded up', async () => {
    answer = { status: 'TOO_MANY_ATTEMPTS', retry_after: 841 };
    expect(await call()).toMatchObject({
      kind: 'error',
      status: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts, please try again in 15 minutes',
    });
    answer = { status: 'TOO_MANY_ATTEMPTS', retry_after: 30 };
    expect(await call()).toMatchObject({ message: 'Too many attempts, please try again in 1 minute' });
    answer = { status: 'TOO_MANY_ATTEMPTS' };
    expect(await call()).toMatchObject({ message: 'Too many attempts, please try again later' });
  });

  it("shows 'Error occured', not the form's own text, when the API's database is down (HTTP 503)", async () => {
    [httpStatus, answer] = [503, { status: 'SERVICE_UNAVAILABLE' }];
    try {
      expect(await call()).toMatchObject({ kind: 'error', status: 'SERVICE_UNAVAILABLE', message: 'Error occured' });
    } finally {
      httpStatus = 200;
    }
  });
});

it('keeps Invalid user details for any other login failure', async () => {
  answer = { status: 'LOGIN_FAILED' };
  expect(await calls.login()).toMatchObject({ message: 'Invalid user details' });
});

it("types a call's address by its entry: another call's path fails the type-check", () => {
  const login = addressOf<typeof auth.login>('first', Paths.auth.login);
  expect(login).toEqual({ backend: 'first', path: '/api/auth/543225' });
  // @ts-expect-error the registration's path is not the login entry's (tsc -b fails if this compiles)
  expect(addressOf<typeof auth.login>('first', Paths.auth.register).path).toBe('/api/reg/412703');
  // @ts-expect-error nor is the Times backend
  expect(addressOf<typeof auth.login>('times', Paths.auth.login).backend).toBe('times');
});
