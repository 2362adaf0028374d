/**
 * The sessions' migration on a database filled by the code before it (every session a row of store_records): each
 * moves to its table with its id and fields; of two of one sid the first written stays; one without a sid or an
 * expiry is not kept. The key holds 'a sid names one session', removing a user (their record written empty, as the
 * store removes one) removes their sessions, and going down puts the sessions back.
 */
import { migrate } from '../testing/services/migratedPostgres';
import { fillBefore, storedDocs } from '../testing/services/beforeMigration';
import { useBarePostgres } from '../testing/services/barePostgres';
import { sessions } from '../store/postgres/sessionRows';
import { readDocs } from '../store/postgres/typedTable';
import type { SessionRecord } from '../store/types';

jest.setTimeout(60_000);

const MIGRATION = '1766404800000_sessions';

const postgres = useBarePostgres();

const session = (id: number, sid: string, fields: Partial<SessionRecord> = {}): SessionRecord => ({
  id,
  sid,
  secret_hash: `h${id}`,
  kind: 'user',
  pending: false,
  user_id: 7,
  app_id: null,
  created_at: '2026-03-01T08:00:00.000Z',
  expires_at: '2026-03-02T08:00:00.000Z',
  ...fields,
});

const VISITOR = session(1, 'visitor1', { kind: 'visitor', user_id: null });
const USER = session(2, 'user1', { app_id: 'appA' });
const PENDING = session(3, 'pending1', { pending: true, user_id: 8 });
const REPLACED = session(6, 'replaced1', { pending: true, user_id: 9 });
const AGAIN = session(4, 'user1', { secret_hash: 'other' });
const NO_EXPIRY = { ...session(5, 'noExpiry'), expires_at: '' };

/** Users 7, 8 and 9 as the store holds them (their user codes tell one user from another in one place). */
const USERS: { id: number; usrcd: string }[] = [7, 8, 9].map((id) => ({ id, usrcd: `u${id}` }));

const ADD = `INSERT INTO sessions (sid, secret_hash, kind, created_at, expires_at) VALUES ($1, 'h', 'visitor', now(), now())`;

it('moves the sessions to their table and back, one per sid, and removes a removed user’s', async () => {
  await fillBefore(postgres, MIGRATION, {
    sessions: [VISITOR, USER, PENDING, AGAIN, NO_EXPIRY, REPLACED],
    users: USERS,
  });
  const pool = postgres.pool();

  migrate(postgres.url(), 'up', '1');
  expect(await storedDocs(pool, 'sessions')).toEqual([]);
  expect(await readDocs(pool, sessions)).toEqual([VISITOR, USER, PENDING, REPLACED]);
  await expect(pool.query(ADD, ['visitor1'])).rejects.toMatchObject({ code: '23505' });

  // The store removes user 7: their record written empty. Their sessions go; user 8's stay.
  await pool.query("UPDATE store_records SET doc = NULL WHERE collection = 'users' AND key = '7'");
  expect(await readDocs(pool, sessions)).toEqual([VISITOR, PENDING, REPLACED]);
  // A write puts another user in user 9's place (a registration replacing an unverified one): 9's sessions go.
  const replace = `UPDATE store_records SET doc = $1::json WHERE collection = 'users' AND key = '9'`;
  await pool.query(replace, [JSON.stringify({ id: 9, usrcd: 'u9', nm: 'Same user, changed' })]);
  expect(await readDocs(pool, sessions)).toEqual([VISITOR, PENDING, REPLACED]);
  await pool.query(replace, [JSON.stringify({ id: 9, usrcd: 'another' })]);
  expect(await readDocs(pool, sessions)).toEqual([VISITOR, PENDING]);

  migrate(postgres.url(), 'down', '1');
  expect(await storedDocs(pool, 'sessions')).toEqual([VISITOR, PENDING]);
});
