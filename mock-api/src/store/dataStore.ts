/**
 * What the routes read and write: one state of every collection, read synchronously from
 * `data` (a consistent snapshot, never changed in place) and changed only through `update()`,
 * which runs the mutation on a draft and makes the result the new state once it is stored.
 * Two stores implement it: the JSON file (store.ts, the default) and PostgreSQL
 * (postgres/postgresStore.ts, with DATABASE_URL), chosen in openStore.ts.
 */
import type pg from 'pg';
import type { DbState } from './types';

/**
 * The rows a mutation needs that a process's state does not hold (a typed table's, issue 33), read
 * (and locked, as the rule needs) in the write's own transaction before the mutation runs, which sees
 * them in its draft. It may also write a typed table's rows the mutation goes with (an employee's
 * removal deletes the row; the mutation removes the records the state holds): a write with a prepare
 * is committed even when its mutation changed nothing. The embedded store holds every record and never
 * calls it.
 */
export type PrepareWrite = (client: Pick<pg.PoolClient, 'query'>) => Promise<Partial<DbState>>;

/** A write's prepare that reads nothing (a write of typed tables that decides on the state alone). */
export const readingNothing: PrepareWrite = () => Promise.resolve({});

export interface DataStore {
  /** Where the data lives, for the start-up line (a path, or a URL with its password masked). */
  readonly where: string;
  /** The current state. Treat as read-only: change it through update(). */
  readonly data: DbState;
  /** Load the state (the PostgreSQL store; a first start writes the seed). Before the first call. */
  open(): Promise<void>;
  /**
   * Run `mutate` on a draft of the newest state and store what it changed; resolves with what
   * `mutate` returned once the write is durable. A mutation that throws, or a write that fails,
   * changes nothing. `prepare`: see PrepareWrite.
   */
  update<R>(mutate: (draft: DbState) => R, prepare?: PrepareWrite): Promise<R>;
  /**
   * update() for a write whose mutation changes typed tables' records only (issue 33: a roster's edit, pin or
   * publish, with its notices): on PostgreSQL a transaction of its own that waits only on the rows `prepare`
   * locks, never on the store head's lock or on other processes' writes; the mutation reads the other records
   * as this process holds them (as of the call's opening). A mutation that changes a record held in
   * store_records throws, and nothing is written. The file store runs it as update().
   */
  updateRows<R>(mutate: (draft: DbState) => R, prepare: PrepareWrite): Promise<R>;
  /**
   * Run `work` while no other work under the same `lock` runs, in this process or in any other
   * sharing the store (the file store has one process; PostgreSQL takes an advisory lock): for
   * work that spans the store and something beside it, e.g. a photo's blob and its record.
   */
  exclusive<T>(lock: string, work: () => Promise<T>): Promise<T>;
  /** Pick up what another process wrote (npm run reset, another API instance). Cheap when nothing did. */
  refresh(): Promise<void>;
  /** Restore the seed. */
  reset(): Promise<void>;
  close(): Promise<void>;
}
