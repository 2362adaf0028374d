/**
 * The accounts' migration on a database filled by the code before it (users, codes and reset requests rows of
 * store_records; the sessions already in their table): each moves to its table with its id and fields; of two users
 * of one mobile the first written stays; a second verified holder of an e-mail keeps their account without it; a
 * code or request of a user not kept, and a session of a user gone, are not kept. The keys hold the rules (one user
 * per mobile, a verified e-mail theirs alone, a code with its user and request), removing a user removes their
 * codes, requests and sessions, and going down puts every record back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { oneTimeCodes, passwordResets, users } from '../store/postgres/userRows';
import { readDocs } from '../store/postgres/typedTable';
import type { OtpRecord, PasswordResetRecord, UserRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766491200000_accounts';

const postgres = useBarePostgres();

const user = (id: number, mbl: string, fields: Partial<UserRecord> = {}): UserRecord => ({
  id,
  usrcd: `7${String(id).padStart(13, '0')}`,
  nm: `Name${id}`,
  snm: 'Surname',
  mbl,
  eml: `p${id}@example.com`,
  gender: 2,
  dob: '1990-05-17',
  pass_hash: `scrypt$hash${id}`,
  verified: true,
  location_tp: 3,
  lat: -25.7479,
  lng: 28.2293,
  created_at: '2026-03-01T08:00:00.000Z',
  verified_at: '2026-03-01T08:05:00.000Z',
  ...fields,
});

const ADMIN = user(1, '27821234567');
/** Registered with the admin's mobile after them: the first written stays. */
const SAME_MOBILE = user(2, '27821234567', { verified: false, verified_at: null });
/** A second verified holder of the admin's e-mail (in another case): kept, the e-mail left empty. */
const SAME_EMAIL = user(3, '27821230003', { eml: 'P1@Example.com' });
/** Unverified, without a place; an ID number put in by hand. */
const PENDING = {
  ...user(4, '27821230004', { verified: false, verified_at: null }),
  location_tp: undefined,
  lat: undefined,
  lng: undefined,
  idOrPass: '9001015009087',
};
const NO_CODE = user(5, '27821230005', { usrcd: '' });

const reset = (id: number, user_id: number): PasswordResetRecord => ({
  id,
  user_id,
  rfd: `rfd${id}`,
  rfdd: `rfdd${id}`,
  tmd: `tmd${id}`,
  tmddc: `tmddc${id}`,
  created_at: '2026-03-02T08:00:00.000Z',
});
const ADMIN_RESET = reset(1, 1);
const GONE_RESET = reset(2, 99);

const code = (id: number, user_id: number, reset_id: number | null): OtpRecord => ({
  id,
  purpose: reset_id === null ? 'registration' : 'password_reset',
  user_id,
  reset_id,
  code_hash: `digest${id}`,
  attempts: 1,
  created_at: '2026-03-02T08:00:00.000Z',
  expires_at: '2026-03-02T08:05:00.000Z',
});
const PENDING_CODE = code(1, 4, null);
const RESET_CODE = code(2, 1, 1);
const NOT_KEPT_CODE = code(3, 2, null);

const SESSION = `INSERT INTO sessions (sid, secret_hash, kind, user_id, created_at, expires_at)
  VALUES ($1, 'h', 'user', $2, now(), now() + interval '1 day')`;
const sids = async (pool: { query: (text: string) => Promise<{ rows: { sid: string }[] }> }) =>
  (await pool.query('SELECT sid FROM sessions ORDER BY id')).rows.map((row) => row.sid);

it('moves the users, their codes and reset requests to their tables and back, keeping the rules', async () => {
  await fillBefore(postgres, MIGRATION, {
    users: [ADMIN, SAME_MOBILE, SAME_EMAIL, PENDING, NO_CODE],
    password_resets: [ADMIN_RESET, GONE_RESET],
    otps: [PENDING_CODE, RESET_CODE, NOT_KEPT_CODE],
  });
  const pool = postgres.pool();
  for (const [sid, userId] of [
    ['admin', 1],
    ['pending', 4],
    ['gone', 99],
  ] as const)
    await pool.query(SESSION, [sid, userId]);

  migrate(postgres.url(), 'up', '1');
  for (const collection of ['users', 'otps', 'password_resets']) expect(await storedDocs(pool, collection)).toEqual([]);
  const { location_tp: _t, lat: _a, lng: _g, ...pendingWithoutPlace } = PENDING;
  expect(await readDocs(pool, users)).toEqual([ADMIN, { ...SAME_EMAIL, eml: '' }, pendingWithoutPlace]);
  expect(await readDocs(pool, passwordResets)).toEqual([ADMIN_RESET]);
  expect(await readDocs(pool, oneTimeCodes)).toEqual([PENDING_CODE, RESET_CODE]);
  expect(await sids(pool)).toEqual(['admin', 'pending']);

  // The rules as keys: a mobile names one user; a verified e-mail is its holder's alone; a code has its user.
  const add = `INSERT INTO users (usrcd, nm, snm, mbl, eml, gender, pass_hash, verified, created_at)
    VALUES ($1, 'N', 'S', $2, $3, 1, 'h', $4, now())`;
  await expect(pool.query(add, ['70000000000009', ADMIN.mbl, '', false])).rejects.toMatchObject({ code: '23505' });
  await expect(pool.query(add, ['70000000000009', '27820000009', ADMIN.eml, true])).rejects.toMatchObject({
    code: '23505',
  });
  await pool.query(add, ['70000000000009', '27820000009', ADMIN.eml, false]);
  await expect(
    pool.query(
      `INSERT INTO one_time_codes (purpose, user_id, code_hash, created_at, expires_at)
       VALUES ('registration', 77, 'd', now(), now())`,
    ),
  ).rejects.toMatchObject({ code: '23503' });
  // New rows are numbered after the moved ones (the refused inserts took numbers too).
  const added = (await pool.query<{ id: number }>("SELECT id FROM users WHERE mbl = '27820000009'")).rows[0]?.id;
  expect(added).toBeGreaterThan(PENDING.id);

  // Removing the admin removes their request, its code and their session.
  await pool.query('DELETE FROM users WHERE id = 1');
  expect(await readDocs(pool, passwordResets)).toEqual([]);
  expect(await readDocs(pool, oneTimeCodes)).toEqual([PENDING_CODE]);
  expect(await sids(pool)).toEqual(['pending']);

  migrate(postgres.url(), 'down', '1');
  const back = (await storedDocs(pool, 'users')) as UserRecord[];
  expect(back.slice(0, 2)).toEqual([{ ...SAME_EMAIL, eml: '' }, pendingWithoutPlace]);
  expect(await storedDocs(pool, 'otps')).toEqual([PENDING_CODE]);
  // The sessions go with a user removed from store_records again (the trigger is back).
  await pool.query("UPDATE store_records SET doc = NULL WHERE collection = 'users' AND key = '4'");
  expect(await sids(pool)).toEqual([]);
});
