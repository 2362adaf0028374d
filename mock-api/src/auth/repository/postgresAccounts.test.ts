/**
 * The accounts repository's SQL reads answer what the embedded reads answer, on the same records:
 * one PostgreSQL store, read once through everything it holds (the embedded repository over the state and
 * the typed tables: the sessions and the users, their codes and reset requests have theirs, issue 33) and once
 * through SQL (the PostgreSQL repository). The records are made to catch the differences that matter: two
 * sessions of one sid (the first written is the one stored), sessions expired, of the wrong secrets or of every
 * kind; two users of one e-mail (one verified), an e-mail looked up in any case; verified or not; a reset of a
 * verified and of an unverified user, a reference with the wrong values.
 */
import type { RequestSession } from '../../contract';
import { sha256 } from '../../security/tokens';
import type { SessionNeed } from '../../sessions/sessions';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { DbState } from '../../store/types';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { ResetReference } from './accountRepository';
import { EmbeddedAccounts } from './embeddedAccounts';
import { PostgresAccounts } from './postgresAccounts';

const processes = usePostgresProcesses();
const NOW_MS = Date.parse('2026-06-15T09:00:00.000Z');
const LATER = '2026-06-16T09:00:00.000Z';
const EARLIER = '2026-06-14T09:00:00.000Z';
const NOW_ISO = new Date(NOW_MS).toISOString();

let store: PostgresStore;
/** The embedded repository over everything the database holds now (the sessions' table too). */
const embedded = async (): Promise<EmbeddedAccounts> => new EmbeddedAccounts(await processes.wholeState(store));
let sql: PostgresAccounts;

type Loose = Record<string, unknown>;

function append(draft: DbState, rows: Record<string, Loose[]>): void {
  const collections = draft as unknown as Record<string, Loose[]>;
  for (const [collection, records] of Object.entries(rows)) {
    collections[collection] = [...(collections[collection] ?? []), ...records];
  }
}

const user = (id: number, mbl: string, eml: string, verified: boolean): Loose => ({
  id,
  usrcd: `8${String(id)}`.padEnd(14, '0'),
  nm: `Person${id}`,
  snm: 'Tester',
  mbl,
  eml,
  gender: 1,
  dob: '1990-01-31',
  pass_hash: `hash${id}`,
  verified,
  created_at: EARLIER,
  verified_at: verified ? EARLIER : null,
});

let sessionIds = 500;
const session = (sid: string, secret: string, kind: string, fields: Loose = {}): Loose => ({
  id: sessionIds++,
  sid,
  secret_hash: sha256(`${secret}.${secret}`),
  kind,
  pending: false,
  user_id: 501,
  app_id: null,
  created_at: EARLIER,
  expires_at: LATER,
  ...fields,
});

let resetIds = 500;
const reset = (rfd: string, user_id: number, other = 'x'): Loose => ({
  id: resetIds++,
  user_id,
  rfd,
  rfdd: other,
  tmd: other,
  tmddc: other,
  created_at: EARLIER,
});

async function writeRecords(): Promise<void> {
  await store.update((draft) => {
    append(draft, {
      users: [
        user(501, '27700000501', 'a@example.com', true),
        user(502, '27700000502', 'a@example.com', false),
        user(503, '27700000503', 'b@example.com', false),
        user(504, '27700000504', 'b@example.com', true),
        user(505, '27700000505', 'c@example.com', true),
        user(506, '27700000506', 'd@example.com', false),
        user(507, '27700000507', '', false),
      ],
      sessions: [
        session('sidA', 'right', 'visitor', { user_id: null }),
        session('sidA', 'other', 'user'),
        session('sidB', 'right', 'user', { pending: true }),
        session('sidC', 'right', 'user'),
        session('sidD', 'right', 'user', { expires_at: EARLIER }),
        session('sidE', 'right', 'visitor', { expires_at: '2026-06-15T09:00:00.000Z' }),
      ],
      password_resets: [
        reset('rfdA', 501),
        reset('rfdB', 506),
        reset('rfdE', 504),
        reset('rfdF', 505, 'y'),
        reset('rfdG', 507),
      ],
    });
  });
}

beforeAll(async () => {
  store = await processes.store();
  sql = new PostgresAccounts(store, processes.pool());
  await writeRecords();
}, 60_000);

const REQUESTS: RequestSession[] = ['sidA', 'sidB', 'sidC', 'sidD', 'sidE', 'noSid', ''].flatMap((sid) =>
  ['right', 'other'].map((secret) => ({ sid, srm: secret, scd: secret })),
);
const NEEDS: SessionNeed[] = ['any', 'user', 'pendingUser'];
const MOBILES = ['27700000501', '27700000502', '27700000503', '27700000504', '27700000507', 'none', ''];
const EMAILS = ['a@example.com', ' B@EXAMPLE.com ', 'b@example.com', 'c@example.com', '', '  ', 'none@example.com'];
const RESETS: ResetReference[] = ['rfdA', 'rfdB', 'rfdC', 'rfdD', 'rfdE', 'rfdF', 'rfdG', 'none'].flatMap((rfd) =>
  ['x', 'y'].map((other) => ({ rfd, rfdd: other, tmd: other, tmddc: other })),
);

/** Every read through a repository. */
async function readAll(repository: EmbeddedAccounts | PostgresAccounts) {
  const reads: Record<string, unknown> = {};
  for (const request of REQUESTS) {
    for (const need of NEEDS) {
      reads[`session ${JSON.stringify(request)} ${need}`] = await repository.session(request, need, NOW_MS);
      reads[`session and user ${JSON.stringify(request)} ${need}`] = await repository.sessionUser(
        request,
        need,
        NOW_MS,
      );
    }
  }
  for (const userId of [1, 2, 501, 502, 503, 506, 999]) reads[`user ${userId}`] = await repository.user(userId);
  for (const mobile of MOBILES) reads[`mobile ${mobile}`] = await repository.byMobile(mobile);
  for (const email of EMAILS) reads[`email ${email}`] = await repository.byEmail(email);
  for (const reference of RESETS) reads[`reset ${JSON.stringify(reference)}`] = await repository.resetOwner(reference);
  return reads;
}

describe('the PostgreSQL accounts repository answers as the embedded one', () => {
  it('finds sessions, users and reset owners alike', async () => {
    const expected = await readAll(await embedded());
    expect(await readAll(sql)).toEqual(expected);
  }, 60_000);

  it('has records that mean something: first written, live sessions, verified owners', async () => {
    const right = (sid: string) => ({ sid, srm: 'right', scd: 'right' });
    expect((await sql.session(right('sidA'), 'any', NOW_MS))?.kind).toBe('visitor');
    expect(await sql.session({ sid: 'sidA', srm: 'other', scd: 'other' }, 'any', NOW_MS)).toBeUndefined();
    expect(await sql.session(right('sidB'), 'user', NOW_MS)).toBeUndefined();
    // A call's opening reads the session with its user; a visitor's has none.
    expect((await sql.sessionUser(right('sidC'), 'user', NOW_MS))?.user?.id).toBe(501);
    expect(await sql.sessionUser(right('sidA'), 'any', NOW_MS)).toMatchObject({ user: undefined });
    expect(await sql.session(right('sidB'), 'pendingUser', NOW_MS)).toBeDefined();
    expect(await sql.session(right('sidD'), 'any', NOW_MS)).toBeUndefined();
    expect((await sql.byMobile('27700000501'))?.id).toBe(501);
    expect((await sql.byMobile('27700000503'))?.verified).toBe(false);
    expect((await sql.byEmail(' A@example.COM'))?.id).toBe(501);
    // The first written of an e-mail, verified or not (sign-in then refuses the unverified).
    expect((await sql.byEmail('b@example.com'))?.id).toBe(503);
    expect((await sql.resetOwner({ rfd: 'rfdA', rfdd: 'x', tmd: 'x', tmddc: 'x' }))?.id).toBe(501);
    expect(await sql.resetOwner({ rfd: 'rfdA', rfdd: 'y', tmd: 'y', tmddc: 'y' })).toBeUndefined();
    expect((await sql.resetOwner({ rfd: 'rfdF', rfdd: 'y', tmd: 'y', tmddc: 'y' }))?.id).toBe(505);
    expect(await sql.resetOwner({ rfd: 'rfdB', rfdd: 'x', tmd: 'x', tmddc: 'x' })).toBeUndefined();
  });

  it('sees each write at once, on every read', async () => {
    const other = { sid: 'sidF', srm: 'other', scd: 'other' };
    expect(await sql.session(other, 'user', NOW_MS)).toBeUndefined();
    await store.update((draft) => {
      append(draft, { sessions: [session('sidF', 'other', 'user', { created_at: NOW_ISO, user_id: 502 })] });
    });
    // The users' rows change as their writes change them (the state holds none of them).
    await processes.pool().query('DELETE FROM users WHERE id = 501');
    await processes.pool().query('UPDATE users SET verified = true, verified_at = now() WHERE id = 506');
    expect((await sql.session(other, 'user', NOW_MS))?.kind).toBe('user');
    // User 501's sessions went with them (sidC: the foreign key).
    expect(await sql.session({ sid: 'sidC', srm: 'right', scd: 'right' }, 'user', NOW_MS)).toBeUndefined();
    expect(await sql.byMobile('27700000501')).toBeUndefined();
    expect((await sql.byEmail('a@example.com'))?.id).toBe(502);
    expect((await sql.user(506))?.verified).toBe(true);
    expect(await readAll(sql)).toEqual(await readAll(await embedded()));
  }, 60_000);
});
