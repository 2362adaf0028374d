import { Paths } from '../../contract';
import { loadSeed } from '../../store/seed';
import { registration, seedDir, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
const seedUsers = loadSeed(seedDir).users.length;
beforeEach(async () => {
  server = await startTestServer({ otpSeconds: 120 });
});
afterEach(() => server.close());

const register = async (mobile: string, email: string, password?: string) => {
  const visitor = await server.visitor();
  const reply = await server.call(Paths.auth.register, registration(mobile, email, password), visitor);
  return { visitor, reply };
};

const latestCode = async (mobile: string): Promise<string> => {
  const [message] = await server.outbox(mobile);
  if (!message) throw new Error(`no message to ${mobile}`);
  return message.code;
};

const verify = (otp: string, session: object) =>
  server.call(Paths.auth.verifyOtp, { otp, otp_tp: 1 }, session as never);

describe('sign-up journey', () => {
  it('registers, reads the OTP from the outbox, verifies it and reads the user details', async () => {
    const { reply } = await register('27831110001', 'Lerato@Times.Test');
    expect(reply.http).toBe(200);
    expect(reply.body.status).toBe('OK');
    expect(reply.body.session).toEqual({
      sid: expect.any(String),
      srm: expect.any(String),
      scd: expect.any(String),
      expires_at: expect.any(String),
    });
    expect(reply.body.dt_eotp).toBe(new Date(server.clock.ms + 120_000).toISOString());

    const [message] = await server.outbox('27831110001');
    expect(message).toMatchObject({
      to: '27831110001',
      purpose: 'registration',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(message?.text).toContain(message?.code);
    expect(
      server.logs.some((line) => line.includes('[outbox] to 27831110001') && line.includes(message?.code ?? '-')),
    ).toBe(true);

    const session = reply.body.session;
    const pendingDetails = await server.call(Paths.auth.userDetails, {}, session);
    expect(pendingDetails.body).toEqual({ status: 'INVALID' });

    expect((await verify(message?.code ?? '', session)).body).toEqual({ status: 'OK' });

    const details = await server.call(Paths.auth.userDetails, {}, session);
    expect(details.body).toEqual({
      status: 'OK',
      user_details: {
        status: 1,
        nm: 'Lerato',
        snm: 'Mokoena',
        mbl: '27831110001',
        eml: 'lerato@times.test',
        gender: 2,
        dob: '1990-05-17',
        usrcd: expect.stringMatching(/^[1-9]\d{13}$/),
      },
    });
    // The code is used up: the session is no longer pending.
    expect((await verify(message?.code ?? '', session)).body).toEqual({ status: 'INVALID' });
  });

  it('never stores or logs the password in clear', async () => {
    await register('27831110002', 'clear@times.test', 'Very$ecret77');
    expect(JSON.stringify(server.readDb())).not.toContain('Very$ecret77');
    const user = server.readDb().users.find((candidate) => candidate.mbl === '27831110002');
    expect(user?.pass_hash).toMatch(/^scrypt\$16\$8\$1\$[\w-]+\$[\w-]{86}$/);
    expect(server.logs.join('\n')).not.toContain('Very$ecret77');
  });
});

describe('registration', () => {
  it('needs a session', async () => {
    const reply = await server.call(Paths.auth.register, registration('27831110003', 'a@times.test'));
    expect(reply.body).toEqual({ status: 'INVALID' });
    expect(server.readDb().users).toHaveLength(seedUsers);
  });

  it('validates the payload with the shared schema', async () => {
    const visitor = await server.visitor();
    const bad = registration('2783', 'not-an-email', 'short');
    const reply = await server.call(
      Paths.auth.register,
      { ...bad, gender: 3, customer_reg: { ...bad.customer_reg, dob: '1990-02-30' } },
      visitor,
    );
    expect(reply.http).toBe(200);
    expect(reply.body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: {
        'customer_reg.eml': 'Invalid email address',
        'customer_reg.u_pss': 'Password min lenght is required',
        'customer_reg.u_mbl': 'Valid mobile number is required',
        'customer_reg.dob': 'Select valid date',
        gender: 'Select gender',
      },
    });
    expect(server.readDb().users).toHaveLength(seedUsers);
  });

  it('answers USER_EXIST for the mobile or the e-mail of a verified user', async () => {
    expect((await register('27821234567', 'someone@times.test')).reply.body).toEqual({ status: 'USER_EXIST' });
    expect((await register('27831110004', 'ADMIN@times.demo')).reply.body).toEqual({ status: 'USER_EXIST' });
  });

  it('replaces an unverified registration of the same mobile', async () => {
    const first = await register('27831110005', 'first@times.test');
    const firstCode = await latestCode('27831110005');
    const second = await register('27831110005', 'second@times.test');
    expect(second.reply.body.status).toBe('OK');
    const users = server.readDb().users.filter((user) => user.mbl === '27831110005');
    expect(users).toHaveLength(1);
    expect(users[0]?.eml).toBe('second@times.test');
    // The first registration's session and code are gone.
    expect((await verify(firstCode, first.reply.body.session)).body).toEqual({ status: 'INVALID' });
    expect((await verify(await latestCode('27831110005'), second.reply.body.session)).body).toEqual({ status: 'OK' });
  });
});

describe('OTP verification', () => {
  it('needs the pending session of the registration', async () => {
    const { visitor } = await register('27831110006', 'otp@times.test');
    const code = await latestCode('27831110006');
    expect((await verify(code, visitor)).body).toEqual({ status: 'INVALID' });
    expect((await verify(code, { sid: '', srm: '', scd: '' })).body).toEqual({ status: 'INVALID' });
  });

  it('validates the payload', async () => {
    const { reply } = await register('27831110007', 'otpv@times.test');
    const answer = await server.call(Paths.auth.verifyOtp, { otp: ' ', otp_tp: 1 }, reply.body.session);
    expect(answer.body).toEqual({ status: 'VALIDATION_ERROR', errors: { otp: 'OTP required' } });
  });

  it('answers OTP_INCORRECT for a wrong code and OTP_ATTEMPTS_EXCEEDED after 5 wrong tries, even for the right code', async () => {
    const { reply } = await register('27831110008', 'tries@times.test');
    const code = await latestCode('27831110008');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(wrong, reply.body.session)).body).toEqual({ status: 'OTP_INCORRECT' });
    }
    expect((await verify(code, reply.body.session)).body).toEqual({ status: 'OTP_ATTEMPTS_EXCEEDED' });
    expect((await verify(wrong, reply.body.session)).body).toEqual({ status: 'OTP_ATTEMPTS_EXCEEDED' });
    expect(server.readDb().users.find((user) => user.mbl === '27831110008')?.verified).toBe(false);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const { reply } = await register('27831110009', 'four@times.test');
    const code = await latestCode('27831110009');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) await verify(wrong, reply.body.session);
    expect((await verify(code, reply.body.session)).body).toEqual({ status: 'OK' });
  });

  it('answers OTP_EXPIRED once dt_eotp has passed', async () => {
    const { reply } = await register('27831110010', 'late@times.test');
    const code = await latestCode('27831110010');
    server.clock.advance(120);
    expect((await verify(code, reply.body.session)).body).toEqual({ status: 'OTP_EXPIRED' });
  });

  it('answers USER_EXIST when another user verified the same e-mail meanwhile', async () => {
    const first = await register('27831110011', 'race@times.test');
    const second = await register('27831110012', 'race@times.test');
    expect((await verify(await latestCode('27831110012'), second.reply.body.session)).body).toEqual({ status: 'OK' });
    expect((await verify(await latestCode('27831110011'), first.reply.body.session)).body).toEqual({
      status: 'USER_EXIST',
    });
  });
});
