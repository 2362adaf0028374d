/**
 * The memberships' writes on PostgreSQL (issue 33: the apps' members have a table of their own): an add, a confirm,
 * a type and a status change are writes of their own rows, so each goes through while another write holds the store
 * head's lock. The user licence (confirmed members up to max_users) is decided under the app's advisory lock, seen
 * waiting in PostgreSQL itself (lockWaits.ts), not by timing: an add waits while another holds the app's memberships,
 * then counts the member that one confirmed. A change of one member waits on that member's row only. And the rights
 * a call's opening reads, kept between calls, see a membership changed on another process.
 */
import { PostgresRights } from '../../rights/repository/postgresRights';
import type { AppRecord, SessionRecord } from '../../store/types';
import { demo } from '../../testing/harness';
import { holding, someoneWaits, throughTheHead as headless } from '../../testing/lockWaits';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { testUser } from '../../testing/testUser';
import { PostgresUsers } from './postgresUsers';
import type { PostgresStore } from '../../store/postgres/postgresStore';

jest.setTimeout(60_000);

const processes = usePostgresProcesses();
const APP = demo.app.appId;
/** Sipho's public code (the demo's group member). */
const SIPHO = '80591278468418';
const LOCK_MEMBERS = `SELECT pg_advisory_xact_lock(hashtextextended('times.app_members:' || $1, 0))`;
const NOW_MS = Date.parse('2026-03-01T08:00:00.000Z');
let store: PostgresStore;
let users: PostgresUsers;
let app: AppRecord;

/** `write` answers while another transaction holds the head's lock. */
const throughTheHead = <T>(write: () => Promise<T>): Promise<T> => headless(processes.pool(), write);

/** Verified people with no membership: their codes. */
async function people(...ids: number[]): Promise<string[]> {
  await store.update((draft) => {
    for (const id of ids) draft.users.push(testUser(id));
  });
  return ids.map((id) => testUser(id).usrcd);
}

const confirmedOfApp = async (): Promise<number> =>
  (
    await processes
      .pool()
      .query<{ n: number }>(
        'SELECT count(*)::int AS n FROM app_members WHERE app_id = $1 AND confirmed IS DISTINCT FROM false',
        [APP],
      )
  ).rows[0]!.n;

beforeAll(async () => {
  store = await processes.store();
  users = new PostgresUsers(store, processes.pool());
  app = (await processes.wholeState(store)).data.apps.find((candidate) => candidate.app_id === APP)!;
});

describe('the memberships’ writes on PostgreSQL', () => {
  it('adds, confirms, changes and deactivates a member while another write holds the head', async () => {
    const [usd] = await people(700);
    const roomy = { ...app, max_users: 1000 };
    expect(await throughTheHead(() => users.add(roomy, usd!, NOW_MS))).toEqual({ status: 'added', usd });
    expect(await throughTheHead(() => users.confirm(roomy, usd!))).toEqual({ status: 'confirmed', usd });
    expect(await throughTheHead(() => users.setType(APP, demo.admin.id, usd!, 1, ''))).toBe('changed');
    expect(await throughTheHead(() => users.setStatus(APP, demo.admin.id, usd!, 'Deactivated'))).toBe('changed');
    const shown = await users.shown(APP, usd!);
    expect(shown?.member).toMatchObject({ user_type: 1, status: 'Deactivated', confirmed: true });
    // A removal also clears the member's sites' manager (a store record): through the head.
    expect(await users.remove(APP, demo.admin.id, usd!)).toBe('removed');
    expect(await users.shown(APP, usd!)).toBeUndefined();
  });

  it('takes the last seat once: an add waits on the app’s memberships, then counts the one confirmed meanwhile', async () => {
    const [first, second] = await people(701, 702);
    const seats = (await confirmedOfApp()) + 1;
    const full = { ...app, max_users: seats };
    expect(await users.add(full, first!, NOW_MS)).toEqual({ status: 'added', usd: first });
    const pool = processes.pool();
    // As a confirm of the first does: the app's memberships locked, the member confirmed, then committed.
    const confirm = await holding(pool, LOCK_MEMBERS, [APP]);
    const add = users.add(full, second!, NOW_MS);
    await someoneWaits(pool, confirm.pid);
    await confirm.query('UPDATE app_members SET confirmed = true WHERE app_id = $1 AND user_id = 701', [APP]);
    await confirm.release('COMMIT');
    expect(await add).toEqual({ status: 'licence-full' });
    expect(await confirmedOfApp()).toBe(seats);
  });

  it('changes one member while another member’s row is held', async () => {
    const pool = processes.pool();
    const held = await holding(pool, 'SELECT 1 FROM app_members WHERE app_id = $1 AND user_id = $2 FOR UPDATE', [
      APP,
      demo.ops.id,
    ]);
    try {
      expect(await users.setStatus(APP, demo.admin.id, SIPHO, 'Deactivated')).toBe('changed');
      const change = users.setStatus(APP, demo.admin.id, demo.opsd, 'Deactivated');
      await someoneWaits(pool, held.pid);
      await held.release();
      expect(await change).toBe('changed');
    } finally {
      await users.setStatus(APP, demo.admin.id, SIPHO, 'Active');
      await users.setStatus(APP, demo.admin.id, demo.opsd, 'Active');
    }
  });

  it('keeps the rights read at a call’s opening until a membership changes on another process', async () => {
    const here = await processes.store();
    const rights = new PostgresRights(processes.pool(), here.counters);
    const there = new PostgresUsers(await processes.store(), processes.pool());
    const sipho = { app_id: APP, user_id: demo.group.id } as SessionRecord;
    await here.refresh();
    const before = await rights.stateOf(sipho);
    expect(before.app_members).toEqual([expect.objectContaining({ user_id: demo.group.id, user_type: 2 })]);
    await here.refresh();
    expect(await rights.stateOf(sipho)).toBe(before);

    expect(await there.setStatus(APP, demo.admin.id, SIPHO, 'Deactivated')).toBe('changed');
    await here.refresh();
    expect((await rights.stateOf(sipho)).app_members[0]!.status).toBe('Deactivated');
    expect(await there.setStatus(APP, demo.admin.id, SIPHO, 'Active')).toBe('changed');
  });
});
