/**
 * The SQL of the accounts repository on PostgreSQL (issue 33: the users, their reset requests and codes have tables
 * of their own, store/postgres/userRows.ts): the reads of the sign-up, sign-in and password routes, each by a key
 * or an index, and the prepares of the writes, which read and lock the rows each rule decides on (the embedded
 * store never calls them; its writes read the state).
 */
import type { PrepareWrite } from '../../store/dataStore';
import { SESSION_DOC } from '../../store/postgres/sessionRows';
import { CODE_DOC, RESET_DOC, USER_DOC } from '../../store/postgres/userRows';
import type { Queryable } from '../../store/postgres/typedTable';
import type { OtpRecord, PasswordResetRecord, SessionRecord, UserRecord } from '../../store/types';

/** The user of this id ($1). */
export const USER = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.id = $1`;

/** The session of this sid ($1) with its user (none for a visitor's). */
export const SESSION_USER = `SELECT ${SESSION_DOC} AS doc, (SELECT ${USER_DOC()} FROM users u WHERE u.id = s.user_id) AS owner
  FROM sessions s WHERE s.sid = $1`;

/** The user of this mobile number ($1: a number names one user). */
export const BY_MOBILE = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.mbl = $1`;

/** The first user written with this e-mail ($1, normalized by the caller). */
export const BY_EMAIL = `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.eml = $1 AND $1 <> '' ORDER BY u.id LIMIT 1`;

/** The reset request of this rfd ($1) with its user when verified. */
export const RESET = `SELECT ${RESET_DOC} AS doc, (SELECT ${USER_DOC()} FROM users u WHERE u.id = r.user_id AND u.verified)
  AS owner FROM password_resets r WHERE r.rfd = $1`;

const docs = async <T>(client: Queryable, text: string, values: unknown[]): Promise<T[]> =>
  (await client.query<{ doc: T }>(text, values)).rows.map((row) => row.doc);

/**
 * A registration's rows: the user of the mobile (an earlier registration, replaced; a verified one refuses it) and
 * the verified holder of the e-mail, locked. Two registrations of one mobile at once: the second to insert meets
 * the table's key and runs again, and then replaces the first (or is refused by it, once verified).
 */
export const readingRegistration =
  (mobile: string, email: string): PrepareWrite =>
  async (client) => ({
    users: await docs<UserRecord>(
      client,
      `SELECT ${USER_DOC()} AS doc FROM users u WHERE u.mbl = $1 OR (u.verified AND u.eml = $2 AND $2 <> '')
       ORDER BY u.id FOR UPDATE`,
      [mobile, email],
    ),
  });

/**
 * A registration code's check: the user (locked), the verified users holding their mobile or e-mail, their
 * registration codes (locked: a wrong guess counts) and the session the code makes full (locked).
 */
export const readingVerification =
  (userId: number, sessionId: number): PrepareWrite =>
  async (client) => {
    const user = await docs<UserRecord>(client, `${USER} FOR UPDATE`, [userId]);
    const holders = await docs<UserRecord>(
      client,
      `SELECT ${USER_DOC()} AS doc FROM users u, users mine
       WHERE mine.id = $1 AND u.id <> mine.id AND u.verified AND (u.mbl = mine.mbl OR (u.eml = mine.eml AND mine.eml <> ''))
       ORDER BY u.id`,
      [userId],
    );
    return {
      users: [...user, ...holders],
      otps: await docs<OtpRecord>(
        client,
        `SELECT ${CODE_DOC} AS doc FROM one_time_codes c WHERE c.user_id = $1 AND c.purpose = 'registration'
         ORDER BY c.id FOR UPDATE`,
        [userId],
      ),
      sessions: await docs<SessionRecord>(
        client,
        `SELECT ${SESSION_DOC} AS doc FROM sessions s WHERE s.id = $1 FOR UPDATE`,
        [sessionId],
      ),
    };
  };

/** A reset request's rows: the user of the mobile (locked: one request at a time), their requests and those codes. */
export const readingResetRequest =
  (mobile: string): PrepareWrite =>
  async (client) => {
    const users = await docs<UserRecord>(client, `${BY_MOBILE} FOR UPDATE`, [mobile]);
    const userId = users[0]?.id ?? null;
    return {
      users,
      password_resets: await docs<PasswordResetRecord>(
        client,
        `SELECT ${RESET_DOC} AS doc FROM password_resets r WHERE r.user_id = $1 ORDER BY r.id`,
        [userId],
      ),
      otps: await docs<OtpRecord>(
        client,
        `SELECT ${CODE_DOC} AS doc FROM one_time_codes c
         WHERE c.reset_id IN (SELECT id FROM password_resets WHERE user_id = $1) ORDER BY c.id`,
        [userId],
      ),
    };
  };

/**
 * An open reset request's rows (a code's check, a new password): the request of the rfd (locked), its user, its
 * codes (locked: a wrong guess counts) and, for a new password (`withSessions`), the user's sessions, which it ends.
 */
export const readingReset =
  (rfd: string, withSessions = false): PrepareWrite =>
  async (client) => {
    const resets = await docs<PasswordResetRecord>(
      client,
      `SELECT ${RESET_DOC} AS doc FROM password_resets r WHERE r.rfd = $1 FOR UPDATE`,
      [rfd],
    );
    const userId = resets[0]?.user_id ?? null;
    const resetId = resets[0]?.id ?? null;
    return {
      password_resets: resets,
      users: await docs<UserRecord>(client, `${USER} FOR UPDATE`, [userId]),
      otps: await docs<OtpRecord>(
        client,
        `SELECT ${CODE_DOC} AS doc FROM one_time_codes c WHERE c.reset_id = $1 ORDER BY c.id FOR UPDATE`,
        [resetId],
      ),
      ...(withSessions && {
        sessions: await docs<SessionRecord>(
          client,
          `SELECT ${SESSION_DOC} AS doc FROM sessions s WHERE s.user_id = $1 FOR UPDATE`,
          [userId],
        ),
      }),
    };
  };
