/**
 * The outbox's own table (migrations/*_outbox.sql) as the store sees it: the messages a store write adds (a
 * code, a roster's notices, an invitation, a request's decision) go there in the same transaction; a message
 * whose key the table has already is not added again (the unique key, whichever process writes), and the
 * newest OUTBOX_LIMIT are kept. The apps' counters of the table move with every message added or removed
 * ('' for a code, which is of no app).
 */
import { OUTBOX_LIMIT } from '../../outbox/outbox';
import type { OutboxMessage } from '../types';
import { bumpChanges } from './appChanges';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias m) as the API's record (fields a message has not got left out). */
export const OUTBOX_DOC = `json_strip_nulls(json_build_object('id', m.id, 'app_id', nullif(m.app_id, ''),
  'to', m.to_mobile, 'text', m.text, 'code', m.code, 'purpose', m.purpose, 'created_at', ${isoText('m.created_at')},
  'key', m.key, 'rstd', m.rstd, 'emd', m.emd))`;

const MESSAGES: JsonUpsert = {
  table: 'outbox_messages',
  columns: {
    app_id: 'text',
    to_mobile: 'text',
    text: 'text',
    code: 'text',
    purpose: 'text',
    created_at: 'timestamptz',
    key: 'text',
    rstd: 'text',
    emd: 'text',
  },
  // A message whose key was sent before is not sent again.
  conflict: '(key)',
  update: [],
};

/** Adds messages (numbered by the table unless `withIds`), then removes the oldest beyond the newest OUTBOX_LIMIT. */
async function addMessages(client: Queryable, records: readonly OutboxMessage[], withIds = false): Promise<void> {
  if (records.length === 0) return;
  await upsertJson(
    client,
    MESSAGES,
    records.map((record) => ({
      id: withIds ? record.id : null,
      app_id: record.app_id ?? '',
      to_mobile: record.to,
      text: record.text,
      code: record.code,
      purpose: record.purpose,
      created_at: record.created_at,
      key: record.key ?? null,
      rstd: record.rstd ?? null,
      emd: record.emd ?? null,
    })),
  );
  await client.query(
    `WITH gone AS (
       DELETE FROM outbox_messages WHERE id < (SELECT id FROM outbox_messages ORDER BY id DESC OFFSET $1 - 1 LIMIT 1)
       RETURNING app_id
     ) ${bumpChanges('outbox_messages', 'SELECT app_id FROM gone')}`,
    [OUTBOX_LIMIT],
  );
}

/** The messages, newest first; those to one mobile ($1) when it is given. */
export const OUTBOX_MESSAGES = `SELECT ${OUTBOX_DOC} AS doc FROM outbox_messages m
  WHERE $1::text IS NULL OR m.to_mobile = $1 ORDER BY m.id DESC`;

/** The outbox's table as the store sees it (typedTables.ts). */
export const outboxMessages: TypedTable = {
  collection: 'outbox',
  table: 'outbox_messages',
  docs: `SELECT ${OUTBOX_DOC} AS doc FROM outbox_messages m ORDER BY m.id`,
  write: (client, changes) => addMessages(client, recordsOf<OutboxMessage>(outboxMessages, changes)),
  restore: (client, records) => addMessages(client, records as OutboxMessage[], true),
};
