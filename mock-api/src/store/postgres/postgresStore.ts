/**
 * The PostgreSQL store (DATABASE_URL). Every domain's records are rows of tables of their own (issue 33,
 * typedTables.ts) that no process holds: a write is a transaction of its own that reads, and locks as its rule
 * needs, only the rows its prepare names, runs its mutation on a draft with them, and writes what it changed to
 * their tables; writes of other rows never wait on it, in this process or another, and a domain's repository reads
 * with SQL of its own.
 *
 * What is left in store_records (the countries, the demo's one record) is held in memory by each process and
 * versioned by the store head: each process catches up before every call (refresh: one query of the head; the
 * changed rows when another process wrote, which after the seed is a reset or the demo's build). A write that
 * changes one of those records takes the head's next version under its row lock, after the catch-up; writes
 * waiting while one is written go together (group commit): one transaction and one turn of the lock, each mutation
 * on the state the ones before it left; a mutation that throws fails alone, a write that fails fails them all.
 */
import { runsAgain } from './runAgain';
import type pg from 'pg';
import { readingNothing } from '../dataStore';
import type { DataStore, PrepareWrite } from '../dataStore';
import { mutate } from '../mutation';
import type { Mutation, RecordChange } from '../mutation';
import { WorkQueues } from '../workQueues';
import { emptyState } from '../types';
import type { DbState } from '../types';
import {
  readAllRecords,
  readHead,
  readHeadWithChanges,
  readRecordsSince,
  removeAllRecords,
  takeNextVersion,
  writeRecords,
} from './recordRows';
import type { Head } from './recordRows';
import { applyRows, changesOfState, stateFromRows } from './stateRows';
import { AppChangeCounters } from './appChanges';
import {
  isTypedChange as typedChange,
  isTypedCollection,
  removeAllTyped,
  withoutTyped,
  writeTypedChanges,
} from './typedTables';

/** Writes changes where they live: the typed tables' to their tables, the rest as store_records rows. */
async function writeChanges(client: pg.PoolClient, changes: readonly RecordChange[], version: number): Promise<void> {
  await writeRecords(
    client,
    changes.filter((change) => !typedChange(change)),
    version,
  );
  await writeTypedChanges(client, changes.filter(typedChange));
}

/** A prepare's rows: a typed table's only (the state holds every other collection whole). */
function typedOnly(rows: Partial<DbState>): Partial<DbState> {
  const other = Object.keys(rows).find((collection) => !isTypedCollection(collection));
  if (other) throw new Error(`A write's prepare read ${other}, which the state holds whole`);
  return rows;
}

/** A store write that goes under the head's lock after all (PostgresStore.update): nothing of it was written. */
class UnderHead extends Error {}

export interface PostgresStoreOptions {
  pool: pg.Pool;
  /** The seed written to an empty database and by a reset. */
  seed: () => DbState;
  /** The database's URL with its password masked. */
  where: string;
}

/** Most updates written in one transaction (the rest go in the next). */
const MAX_BATCH = 64;

interface Waiting {
  change: (draft: DbState) => unknown;
  prepare: PrepareWrite | undefined;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

export class PostgresStore implements DataStore {
  private state: DbState = emptyState();
  private head: Head = { epoch: 0, version: 0 };
  /** One store operation at a time in this process (other processes wait on the head's lock). */
  private queue: Promise<unknown> = Promise.resolve();
  /** A refresh queued but not started yet: callers arriving now share it. */
  private queuedRefresh: Promise<void> | undefined;
  /** Exclusive work waits its turn in this process before it takes a connection for the lock. */
  private readonly locks = new WorkQueues();
  /** Updates not written yet, and whether a batch is queued to take them. */
  private waiting: Waiting[] = [];
  private batchQueued = false;

  /** The typed tables' change counters, read with the head (appChanges.ts). */
  readonly counters: AppChangeCounters;

  constructor(private readonly options: PostgresStoreOptions) {
    this.counters = new AppChangeCounters(options.pool);
  }

  get where(): string {
    return this.options.where;
  }

  get data(): DbState {
    return this.state;
  }

  open(): Promise<void> {
    return this.serial(async () => {
      await this.transaction(async (client) => {
        const head = await takeNextVersion(client);
        // Version 1 is this write: the database has never held the seed.
        if (head.version !== 1) return client.query('ROLLBACK');
        await writeChanges(client, changesOfState(this.options.seed()), head.version);
        return client.query('COMMIT');
      });
      await this.reload();
    });
  }

  /**
   * A write of its own rows (ownRows), which waits only on the rows its prepare locks. One whose mutation changes a
   * record the state holds (the countries, the demo's record), or throws (it may have read those records as this
   * process last caught up on them), is rolled back and run again under the store head's lock, on the newest state,
   * batched with the others waiting (group commit): what it answers then is its answer.
   */
  update<R>(change: (draft: DbState) => R, prepare?: PrepareWrite): Promise<R> {
    return this.ownRows(change, prepare ?? readingNothing, true).catch((error: unknown) => {
      if (!(error instanceof UnderHead)) throw error;
      return new Promise<R>((resolve, reject) => {
        this.waiting.push({ change, prepare, resolve: resolve as (result: unknown) => void, reject });
        this.queueBatch();
      });
    });
  }

  /**
   * A write of typed tables only, in a transaction of its own (no head lock, no version, nothing for other
   * processes to catch up on): the prepare reads and locks its rows, the mutation runs on this process's state
   * with them, and its changes go to their tables; one of a record the state holds is refused, and nothing is
   * written.
   */
  updateRows<R>(change: (draft: DbState) => R, prepare: PrepareWrite): Promise<R> {
    return this.ownRows(change, prepare, false);
  }

  /**
   * A write of its own rows; `orHead`: a mutation that throws or changes a held record throws UnderHead. A key
   * another write took at the same moment (a unique or exclusion constraint, checked at the latest at the commit:
   * two calculations claiming one period), or a deadlock PostgreSQL broke by rolling this write back (runAgain.ts),
   * runs the whole write again, up to three times in all, and it decides on what it finds then.
   */
  private async ownRows<R>(change: (draft: DbState) => R, prepare: PrepareWrite, orHead: boolean): Promise<R> {
    for (let tries = 1; ; tries += 1) {
      try {
        const result = await this.transaction(async (client) => {
          const prepared = typedOnly(await prepare(client));
          let mutation: Mutation<R>;
          try {
            mutation = mutate({ ...this.state, ...prepared }, change);
          } catch (error) {
            if (orHead) throw new UnderHead();
            throw error;
          }
          const held = mutation.changes.find((one) => !typedChange(one));
          if (held && orHead) throw new UnderHead();
          if (held)
            throw new Error(`A write of typed tables changed ${held.collection}, which the store head versions`);
          await writeTypedChanges(client, mutation.changes);
          await client.query('COMMIT');
          return mutation.result;
        });
        this.counters.wrote();
        return result;
      } catch (error) {
        if (tries === 3 || !runsAgain(error)) throw error;
      }
    }
  }

  /** A batch in the serial queue takes every update waiting when its turn comes (MAX_BATCH at most). */
  private queueBatch(): void {
    if (this.batchQueued) return;
    this.batchQueued = true;
    void this.serial(async () => {
      this.batchQueued = false;
      const batch = this.waiting.splice(0, MAX_BATCH);
      if (this.waiting.length > 0) this.queueBatch();
      if (batch.length > 0) await this.writeBatch(batch);
    });
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    const settled: (() => void)[] = [];
    try {
      await this.transaction(async (client) => {
        const head = await takeNextVersion(client);
        await this.catchUp(client, { epoch: head.epoch, version: head.version - 1 });
        let state = this.state;
        const changes = new Map<string, RecordChange>();
        let typedWrites = 0;
        for (const item of batch) {
          // A prepare's query that fails aborts the transaction: every update of the batch fails with it.
          const prepared = item.prepare ? typedOnly(await item.prepare(client)) : undefined;
          let mutation: Mutation<unknown>;
          try {
            mutation = mutate(prepared ? { ...state, ...prepared } : state, item.change);
          } catch (error) {
            // This mutation alone: the state stays as the ones before it left it.
            settled.push(() => item.reject(error));
            continue;
          }
          state = withoutTyped(mutation.next);
          const typed = mutation.changes.filter(typedChange);
          for (const change of mutation.changes)
            if (!typedChange(change)) changes.set(`${change.collection}\u0000${change.key}`, change);
          // A typed table's rows are written at once (each mutation numbers its new records from 1: the table
          // renumbers them), so a later prepare of the batch reads them as a later write would.
          await writeTypedChanges(client, typed);
          typedWrites += typed.length;
          const { result } = mutation;
          settled.push(() => item.resolve(result));
        }
        // A prepare may have written (PrepareWrite): its batch is committed whatever the mutations changed.
        if (changes.size === 0 && typedWrites === 0 && !batch.some((item) => item.prepare)) {
          await client.query('ROLLBACK');
          return;
        }
        await writeChanges(client, [...changes.values()], head.version);
        await client.query('COMMIT');
        this.counters.wrote();
        this.state = state;
        this.head = head;
      });
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const settle of settled) settle();
  }

  refresh(): Promise<void> {
    this.queuedRefresh ??= this.serial(async () => {
      this.queuedRefresh = undefined;
      const begun = this.counters.begin();
      const { head, changes } = await readHeadWithChanges(this.options.pool, begun);
      this.counters.take(begun, changes);
      await this.catchUp(this.options.pool, head);
    });
    return this.queuedRefresh;
  }

  reset(): Promise<void> {
    return this.serial(() =>
      this.transaction(async (client) => {
        const head = await takeNextVersion(client, { reset: true });
        await removeAllRecords(client);
        await removeAllTyped(client);
        const seed = this.options.seed();
        await writeChanges(client, changesOfState(seed), head.version);
        await client.query('COMMIT');
        this.counters.wrote();
        this.state = withoutTyped(seed);
        this.head = head;
      }),
    );
  }

  /** The pool belongs to the database (database/database.ts), which closes it. */
  close(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /** Bring the state to `head`: the rows written since, or everything after a reset. */
  private async catchUp(client: Pick<pg.PoolClient, 'query'>, head: Head): Promise<void> {
    if (head.epoch !== this.head.epoch) {
      this.state = stateFromRows(await readAllRecords(client));
      this.head = head;
      return;
    }
    if (head.version <= this.head.version) return;
    const rows = await readRecordsSince(client, this.head.version);
    this.state = applyRows(this.state, rows);
    this.head = { epoch: head.epoch, version: Math.max(head.version, ...rows.map((row) => row.version)) };
  }

  /** Everything, as of one snapshot. */
  private async reload(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const head = await readHead(client);
      const rows = await readAllRecords(client);
      await client.query('COMMIT');
      this.state = stateFromRows(rows);
      this.head = head;
    });
  }

  /**
   * The lock is a transaction-level advisory lock, in a transaction held open on a connection of its
   * own for the work (ended after it, which releases the lock; so does the connection's end when the
   * process dies): other processes' work under the same name waits in PostgreSQL. Transaction-level,
   * so it also holds behind PgBouncer in transaction mode, which keeps a server connection to one
   * client only while a transaction is open.
   */
  exclusive<T>(lock: string, work: () => Promise<T>): Promise<T> {
    return this.locks.run(lock, async () => {
      const client = await this.options.pool.connect();
      /** A connection that could not end its transaction is closed, not reused: closing it ends the lock. */
      let broken = false;
      const end = (statement: 'COMMIT' | 'ROLLBACK') => client.query(statement).catch(() => (broken = true));
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`times:${lock}`]);
      } catch (error) {
        await end('ROLLBACK');
        client.release(broken);
        throw error;
      }
      try {
        return await work();
      } finally {
        await end('COMMIT');
        client.release(broken);
      }
    });
  }

  /** Runs `work` in a transaction on one connection (work ends it: COMMIT or ROLLBACK); rolled back if it throws. */
  private async transaction<R>(work: (client: pg.PoolClient) => Promise<R>): Promise<R> {
    const client = await this.options.pool.connect();
    /** A connection that cannot even roll back is closed, not reused. */
    let broken = false;
    try {
      await client.query('BEGIN');
      return await work(client);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private serial<R>(work: () => Promise<R>): Promise<R> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
