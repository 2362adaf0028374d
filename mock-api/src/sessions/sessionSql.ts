/**
 * The sessions' reads and the prepares of the writes that change them on PostgreSQL (issue 33: sessions have a
 * table of their own, store/postgres/sessionRows.ts): a session by sid (every call's opening) or by id, locked
 * (select app, a verified code), and the rows a first visit removes with SQL, since the state holds no session to
 * filter. The embedded store never calls the prepares.
 */
import type { PrepareWrite } from '../store/dataStore';
import { SESSION_DOC } from '../store/postgres/sessionRows';
import type { SessionRecord } from '../store/types';

/** The session with this sid ($1). */
export const SESSION_OF_SID = `SELECT ${SESSION_DOC} AS doc FROM sessions s WHERE s.sid = $1`;

const SESSION_OF_ID = `SELECT ${SESSION_DOC} AS doc FROM sessions s WHERE s.id = $1 FOR UPDATE`;

/** The session with this id, locked (a write that changes it: select app, a verified code). */
export const readingSession =
  (id: number): PrepareWrite =>
  async (client) => ({
    sessions: (await client.query<{ doc: SessionRecord }>(SESSION_OF_ID, [id])).rows.map((row) => row.doc),
  });

/**
 * Room for a visitor's new session (sessions/visitorSessions.ts on the state): the expired sessions go, then the
 * oldest live visitor sessions beyond `max` - 1. Two first visits at once may each leave `max` - 1: the limit
 * holds to within the visits under way.
 */
export const makingRoomForVisitor =
  (nowIso: string, max: number): PrepareWrite =>
  async (client) => {
    await client.query('DELETE FROM sessions WHERE expires_at <= $1::timestamptz', [nowIso]);
    await client.query(
      `DELETE FROM sessions WHERE id IN (
         SELECT id FROM sessions WHERE kind = 'visitor' ORDER BY id DESC OFFSET greatest($1::integer - 1, 0)
       )`,
      [max],
    );
    return {};
  };

/** The session with this sid, locked (the demo's caller ending its own session). */
export const readingSessionOfSid =
  (sid: string): PrepareWrite =>
  async (client) => ({
    sessions: (await client.query<{ doc: SessionRecord }>(`${SESSION_OF_SID} FOR UPDATE`, [sid])).rows.map(
      (row) => row.doc,
    ),
  });
