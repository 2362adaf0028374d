import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { registration, signUp, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
let userSession: SessionGrant;
const MOBILE = '27833330001';
beforeEach(async () => {
  server = await startTestServer({ otpSeconds: 300 });
  userSession = await signUp(server, MOBILE, 'reset@times.test', 'Old#Pass11');
});
afterEach(() => server.close());

const forgot = async (mbl: string) => server.call(Paths.auth.forgotPassword, { mbl }, await server.visitor());

const resetCode = async (): Promise<string> => {
  const [message] = await server.outbox(MOBILE);
  if (message?.purpose !== 'password_reset') throw new Error('no reset code in the outbox');
  return message.code;
};

const newPassword = async (reference: object, otp: string, pass = 'New#Pass22') =>
  server.call(Paths.auth.newPassword, { ...reference, otp, pass }, await server.visitor());

const login = async (pass: string) =>
  (await server.call(Paths.auth.login, { pass, isMobileOrEmail: 2, mbl: MOBILE, eml: '' }, await server.visitor())).body
    .status;

const referenceOf = (body: Record<string, string>) => ({
  rfd: body.rfd,
  rfdd: body.rfdd,
  tmd: body.tmd,
  tmddc: body.tmddc,
});

describe('forgot password', () => {
  it('answers OK with four reference values and the OTP expiry, and sends a code', async () => {
    const reply = await forgot(MOBILE);
    expect(reply.body).toEqual({
      status: 'OK',
      rfd: expect.any(String),
      rfdd: expect.any(String),
      tmd: expect.any(String),
      tmddc: expect.any(String),
      dt_eotp: new Date(server.clock.ms + 300_000).toISOString(),
    });
    const values = Object.values(referenceOf(reply.body));
    expect(new Set(values).size).toBe(4);
    expect(await resetCode()).toMatch(/^\d{6}$/);
  });

  it('answers INVALID_USER for an unknown or an unverified mobile', async () => {
    expect((await forgot('27839999999')).body).toEqual({ status: 'INVALID_USER' });
    const visitor = await server.visitor();
    await server.call(Paths.auth.register, registration('27833330002', 'pending@times.test'), visitor);
    expect((await forgot('27833330002')).body).toEqual({ status: 'INVALID_USER' });
    expect(server.readDb().password_resets).toEqual([]);
  });

  it('validates the payload and needs a session', async () => {
    expect((await forgot('123')).body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { mbl: 'Valid mobile number is required' },
    });
    expect((await server.call(Paths.auth.forgotPassword, { mbl: MOBILE })).body).toEqual({ status: 'INVALID' });
  });
});

describe('new password', () => {
  it('sets the new password, ends the old sessions and closes the request', async () => {
    const reference = referenceOf((await forgot(MOBILE)).body);
    const code = await resetCode();
    expect((await newPassword(reference, code)).body).toEqual({ status: 'OK' });

    expect(await login('New#Pass22')).toBe('OK');
    expect(await login('Old#Pass11')).toBe('LOGIN_FAILED');
    expect((await server.call(Paths.auth.userDetails, {}, userSession)).body).toEqual({ status: 'INVALID' });
    expect((await newPassword(reference, code, 'Third#Pass3')).body).toEqual({ status: 'INVALID_USER' });
    expect(JSON.stringify(server.readDb())).not.toContain('New#Pass22');
  });

  it('answers INVALID_USER for an unknown or partly wrong reference', async () => {
    const reference = referenceOf((await forgot(MOBILE)).body);
    const code = await resetCode();
    expect((await newPassword({ ...reference, rfd: 'unknown' }, code)).body).toEqual({ status: 'INVALID_USER' });
    expect((await newPassword({ ...reference, tmddc: 'wrong' }, code)).body).toEqual({ status: 'INVALID_USER' });
    expect(await login('Old#Pass11')).toBe('OK');
  });

  it('answers OTP_INCORRECT, then OTP_ATTEMPTS_EXCEEDED after 5 wrong codes', async () => {
    const reference = referenceOf((await forgot(MOBILE)).body);
    const code = await resetCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await newPassword(reference, wrong)).body).toEqual({ status: 'OTP_INCORRECT' });
    }
    expect((await newPassword(reference, code)).body).toEqual({ status: 'OTP_ATTEMPTS_EXCEEDED' });
    expect(await login('Old#Pass11')).toBe('OK');
  });

  it('answers OTP_EXPIRED once dt_eotp has passed', async () => {
    const reference = referenceOf((await forgot(MOBILE)).body);
    const code = await resetCode();
    server.clock.advance(300);
    expect((await newPassword(reference, code)).body).toEqual({ status: 'OTP_EXPIRED' });
    expect(await login('Old#Pass11')).toBe('OK');
  });

  it('only the latest request of a user is open', async () => {
    const first = referenceOf((await forgot(MOBILE)).body);
    const firstCode = await resetCode();
    const second = referenceOf((await forgot(MOBILE)).body);
    expect((await newPassword(first, firstCode)).body).toEqual({ status: 'INVALID_USER' });
    expect((await newPassword(second, await resetCode())).body).toEqual({ status: 'OK' });
  });

  it('needs a session', async () => {
    const reference = referenceOf((await forgot(MOBILE)).body);
    const reply = await server.call(Paths.auth.newPassword, {
      ...reference,
      otp: await resetCode(),
      pass: 'New#Pass22',
    });
    expect(reply.body).toEqual({ status: 'INVALID' });
  });

  it('validates the payload', async () => {
    const reply = await newPassword({ rfd: '', rfdd: 'a', tmd: 'b', tmddc: 'c' }, '', 'short');
    expect(reply.body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { rfd: expect.any(String), pass: 'Password min lenght is required', otp: 'OTP required' },
    });
  });
});
