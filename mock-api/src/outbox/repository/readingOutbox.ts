/**
 * A store write's prepare that reads the notices a roster has sent (issue 33): on PostgreSQL the state holds no
 * outbox, so a write that sends a roster's notices reads the ones sent before, whose keys it must not send again
 * (a write replayed from before its notices were recorded; the table's unique key would drop the copy, but the
 * write would still print it and count it as notified), on the index of a roster's messages
 * (migrations/*_outbox-roster-notices.sql).
 */
import type { PrepareWrite } from '../../store/dataStore';
import { OUTBOX_DOC } from '../../store/postgres/outboxRows';
import type { OutboxMessage } from '../../store/types';

export const SENT_FOR_ROSTER = `SELECT ${OUTBOX_DOC} AS doc FROM outbox_messages m WHERE m.rstd = $1 ORDER BY m.id`;

export const readingSentNotices =
  (rstd: string): PrepareWrite =>
  async (client) => ({
    outbox: (await client.query<{ doc: OutboxMessage }>(SENT_FOR_ROSTER, [rstd])).rows.map((row) => row.doc),
  });
