/**
 * A write of typed tables on PostgreSQL (issue 33) in one transaction of its own: it locks and reads
 * the rows its decision needs (`scope`: e.g. the employee's row and their days), runs the domain's
 * own mutation, the one the embedded store runs, on the process's state with those rows in it, and
 * writes what the mutation changed with SQL (`write`). No head lock: it waits only on the rows its
 * scope locked. A write may throw `TryAgain` (a unique key taken by a concurrent write): the whole
 * transaction is rolled back and run again, up to three times.
 */
import { runsAgain } from './runAgain';
import type pg from 'pg';
import { mutate } from '../mutation';
import type { RecordChange } from '../mutation';
import type { DbState } from '../types';

export class TryAgain extends Error {}

export interface ScopedWrite<R> {
  /** Locks and reads the rows the decision needs, as collections of the state. */
  scope(client: pg.PoolClient): Promise<Partial<DbState>>;
  /** The domain's mutation. */
  decide(draft: DbState): R;
  /** Writes the mutation's changes; answers the result as the caller sees it (e.g. with the ids the tables gave). */
  write(client: pg.PoolClient, result: R, changes: readonly RecordChange[]): Promise<R>;
}

/** The `doc` column of a scope's query, as records. */
export const docsOf = async <T>(client: pg.PoolClient, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

/** The records a mutation added or replaced in `collection`. */
export const changedRecords = <T>(changes: readonly RecordChange[], collection: string): T[] =>
  changes.filter((change) => change.collection === collection && change.record).map((change) => change.record as T);

/**
 * A key another write took at the same moment, or a deadlock PostgreSQL ended by rolling this write back
 * (runAgain.ts): the whole write runs again, and decides on what it finds then.
 */
export async function orAgain<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (runsAgain(error)) throw new TryAgain();
    throw error;
  }
}

/** `work` in a transaction of its own, run again (up to three times in all) when it throws TryAgain. */
export async function transaction<R>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
  for (let tries = 1; ; tries += 1) {
    const client = await pool.connect();
    /** A connection that cannot even roll back is closed, not reused. */
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      if (!(error instanceof TryAgain) || tries === 3) throw error;
    } finally {
      client.release(broken);
    }
  }
}

export const scopedWrite = <R>(pool: pg.Pool, state: DbState, work: ScopedWrite<R>): Promise<R> =>
  transaction(pool, async (client) => {
    const scope = { ...state, ...(await work.scope(client)) };
    const { result, changes } = mutate(scope, (draft) => work.decide(draft));
    return work.write(client, result, changes);
  });
