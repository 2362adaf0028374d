import { Paths } from '../../contract';
import { registration, signUp, startTestServer } from '../../testing/harness';
import type { TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await signUp(server, '27832220001', 'Login@Times.Test', 'Right#Pass1');
});
afterAll(() => server.close());

const byMobile = (mbl: string, pass: string) => ({ pass, isMobileOrEmail: 2, eml: '', mbl });
const byEmail = (eml: string, pass: string) => ({ pass, isMobileOrEmail: 1, eml, mbl: '' });

describe('login', () => {
  it('logs in by mobile with a new user session', async () => {
    const visitor = await server.visitor();
    const reply = await server.call(Paths.auth.login, byMobile('27832220001', 'Right#Pass1'), visitor);
    expect(reply.body.status).toBe('OK');
    expect(reply.body.session.sid).not.toBe(visitor.sid);
    const details = await server.call(Paths.auth.userDetails, {}, reply.body.session);
    expect(details.body.user_details.mbl).toBe('27832220001');
  });

  it('logs in by e-mail, whatever its case', async () => {
    const visitor = await server.visitor();
    const reply = await server.call(Paths.auth.login, byEmail('LOGIN@times.test', 'Right#Pass1'), visitor);
    expect(reply.body.status).toBe('OK');
    const details = await server.call(Paths.auth.userDetails, {}, reply.body.session);
    expect(details.body.user_details.eml).toBe('login@times.test');
  });

  it('accepts a user session as well as a visitor session', async () => {
    const visitor = await server.visitor();
    const first = await server.call(Paths.auth.login, byMobile('27832220001', 'Right#Pass1'), visitor);
    const second = await server.call(Paths.auth.login, byMobile('27832220001', 'Right#Pass1'), first.body.session);
    expect(second.body.status).toBe('OK');
  });

  it.each([
    ['a wrong password', byMobile('27832220001', 'Wrong#Pass1')],
    ['an unknown mobile', byMobile('27839999999', 'Right#Pass1')],
    ['an unknown e-mail', byEmail('nobody@times.test', 'Right#Pass1')],
    ['the e-mail method with only a mobile', { ...byMobile('27832220001', 'Right#Pass1'), isMobileOrEmail: 1 }],
    ['the mobile method with only an e-mail', { ...byEmail('login@times.test', 'Right#Pass1'), isMobileOrEmail: 2 }],
  ])('answers LOGIN_FAILED for %s', async (_name, payload) => {
    const visitor = await server.visitor();
    expect((await server.call(Paths.auth.login, payload, visitor)).body).toEqual({ status: 'LOGIN_FAILED' });
  });

  it('answers LOGIN_FAILED for a user who never verified the OTP', async () => {
    const visitor = await server.visitor();
    await server.call(
      Paths.auth.register,
      registration('27832220002', 'unverified@times.test', 'Right#Pass1'),
      visitor,
    );
    expect((await server.call(Paths.auth.login, byMobile('27832220002', 'Right#Pass1'), visitor)).body).toEqual({
      status: 'LOGIN_FAILED',
    });
  });

  it('needs a session', async () => {
    expect((await server.call(Paths.auth.login, byMobile('27832220001', 'Right#Pass1'))).body).toEqual({
      status: 'INVALID',
    });
  });

  it('validates the payload', async () => {
    const visitor = await server.visitor();
    const reply = await server.call(Paths.auth.login, { pass: 'x', isMobileOrEmail: 3, eml: 'bad', mbl: '' }, visitor);
    expect(reply.body).toEqual({
      status: 'VALIDATION_ERROR',
      errors: { pass: 'Password is required', isMobileOrEmail: 'Select mobile/email', eml: 'Invalid email address' },
    });
  });
});
