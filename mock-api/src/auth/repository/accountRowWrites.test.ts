/**
 * The accounts' writes on PostgreSQL (issue 33: the users, their codes and reset requests have tables of their
 * own): a sign-up, its code's check, a reset request, a reset code's check and a new password are each a write of
 * their own rows, so each goes through while another write holds the store head's lock (waiting is seen in
 * PostgreSQL itself, lockWaits.ts, not by timing); the rows a write adds refer to each other by the ids its prepare
 * took; and the rules that count or compare hold under parallel calls: two sign-ups of one mobile leave one
 * registration, two verifications of one e-mail verify one person.
 */
import { defaultConfig } from '../../config';
import type { RouteContext } from '../../routes/context';
import { oneTimeCodes, passwordResets, users } from '../../store/postgres/userRows';
import { readDocs } from '../../store/postgres/typedTable';
import type { OtpRecord, PasswordResetRecord, UserRecord } from '../../store/types';
import { demo } from '../../testing/harness';
import { throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { Registration } from './accountRepository';
import { PostgresAccounts } from './postgresAccounts';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
let accounts: PostgresAccounts;
const clock = {
  now: () => Date.parse('2026-06-15T09:00:00.000Z'),
  config: defaultConfig,
} as unknown as RouteContext;

beforeAll(async () => {
  accounts = new PostgresAccounts(await processes.store(), processes.pool());
});

const registration = (mbl: string, eml: string, nm = 'Thandi'): Registration => ({
  nm,
  snm: 'Mokoena',
  mbl,
  eml,
  gender: 2,
  dob: '1994-03-08',
  pass_hash: 'scrypt$16384$8$1$salt$hash',
  location_tp: 3,
  lat: -25.7479,
  lng: 28.2293,
});

const usersOf = async (mobile: string): Promise<UserRecord[]> =>
  (await readDocs<UserRecord>(processes.pool(), users)).filter((user) => user.mbl === mobile);

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

describe('the accounts’ writes on PostgreSQL', () => {
  it('signs up, verifies, resets and sets a password while another write holds the head', async () => {
    const signedUp = (await throughTheHead(() => accounts.register(registration('27831230001', ''), clock)))!;
    const [user] = await usersOf('27831230001');
    expect(user).toMatchObject({ nm: 'Thandi', verified: false });
    // The session and the code name the user by the id the write took from the table's sequence.
    const session = await accounts.session(signedUp.session, 'pendingUser', clock.now());
    expect(session?.user_id).toBe(user!.id);
    const codes = await readDocs<OtpRecord>(processes.pool(), oneTimeCodes);
    expect(codes.filter((code) => code.user_id === user!.id)).toHaveLength(1);

    expect(
      await throughTheHead(() => accounts.verifyRegistration(session!.id, user!.id, signedUp.message.code, clock)),
    ).toBe('OK');
    expect((await accounts.user(user!.id))?.verified).toBe(true);
    expect(await accounts.session(signedUp.session, 'user', clock.now())).toBeDefined();

    const asked = (await throughTheHead(() => accounts.requestReset('27831230001', clock)))!;
    const resets = await readDocs<PasswordResetRecord>(processes.pool(), passwordResets);
    expect(resets.filter((reset) => reset.user_id === user!.id)).toEqual([
      expect.objectContaining({ rfd: asked.reference.rfd }),
    ]);
    const wrong = await throughTheHead(() => accounts.checkResetCode(asked.reference, '000000', clock));
    const checked = await throughTheHead(() => accounts.checkResetCode(asked.reference, asked.message.code, clock));
    expect(checked.status).toBe('OK');
    // A wrong guess counted on the code.
    const code = (await readDocs<OtpRecord>(processes.pool(), oneTimeCodes)).find((one) => one.reset_id !== null);
    expect(code?.attempts).toBe(wrong.status === 'OK' ? 0 : 1);

    expect(
      await throughTheHead(() =>
        accounts.setPassword(asked.reference, (checked as { otpId: number }).otpId, 'scrypt$new'),
      ),
    ).toBe('OK');
    expect((await accounts.user(user!.id))?.pass_hash).toBe('scrypt$new');
    // The request and its code are used up; the user's sessions ended.
    expect((await readDocs<PasswordResetRecord>(processes.pool(), passwordResets)).length).toBe(0);
    expect(await accounts.session(signedUp.session, 'any', clock.now())).toBeUndefined();
  });

  it('leaves one registration of a mobile when two sign up with it at once', async () => {
    const both = await Promise.all(
      ['First', 'Second'].map((nm) => accounts.register(registration('27831230002', '', nm), clock)),
    );
    expect(both.every((outcome) => outcome !== undefined)).toBe(true);
    const left = await usersOf('27831230002');
    expect(left).toHaveLength(1);
    // The registration replaced went with its session; the one left has its own.
    const live = await Promise.all(both.map((one) => accounts.session(one!.session, 'pendingUser', clock.now())));
    expect(live.filter((session) => session !== undefined).map((session) => session.user_id)).toEqual([left[0]!.id]);
  });

  it('verifies one of two people of one e-mail when both check their codes at once', async () => {
    const pending = [];
    for (const mobile of ['27831230003', '27831230004']) {
      const signedUp = (await accounts.register(registration(mobile, 'same@example.com'), clock))!;
      const session = (await accounts.session(signedUp.session, 'pendingUser', clock.now()))!;
      pending.push({ session, code: signedUp.message.code });
    }
    const answers = await Promise.all(
      pending.map(({ session, code }) => accounts.verifyRegistration(session.id, session.user_id!, code, clock)),
    );
    expect([...answers].sort()).toEqual(['OK', 'USER_EXIST']);
    const verified = (await readDocs<UserRecord>(processes.pool(), users)).filter(
      (user) => user.eml === 'same@example.com' && user.verified,
    );
    expect(verified).toHaveLength(1);
  });

  it('refuses a sign-up of a verified user’s mobile, and replaces an unverified one', async () => {
    const admin = (await accounts.user(demo.admin.id))!;
    expect(await accounts.register(registration(admin.mbl, ''), clock)).toBeUndefined();
    const first = (await accounts.register(registration('27831230005', ''), clock))!;
    const again = (await accounts.register(registration('27831230005', '', 'Again'), clock))!;
    expect(await usersOf('27831230005')).toEqual([expect.objectContaining({ nm: 'Again' })]);
    expect(await accounts.session(first.session, 'any', clock.now())).toBeUndefined();
    expect(await accounts.session(again.session, 'pendingUser', clock.now())).toBeDefined();
  });
});
