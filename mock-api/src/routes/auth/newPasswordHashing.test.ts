/** The new password is hashed (scrypt, the expensive part) only after the reset code matched. */
import { Paths } from '../../contract';
import { hashPassword } from '../../security/password';
import { signUp, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

jest.mock('../../security/password', () => {
  const actual = jest.requireActual<typeof import('../../security/password')>('../../security/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const MOBILE = '27834450001';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await signUp(server, MOBILE, 'hashing@times.test', 'Old#Pass11');
});
afterAll(() => server.close());

it('runs no password hashing for a wrong code, and hashes once for the right one', async () => {
  const reply = (await server.call(Paths.auth.forgotPassword, { mbl: MOBILE }, await server.visitor())).body;
  const reference = { rfd: reply.rfd, rfdd: reply.rfdd, tmd: reply.tmd, tmddc: reply.tmddc };
  const [message] = await server.outbox(MOBILE);
  const code = message?.code ?? '';
  const hashing = jest.mocked(hashPassword);
  hashing.mockClear();

  const wrong = code === '000000' ? '111111' : '000000';
  const refused = await server.call(
    Paths.auth.newPassword,
    { ...reference, otp: wrong, pass: 'New#Pass22' },
    await server.visitor(),
  );
  expect(refused.body).toEqual({ status: 'OTP_INCORRECT' });
  expect(hashing).not.toHaveBeenCalled();

  const accepted = await server.call(
    Paths.auth.newPassword,
    { ...reference, otp: code, pass: 'New#Pass22' },
    await server.visitor(),
  );
  expect(accepted.body).toEqual({ status: 'OK' });
  expect(hashing).toHaveBeenCalledTimes(1);
});
