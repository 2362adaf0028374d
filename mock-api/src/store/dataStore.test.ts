/**
 * The one store interface, on both stores: the JSON file and PostgreSQL (a private server started
 * here). Then what only PostgreSQL does: several API processes (here, several stores with their
 * own pools) on one database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedDir } from '../testing/harness';
import { testSeed as seed, usePostgresProcesses } from '../testing/services/postgresProcesses';
import type { DataStore } from './dataStore';
import { FileStore } from './fileStore';
import { PostgresStore } from './postgres/postgresStore';
import type { DemoRecord } from './types';

const { url, pool, store: postgresStore } = usePostgresProcesses();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function fileStore(): Promise<FileStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-store-'));
  dirs.push(dir);
  const store = new FileStore({ dbFile: path.join(dir, 'db.json'), seedDir });
  await store.open();
  return store;
}

/**
 * Runs two pieces of work under one lock, the first started first, each on its store: the order
 * they began and ended in, e.g. ['a+', 'a-', 'b+', 'b-'] when the second waited for the first.
 */
async function overlapOf(first: DataStore, second: DataStore, lock = 'test-lock'): Promise<string[]> {
  const steps: string[] = [];
  const work = (name: string) => async () => {
    steps.push(`${name}+`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    steps.push(`${name}-`);
  };
  const a = first.exclusive(lock, work('a'));
  await new Promise((resolve) => setTimeout(resolve, 30));
  await Promise.all([a, second.exclusive(lock, work('b'))]);
  return steps;
}

const record = (id: number, message = ''): DemoRecord => ({
  id,
  state: 'ready',
  started_at: '',
  finished_at: '',
  message,
});

describe.each([
  ['the file store', fileStore],
  ['the PostgreSQL store', postgresStore],
] as const)('%s', (_name, make) => {
  let store: DataStore;
  beforeEach(async () => {
    store = await make();
    await store.reset();
  });

  it('starts with the seed', () => {
    expect(store.data.countries).toEqual(seed().countries);
  });

  it('adds, changes and removes records, keeping the order they were added in', async () => {
    await store.update((draft) => {
      draft.demo.push(record(3, 'c'), record(1, 'a'), record(2, 'b'));
    });
    const changed = await store.update((draft) => {
      draft.demo.find((candidate) => candidate.id === 1)!.message = 'A';
      draft.demo = draft.demo.filter((candidate) => candidate.id !== 2);
      return draft.demo.length;
    });
    expect(changed).toBe(2);
    expect(store.data.demo.map(({ id, message }) => [id, message])).toEqual([
      [3, 'c'],
      [1, 'A'],
    ]);
  });

  it('changes nothing when the mutation throws', async () => {
    const before = store.data;
    await expect(
      store.update((draft) => {
        draft.countries = [];
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(store.data).toBe(before);
    expect(store.data.countries.length).toBeGreaterThan(0);
  });

  it('keeps collections the types do not name (what later issues add)', async () => {
    await store.update((draft) => {
      (draft as unknown as Record<string, unknown[]>).timesheets = [{ id: 1, hours: 8 }];
    });
    expect((store.data as unknown as Record<string, unknown>).timesheets).toEqual([{ id: 1, hours: 8 }]);
  });

  it('a reset brings the seed back', async () => {
    await store.update((draft) => {
      draft.countries = [];
    });
    await store.reset();
    expect(store.data.countries).toHaveLength(seed().countries.length);
  });

  it('runs exclusive work one at a time per lock, also after a failure, and other locks alongside', async () => {
    expect(await overlapOf(store, store)).toEqual(['a+', 'a-', 'b+', 'b-']);
    await expect(store.exclusive('test-lock', () => Promise.reject(new Error('no luck')))).rejects.toThrow('no luck');
    expect(await store.exclusive('test-lock', () => Promise.resolve('next'))).toBe('next');
    const steps: string[] = [];
    const hold = (name: string) => () =>
      new Promise<void>((resolve) => {
        steps.push(name);
        setTimeout(resolve, 100);
      });
    await Promise.all([store.exclusive('one', hold('one')), store.exclusive('other', hold('other'))]);
    expect(steps).toEqual(['one', 'other']);
  });
});

describe('several API processes on one PostgreSQL', () => {
  let first: PostgresStore;
  let second: PostgresStore;
  beforeEach(async () => {
    first = await postgresStore();
    second = await postgresStore();
    await first.reset();
    await second.refresh();
  });

  it('a write of one is read by the other after its next refresh, and a restart reads it back', async () => {
    await first.update((draft) => {
      draft.demo.push(record(1, 'from the first'));
    });
    expect(second.data.demo).toEqual([]);
    await second.refresh();
    expect(second.data.demo).toEqual([record(1, 'from the first')]);
    await second.update((draft) => {
      draft.demo = [];
      draft.countries[0]!.c_nm = 'Renamed';
    });
    await first.refresh();
    expect(first.data.demo).toEqual([]);
    expect(first.data.countries[0]?.c_nm).toBe('Renamed');
    const restarted = await postgresStore();
    expect(restarted.data).toEqual(first.data);
  });

  it('writes from both at once all land, each on the newest state (none is lost)', async () => {
    await first.update((draft) => {
      draft.demo.push(record(1, '0'));
    });
    const increment = (store: PostgresStore) =>
      store.update((draft) => {
        const counter = draft.demo[0]!;
        counter.message = String(Number(counter.message) + 1);
      });
    await Promise.all(Array.from({ length: 20 }, (_, i) => increment(i % 2 === 0 ? first : second)));
    await Promise.all([first.refresh(), second.refresh()]);
    expect(first.data.demo[0]?.message).toBe('20');
    expect(second.data.demo[0]?.message).toBe('20');
  });

  it('a reset by one is read whole by the other', async () => {
    await first.update((draft) => {
      draft.demo.push(record(1));
    });
    await second.refresh();
    await second.reset();
    await first.refresh();
    expect(first.data.demo).toEqual([]);
    expect(first.data).toEqual(second.data);
  });

  it('exclusive work waits for the same lock held by another process, not for another lock', async () => {
    expect(await overlapOf(first, second)).toEqual(['a+', 'a-', 'b+', 'b-']);
    const apart = await Promise.all([overlapOf(first, second, 'lock-1'), overlapOf(second, first, 'lock-2')]);
    expect(apart).toEqual([
      ['a+', 'a-', 'b+', 'b-'],
      ['a+', 'a-', 'b+', 'b-'],
    ]);
  });

  it('a lock held by a process that dies is released with its connection', async () => {
    const holder = pool();
    const client = await holder.connect();
    await client.query("SELECT pg_advisory_lock(hashtextextended('times:test-lock', 0))");
    let ran = false;
    const waiting = first.exclusive('test-lock', () => Promise.resolve((ran = true)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ran).toBe(false);
    client.release(true);
    await waiting;
    expect(ran).toBe(true);
  });

  it('a store that cannot reach the database rejects, and its state stays as it was', async () => {
    const unreachable = new PostgresStore({ pool: pool(url().replace(/:(\d+)\//, ':1/')), seed, where: 'nowhere' });
    await expect(unreachable.open()).rejects.toThrow(/ECONNREFUSED/);
    await expect(unreachable.update((draft) => draft.demo.push(record(1)))).rejects.toThrow(/ECONNREFUSED/);
    expect(unreachable.data.demo).toEqual([]);
  });
});
