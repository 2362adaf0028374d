/**
 * Rosters left Processing by an API process that is gone: on one PostgreSQL shared by several
 * processes, only the rosters of dead processes become Failed; the living ones' calculations go on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresInstances } from '../../instances/postgresInstances';
import { createServer } from '../../server';
import type { MockApi } from '../../server';
import type { PostgresStore } from '../../store/postgres/postgresStore';
import type { RosterRecord } from '../../store/types';
import { seedDir } from '../../testing/harness';
import { PostgresRosters } from '../repository/postgresRosters';
import { usePostgresProcesses } from '../../testing/services/postgresProcesses';
import { processingRoster } from './testing/processingRoster';
import { INTERRUPTED_REASON, OWNER_GONE_REASON, failInterruptedRosters, watchInterruptedRosters } from './interrupted';

const NOW = Date.parse('2026-03-01T08:00:00.000Z');
const LEASE_MS = 400;

const { url, pool, store } = usePostgresProcesses();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const processing = (id: number, owner: string | undefined, status: RosterRecord['status'] = 'Processing') =>
  processingRoster({
    id,
    rstd: rstdOf(id),
    // One shift each: two rosters of one shift never hold one period.
    sftd: `shift${id}`,
    status,
    ...(owner === undefined ? {} : { calc_owner: owner }),
  });

const rstdOf = (id: number): string => `roster${String(id).padStart(6, '0')}`;

/** The roster's status and reason as the database holds it (the rosters' own table: issue 33). */
const statusOf = async (id: number) => {
  const { rows } = await pool().query<{ status: string; reason: string }>(
    'SELECT status, failure_reason AS reason FROM rosters WHERE rstd = $1',
    [rstdOf(id)],
  );
  return rows[0];
};

const calculations = (shared: PostgresStore) => new PostgresRosters(shared, pool());

const waitUntil = async (done: () => Promise<boolean> | boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('which API processes are alive', () => {
  it('counts a process alive while it beats within its lease, and gone once stopped or silent', async () => {
    const a = postgresInstances(pool(), 'instance-a', LEASE_MS);
    const b = postgresInstances(pool(), 'instance-b', LEASE_MS);
    const silent = postgresInstances(pool(), 'instance-silent', LEASE_MS);
    await Promise.all([a.start(), b.start(), silent.start()]);
    expect([...(await b.live())].sort()).toEqual(['instance-a', 'instance-b', 'instance-silent']);
    await a.stop();
    expect(await b.live()).not.toContain('instance-a');
    // Nobody beats for 'instance-silent' now: after its lease it is gone, while b (which beats as it asks) stays.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
    expect([...(await b.live())]).toEqual(['instance-b']);
    await b.stop();
  });
});

describe('failing interrupted rosters', () => {
  it('fails the Processing rosters of processes not alive, and no other roster', async () => {
    const shared = await store();
    await shared.reset();
    await shared.update((draft) => {
      draft.rosters.push(
        processing(1, 'alive'),
        processing(2, 'dead'),
        processing(3, undefined),
        processing(4, 'dead', 'Successful'),
      );
    });
    const rosters = calculations(shared);
    expect(await failInterruptedRosters(shared, rosters, NOW, new Set(['alive']), OWNER_GONE_REASON)).toBe(2);
    expect(await statusOf(1)).toEqual({ status: 'Processing', reason: '' });
    expect(await statusOf(2)).toEqual({ status: 'Failed', reason: OWNER_GONE_REASON });
    expect(await statusOf(3)).toEqual({ status: 'Failed', reason: OWNER_GONE_REASON });
    expect(await statusOf(4)).toEqual({ status: 'Successful', reason: '' });
    const finished = await pool().query('SELECT finished_at FROM rosters WHERE rstd = $1', [rstdOf(2)]);
    expect((finished.rows[0] as { finished_at: Date }).finished_at.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    // Nothing left to fail: nothing written.
    const head = await pool().query('SELECT version FROM store_head');
    expect(await failInterruptedRosters(shared, rosters, NOW, new Set(['alive']))).toBe(0);
    expect((await pool().query('SELECT version FROM store_head')).rows).toEqual(head.rows);
  });

  it('watches: a process that dies while another runs has its rosters failed within the lease', async () => {
    const first = await store();
    await first.reset();
    const dying = postgresInstances(pool(), 'instance-dying', LEASE_MS);
    const watching = postgresInstances(pool(), 'instance-watching', LEASE_MS);
    await Promise.all([dying.start(), watching.start()]);
    await first.update((draft) => {
      draft.rosters.push(processing(1, 'instance-dying'), processing(2, 'instance-watching'));
    });
    const second = await store();
    const errors: unknown[] = [];
    const watch = watchInterruptedRosters(
      second,
      calculations(second),
      watching,
      () => NOW,
      50,
      (error) => errors.push(error),
    );
    try {
      // 'instance-dying' beats no more (a killed process): within its lease its roster is Failed.
      await waitUntil(async () => (await statusOf(1))?.status === 'Failed');
      expect(await statusOf(1)).toEqual({ status: 'Failed', reason: OWNER_GONE_REASON });
      expect(await statusOf(2)).toEqual({ status: 'Processing', reason: '' });
      expect(errors).toEqual([]);
    } finally {
      // A round under way ends first: its beat would otherwise write the row back after stop() deleted it.
      await watch.stop();
      await watching.stop();
    }
  });
});

describe('two API servers on one database', () => {
  const servers: MockApi[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  async function server(): Promise<MockApi> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'interrupted-'));
    dirs.push(dir);
    const api = createServer({
      dbFile: path.join(dir, 'db.json'),
      seedDir,
      now: () => NOW,
      config: {
        databaseUrl: url(),
        instanceLeaseMs: LEASE_MS,
        logger: { info: () => {}, error: () => {} },
      },
    });
    servers.push(api);
    await api.listen(0);
    return api;
  }

  it("a starting server leaves a running server's calculation alone, and fails it once that server stops", async () => {
    await pool().query('DELETE FROM api_instances');
    const a = await server();
    await a.store.reset();
    const ids = (await pool().query<{ id: string }>('SELECT id FROM api_instances')).rows.map((row) => row.id);
    expect(ids).toHaveLength(1);
    const [owner] = ids;
    await a.store.update((draft) => {
      draft.rosters.push(processing(1, owner), processing(2, 'a-process-that-died'));
    });

    await server();
    expect(await statusOf(1)).toEqual({ status: 'Processing', reason: '' });
    // The dead process's roster: failed by b's start, or already by a's watch.
    expect((await statusOf(2))?.status).toBe('Failed');
    expect([INTERRUPTED_REASON, OWNER_GONE_REASON]).toContain((await statusOf(2))?.reason);

    servers.splice(servers.indexOf(a), 1);
    await a.close();
    // b's watch fails it once a's lease runs out.
    await waitUntil(async () => (await statusOf(1))?.status === 'Failed');
    expect(await statusOf(1)).toEqual({ status: 'Failed', reason: OWNER_GONE_REASON });
  });
});
