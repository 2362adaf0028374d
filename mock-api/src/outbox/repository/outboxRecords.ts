/**
 * Where the outbox's messages are read (GET /dev/outbox, the tests): the store's state on the embedded store, the
 * outbox's own table on PostgreSQL (store/postgres/outboxRows.ts). Messages are added by the store writes that send
 * them (outbox.ts), never here.
 */
import { listMessages } from '../outbox';
import type { DataStore } from '../../store/dataStore';
import type { OutboxMessage } from '../../store/types';
import type pg from 'pg';
import { OUTBOX_MESSAGES } from '../../store/postgres/outboxRows';

export interface OutboxRecords {
  /** The messages, newest first; only those to `to` when it is given. */
  list(to?: string): Promise<OutboxMessage[]>;
}

export class EmbeddedOutbox implements OutboxRecords {
  constructor(private readonly store: DataStore) {}

  list(to?: string): Promise<OutboxMessage[]> {
    return Promise.resolve(listMessages(this.store.data, to));
  }
}

export class PostgresOutbox implements OutboxRecords {
  constructor(private readonly pool: pg.Pool) {}

  async list(to?: string): Promise<OutboxMessage[]> {
    const { rows } = await this.pool.query<{ doc: OutboxMessage }>(OUTBOX_MESSAGES, [to ?? null]);
    return rows.map((row) => row.doc);
  }
}
