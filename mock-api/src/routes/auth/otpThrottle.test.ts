/**
 * OTP guesses are limited per mobile number across every code it was sent (a new registration
 * or reset request no longer brings fresh tries), codes per number and per address, and
 * password-reset requests cannot try numbers at speed.
 */
import { Paths } from '../../contract';
import type { SessionGrant } from '../../contract';
import { defaultThrottleLimits } from '../../security/throttle/limits';
import { registration, signUp, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';
import { shiftWallClock } from '../../testing/wallClock';

const HOUR = 3600;
let server: TestServer;
let clock: ReturnType<typeof shiftWallClock>;
beforeEach(async () => {
  clock = shiftWallClock();
  server = await startTestServer({ otpSeconds: 300 });
});
afterEach(async () => {
  await server.close();
  clock.restore();
});

const latestCode = async (mobile: string, purpose: string): Promise<string> => {
  const message = (await server.outbox(mobile)).find((candidate) => candidate.purpose === purpose);
  if (!message) throw new Error(`no ${purpose} code to ${mobile}`);
  return message.code;
};
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const register = async (mobile: string, email = `${mobile}@times.test`) =>
  (await server.call(Paths.auth.register, registration(mobile, email), await server.visitor())).body;
const verify = async (otp: string, session: SessionGrant) =>
  (await server.call(Paths.auth.verifyOtp, { otp, otp_tp: 1 }, session)).body.status as string;

const forgot = async (mbl: string) =>
  (await server.call(Paths.auth.forgotPassword, { mbl }, await server.visitor())).body;
const referenceOf = (body: Record<string, string>) => ({
  rfd: body.rfd,
  rfdd: body.rfdd,
  tmd: body.tmd,
  tmddc: body.tmddc,
});
const newPassword = async (reference: object, otp: string) =>
  (await server.call(Paths.auth.newPassword, { ...reference, otp, pass: 'New#Pass22' }, await server.visitor())).body
    .status as string;

describe('registration OTP', () => {
  it('allows 10 wrong guesses an hour per mobile, across re-registrations, then TOO_MANY_ATTEMPTS even for the right code', async () => {
    expect(defaultThrottleLimits.otpGuessesPerAccount).toEqual({ points: 10, seconds: HOUR });
    const statuses: string[] = [];
    let session!: SessionGrant;
    for (let round = 0; round < 2; round += 1) {
      session = (await register('27834440001')).session;
      const code = await latestCode('27834440001', 'registration');
      for (let i = 0; i < 5; i += 1) statuses.push(await verify(wrongCode(code), session));
    }
    expect(statuses).toEqual(Array(10).fill('OTP_INCORRECT'));

    session = (await register('27834440001')).session;
    const code = await latestCode('27834440001', 'registration');
    const refused = (await server.call(Paths.auth.verifyOtp, { otp: code, otp_tp: 1 }, session)).body;
    expect(refused).toEqual({ status: 'TOO_MANY_ATTEMPTS', retry_after: expect.any(Number) });
    expect(refused.retry_after).toBeGreaterThan(HOUR - 60);

    clock.advance(HOUR);
    expect(await verify(code, session)).toBe('OK');
  });

  it('sends at most 5 codes an hour to one mobile', async () => {
    for (let i = 0; i < 5; i += 1) expect((await register('27834440002')).status).toBe('OK');
    expect(await register('27834440002')).toEqual({ status: 'TOO_MANY_ATTEMPTS', retry_after: expect.any(Number) });
    expect(await server.outbox('27834440002')).toHaveLength(5);
    clock.advance(HOUR);
    expect((await register('27834440002')).status).toBe('OK');
  });

  it('counts wrong guesses per address too, whatever the mobile', async () => {
    await server.close();
    server = await startTestServer({
      throttle: { ...defaultThrottleLimits, otpGuessesPerAddress: { points: 3, seconds: HOUR } },
    });
    for (const mobile of ['27834440011', '27834440012', '27834440013']) {
      const { session } = await register(mobile);
      expect(await verify(wrongCode(await latestCode(mobile, 'registration')), session)).toBe('OTP_INCORRECT');
    }
    const { session } = await register('27834440014');
    expect(await verify(await latestCode('27834440014', 'registration'), session)).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('password reset', () => {
  const MOBILE = '27834440021';
  beforeEach(() => signUp(server, MOBILE, 'reset.throttle@times.test', 'Old#Pass11'));

  it('allows 10 wrong codes an hour per account, across new reset requests', async () => {
    const statuses: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const reference = referenceOf(await forgot(MOBILE));
      const code = await latestCode(MOBILE, 'password_reset');
      for (let i = 0; i < 5; i += 1) statuses.push(await newPassword(reference, wrongCode(code)));
    }
    expect(statuses).toEqual(Array(10).fill('OTP_INCORRECT'));

    const reference = referenceOf(await forgot(MOBILE));
    const code = await latestCode(MOBILE, 'password_reset');
    expect(await newPassword(reference, code)).toBe('TOO_MANY_ATTEMPTS');
    clock.advance(HOUR);
    expect(await newPassword(reference, code)).toBe('OK');
  });

  it('shares the code limit with the registration: 5 codes an hour per mobile', async () => {
    // The sign-up sent the first.
    for (let i = 0; i < 4; i += 1) expect((await forgot(MOBILE)).status).toBe('OK');
    expect(await forgot(MOBILE)).toEqual({ status: 'TOO_MANY_ATTEMPTS', retry_after: expect.any(Number) });
  });

  it("keeps the spec's INVALID_USER for an unknown mobile, but not at speed: 30 requests an hour per address", async () => {
    expect(defaultThrottleLimits.codeRequestsPerAddress).toEqual({ points: 30, seconds: HOUR });
    // The sign-up counted one from this address.
    const answers: string[] = [];
    for (let i = 0; i < 29; i += 1) answers.push((await forgot(`278355500${String(i).padStart(2, '0')}`)).status);
    expect(answers).toEqual(Array(29).fill('INVALID_USER'));
    expect((await forgot(MOBILE)).status).toBe('TOO_MANY_ATTEMPTS');
    expect((await forgot('27835559999')).status).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses a sixth request for one unknown mobile like a known one', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot('27835550000')).status).toBe('INVALID_USER');
    expect((await forgot('27835550000')).status).toBe('TOO_MANY_ATTEMPTS');
  });
});
