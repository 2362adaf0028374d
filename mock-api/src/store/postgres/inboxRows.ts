/**
 * The employees' inbox's own table (migrations/*_requests-inbox.sql) as the store sees it: the
 * messages a store write adds (a roster's notices, a request's decision, a linked invitation) go there
 * in the same transaction; a message whose key the app has already is not added again (the table's key,
 * whichever process writes), and an employee keeps their newest INBOX_KEPT. Marking read is the
 * self-service repository's own statement.
 */
import { SelfServiceLimits } from '../../contract';
import type { InboxRecord } from '../types';
import { upsertJson } from './jsonUpsert';
import type { JsonUpsert } from './jsonUpsert';
import { isoText, recordsOf } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias m) as the API's record. */
export const INBOX_DOC = `json_build_object('id', m.id, 'app_id', m.app_id, 'emd', m.emd, 'kind', m.kind,
  'title', m.title, 'text', m.text, 'at', ${isoText('m.at')}, 'read', m.read, 'key', m.key)`;

const MESSAGES: JsonUpsert = {
  table: 'inbox_messages',
  columns: {
    app_id: 'text',
    emd: 'text',
    kind: 'text',
    title: 'text',
    text: 'text',
    at: 'timestamptz',
    read: 'smallint',
    key: 'text',
  },
  // A message whose key the app has already is not added again.
  conflict: '(app_id, key)',
  update: [],
};

/**
 * Adds messages (numbered by the table unless `withIds`), then removes the oldest of each employee who
 * gained one beyond the newest INBOX_KEPT.
 */
async function addMessages(client: Queryable, records: readonly InboxRecord[], withIds = false): Promise<void> {
  if (records.length === 0) return;
  const column = <K extends keyof InboxRecord>(name: K): unknown[] => records.map((record) => record[name]);
  await upsertJson(
    client,
    MESSAGES,
    records.map((record) => ({ ...record, id: withIds ? record.id : null })),
  );
  await client.query(
    `DELETE FROM inbox_messages m USING (SELECT DISTINCT * FROM unnest($1::text[], $2::text[])) AS e (app_id, emd)
     WHERE m.app_id = e.app_id AND m.emd = e.emd AND m.id < (
       SELECT k.id FROM inbox_messages k WHERE k.app_id = e.app_id AND k.emd = e.emd
       ORDER BY k.id DESC OFFSET $3 - 1 LIMIT 1
     )`,
    [column('app_id'), column('emd'), SelfServiceLimits.INBOX_KEPT],
  );
}

/** The inbox's table as the store sees it (typedTables.ts). */
export const inboxMessages: TypedTable = {
  collection: 'inbox',
  table: 'inbox_messages',
  docs: `SELECT ${INBOX_DOC} AS doc FROM inbox_messages m ORDER BY m.id`,
  write: (client, changes) => addMessages(client, recordsOf<InboxRecord>(inboxMessages, changes)),
  restore: (client, records) => addMessages(client, records as InboxRecord[], true),
};
