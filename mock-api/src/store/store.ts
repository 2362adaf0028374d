/**
 * The store: a lowdb 1 database (the instance json-server's router is given) over the atomic
 * file adapter. Writes go through update(), which works on a copy and swaps it in only once
 * the file is written, so a failed write or a throwing mutation leaves no half-done state.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { LowdbSync } from 'lowdb';
import { AtomicFileAdapter } from './atomicFileAdapter';
import type { AtomicFs } from './atomicWrite';
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

export class Store {
  readonly db: LowdbSync<DbState>;
  private readonly adapter: AtomicFileAdapter<DbState>;
  private readonly seed: DbState;
  private stamp = '';

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

  /** Current state. Treat as read-only: change it through update(). */
  get data(): DbState {
    return this.db.getState();
  }

  update<R>(mutate: (draft: DbState) => R): R {
    const draft = structuredClone(this.data);
    const result = mutate(draft);
    this.adapter.write(draft);
    this.db.setState(draft);
    this.stamp = this.fileStamp();
    return result;
  }

  /** Restore the seed, on disk and in memory. */
  reset(): void {
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
