/**
 * The file store (the default): a lowdb 1 database over the atomic file adapter, the whole state
 * in one JSON file. Writes go through update(), which works on a draft (store/mutation.ts) and
 * swaps it in only once the file is written, so a failed write or a throwing mutation leaves no
 * half-done state.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { LowdbSync } from 'lowdb';
import { AtomicFileAdapter } from './atomicFileAdapter';
import type { AtomicFs } from './atomicWrite';
import type { DataStore } from './dataStore';
import { mutate } from './mutation';
import { WorkQueues } from './workQueues';
import { loadSeed } from './seed';
import type { DbState } from './types';

// lowdb 1 is json-server's own dependency: load the copy json-server uses.
const requireFromJsonServer = createRequire(require.resolve('json-server'));
const low = requireFromJsonServer('lowdb') as typeof import('lowdb');

export interface StoreOptions {
  dbFile: string;
  seedDir: string;
  fsOps?: AtomicFs;
}

export class FileStore implements DataStore {
  readonly db: LowdbSync<DbState>;
  private readonly adapter: AtomicFileAdapter<DbState>;
  private readonly seed: DbState;
  private stamp = '';
  /** The file has one process: exclusive work queues within it. */
  private readonly locks = new WorkQueues();

  constructor(private readonly options: StoreOptions) {
    this.seed = loadSeed(options.seedDir);
    this.adapter = new AtomicFileAdapter(options.dbFile, () => structuredClone(this.seed), options.fsOps);
    this.db = low(this.adapter);
    this.db.setState(this.withAllCollections(this.db.getState()));
    this.stamp = this.fileStamp();
  }

  get file(): string {
    return this.options.dbFile;
  }

  get where(): string {
    return this.options.dbFile;
  }

  /** The file is read when the store is made. */
  async open(): Promise<void> {}

  async close(): Promise<void> {}

  exclusive<T>(lock: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(lock, work);
  }

  /** Current state. Treat as read-only: change it through update(). */
  get data(): DbState {
    return this.db.getState();
  }

  update<R>(change: (draft: DbState) => R): Promise<R> {
    try {
      return Promise.resolve(this.updateNow(change));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** The file store holds every record: a write of typed records only is an update like any other. */
  updateRows<R>(change: (draft: DbState) => R): Promise<R> {
    return this.update(change);
  }

  /** update() at once, for the file store's own tools and tests that need no await. */
  updateNow<R>(change: (draft: DbState) => R): R {
    const { next, result, changes } = mutate(this.data, change);
    if (changes.length === 0) return result;
    this.adapter.write(next);
    this.db.setState(next);
    this.stamp = this.fileStamp();
    return result;
  }

  refresh(): Promise<void> {
    this.syncFromDisk();
    return Promise.resolve();
  }

  reset(): Promise<void> {
    this.resetNow();
    return Promise.resolve();
  }

  /** Restore the seed, on disk and in memory. */
  resetNow(): void {
    const seed = structuredClone(this.seed);
    this.adapter.write(seed);
    this.db.setState(seed);
    this.stamp = this.fileStamp();
  }

  /**
   * Pick up a change made by another process (npm run reset while the server runs, a deleted
   * file is re-created from the seed). One stat() per call.
   */
  syncFromDisk(): void {
    if (this.fileStamp() === this.stamp) return;
    this.db.setState(this.withAllCollections(this.adapter.read()));
    this.stamp = this.fileStamp();
  }

  private fileStamp(): string {
    try {
      const stat = fs.statSync(this.options.dbFile);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
      throw error;
    }
  }

  /** A store written before a collection existed gets it from the seed. */
  private withAllCollections(state: DbState): DbState {
    const complete: Record<string, unknown> = { ...state };
    for (const [key, value] of Object.entries(this.seed)) {
      if (!Array.isArray(complete[key])) complete[key] = structuredClone(value);
    }
    return complete as unknown as DbState;
  }
}

/** Write the seed over the store file (the reset command; no server needed). */
export function resetStoreFile(dbFile: string, seedDir: string): void {
  new AtomicFileAdapter<DbState>(dbFile, () => loadSeed(seedDir)).write(loadSeed(seedDir));
}
