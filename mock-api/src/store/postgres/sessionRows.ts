/**
 * The sessions' own table (migrations/*_sessions.sql) as the store sees it: a store write's new session is
 * inserted (numbered by the table; its sid is its key) and sweeps the sessions expired as of its creation, as the
 * embedded store's createSession drops them; a changed one (select app, a verified code) is updated by its sid; a
 * removed one (a session the write read, e.g. the demo's caller ending its own) is deleted. A new password's
 * end of the user's sessions too (its prepare read them). The other removals are SQL of their own: a user's removal
 * by the foreign key to the users' table, a first visit's room for itself by its write's prepare
 * (sessions/sessionSql.ts). Not counted:
 * nothing caches a session across calls.
 */
import type { RecordChange } from '../mutation';
import type { SessionRecord } from '../types';
import { isoText, sequencePast } from './typedTable';
import type { Queryable, TypedTable } from './typedTable';

/** The row (alias s) as the API's record. */
export const SESSION_DOC = `json_build_object('id', s.id, 'sid', s.sid, 'secret_hash', s.secret_hash,
  'kind', s.kind, 'pending', s.pending, 'user_id', s.user_id, 'app_id', s.app_id,
  'created_at', ${isoText('s.created_at')}, 'expires_at', ${isoText('s.expires_at')})`;

const COLUMNS = `sid text, secret_hash text, kind text, pending boolean, user_id integer, app_id text,
  created_at timestamptz, expires_at timestamptz`;
const NAMES = 'sid, secret_hash, kind, pending, user_id, app_id, created_at, expires_at';

/** Inserts sessions (with their ids when `withIds`), a sid already there updated; then sweeps the expired. */
async function putSessions(client: Queryable, records: readonly SessionRecord[], withIds = false): Promise<void> {
  if (records.length === 0) return;
  // A sid names one session: of two in one write, the first (the one a call's opening finds).
  const first = [...new Map([...records].reverse().map((record) => [record.sid, record])).values()].reverse();
  const rows = first.map((record) => ({ ...record, id: withIds ? record.id : null }));
  await client.query(
    `INSERT INTO sessions AS t (id, ${NAMES})
     SELECT coalesce(n.id, nextval(pg_get_serial_sequence('sessions', 'id'))), ${NAMES.replace(/(\w+)/g, 'n.$1')}
     FROM jsonb_to_recordset($1::jsonb) AS n (id bigint, ${COLUMNS})
     ON CONFLICT (sid) DO UPDATE SET pending = excluded.pending, app_id = excluded.app_id,
       expires_at = excluded.expires_at`,
    [JSON.stringify(rows)],
  );
  if (withIds) {
    // A test's snapshot put back as it was.
    await sequencePast(
      client,
      'sessions',
      records.map((record) => record.id),
    );
    return;
  }
  // As of the newest session written (the write's clock): those that expired go.
  const newest = records.reduce((latest, record) => (record.created_at > latest ? record.created_at : latest), '');
  await client.query('DELETE FROM sessions WHERE expires_at <= $1::timestamptz', [newest]);
}

async function writeSessions(client: Queryable, changes: readonly RecordChange[]): Promise<void> {
  const removed = changes.filter((change) => change.record === null).map((change) => change.key);
  if (removed.length > 0) await client.query('DELETE FROM sessions WHERE id = ANY($1::bigint[])', [removed]);
  await putSessions(
    client,
    changes.flatMap((change) => (change.record === null ? [] : [change.record as unknown as SessionRecord])),
  );
}

/** The sessions' table as the store sees it (typedTables.ts). */
export const sessions: TypedTable = {
  collection: 'sessions',
  table: 'sessions',
  counted: false,
  docs: `SELECT ${SESSION_DOC} AS doc FROM sessions s ORDER BY s.id`,
  write: writeSessions,
  restore: (client, records) => putSessions(client, records as SessionRecord[], true),
};
