/**
 * Sessions on PostgreSQL (their own table, issue 33): a first visit and a sign-in are writes of their own rows,
 * so each goes through while another write holds the store head's lock; a first visit makes room first (the
 * expired sessions and the oldest visitors beyond the limit go, a user's session stays), and a session read at a
 * call's opening is the table's row by sid. Waiting is seen in PostgreSQL itself (lockWaits.ts), not by timing.
 */
import { defaultConfig } from '../../config';
import { PostgresAccounts } from '../../auth/repository/postgresAccounts';
import type { RouteContext } from '../../routes/context';
import { demo } from '../../testing/harness';
import { HOLD_THE_HEAD, holding, someoneWaits } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import type { PostgresStore } from './postgresStore';
import { sessions } from './sessionRows';
import { readDocs } from './typedTable';
import type { SessionRecord } from '../types';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
let store: PostgresStore;
let accounts: PostgresAccounts;
let nowMs = Date.parse('2026-06-15T09:00:00.000Z');
const clock = {
  now: () => nowMs,
  config: { ...defaultConfig, maxVisitorSessions: 3, visitorSessionSeconds: 3600, userSessionSeconds: 7200 },
} as unknown as RouteContext;

beforeAll(async () => {
  store = await processes.store();
  accounts = new PostgresAccounts(store, processes.pool());
});

const stored = async (): Promise<SessionRecord[]> => readDocs<SessionRecord>(processes.pool(), sessions);

describe('sessions on PostgreSQL', () => {
  it('opens a visitor’s and a user’s session while another write holds the head', async () => {
    const pool = processes.pool();
    const admin = (await accounts.user(demo.admin.id))!;
    const head = await holding(pool, HOLD_THE_HEAD);
    try {
      const visitor = accounts.openVisitorSession(clock);
      expect(await Promise.race([visitor, someoneWaits(pool, head.pid)])).toMatchObject({ sid: expect.any(String) });
      const user = accounts.openUserSession(admin.id, admin.pass_hash, clock);
      const grant = await Promise.race([user, someoneWaits(pool, head.pid)]);
      expect(grant).toMatchObject({ sid: expect.any(String) });
      const session = await accounts.session(grant as { sid: string; srm: string; scd: string }, 'user', nowMs);
      expect(session).toMatchObject({ kind: 'user', user_id: admin.id, pending: false });
    } finally {
      await head.release();
    }
  });

  it('makes room for a visitor: the expired go, then the oldest visitors past the limit; a user’s stays', async () => {
    nowMs += 2 * 3600 * 1000;
    // Both sessions of the test before expired an hour ago (the visitor's) and now (the user's).
    const visits = [];
    for (let n = 0; n < 4; n += 1) visits.push(await accounts.openVisitorSession(clock));
    const admin = (await accounts.user(demo.admin.id))!;
    const user = (await accounts.openUserSession(admin.id, admin.pass_hash, clock))!;
    await accounts.openVisitorSession(clock);
    const left = await stored();
    expect(left.filter((one) => one.kind === 'visitor')).toHaveLength(clock.config.maxVisitorSessions);
    expect(left.map((one) => one.sid)).toContain(user.sid);
    // The first two visitors of this test went; the last ones stay, in order.
    expect(left.map((one) => one.sid)).not.toContain(visits[0]!.sid);
    expect(left.map((one) => one.sid)).not.toContain(visits[1]!.sid);
    expect(left.filter((one) => one.kind === 'visitor').map((one) => one.sid)).toEqual([
      visits[2]!.sid,
      visits[3]!.sid,
      expect.any(String),
    ]);
    expect(left.every((one) => Date.parse(one.expires_at) > nowMs)).toBe(true);
  });
});
