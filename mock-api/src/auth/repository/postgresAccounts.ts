/**
 * The accounts repository on PostgreSQL (DATABASE_URL): every read is SQL on the accounts' tables by a key or an
 * index (accountSql.ts); the session's secrets and expiry and the reset's reference values are checked here as the
 * embedded repository checks them; writes are transactions of their own rows (accountWrites.ts). A session is its
 * table's row by sid (sessions/sessionSql.ts) and its user the users' row by id, both read at the opening of every
 * call: nothing is held across calls, so a process's memory does not grow with the people who sign up. Answers are
 * the embedded repository's (postgresAccounts.test.ts compares them).
 */
import type pg from 'pg';
import type { RequestSession } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import type { SessionNeed } from '../../sessions/sessions';
import { accepts, liveSession } from '../../sessions/sessions';
import type { DataStore } from '../../store/dataStore';
import type { PasswordResetRecord, SessionRecord, UserRecord } from '../../store/types';
import { normalizeEmail } from '../../users/users';
import type { AccountRepository, ResetReference, CallSession } from './accountRepository';
import { AccountWrites, isResetOf } from './accountWrites';
import * as sql from './accountSql';
import { SESSION_OF_SID } from '../../sessions/sessionSql';

export class PostgresAccounts extends AccountWrites implements AccountRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  async session(request: RequestSession, need: SessionNeed, nowMs: number): Promise<SessionRecord | undefined> {
    if (!request.sid) return undefined;
    const sid = request.sid;
    // Its table's row by sid, every call (nothing caches a session: its writes move no counter).
    const { rows } = await this.query<{ doc: SessionRecord }>(SESSION_OF_SID, [sid]);
    const stored = rows[0]?.doc;
    const session = liveSession(stored, request, nowMs);
    return session && accepts(need, session) ? session : undefined;
  }

  async sessionUser(request: RequestSession, need: SessionNeed, nowMs: number): Promise<CallSession | undefined> {
    if (!request.sid) return undefined;
    // The session's row by sid and its user's by key, in one read.
    const { rows } = await this.query<{ doc: SessionRecord; owner: UserRecord | null }>(sql.SESSION_USER, [
      request.sid,
    ]);
    const session = liveSession(rows[0]?.doc, request, nowMs);
    return session && accepts(need, session) ? { session, user: rows[0]?.owner ?? undefined } : undefined;
  }

  async user(userId: number): Promise<UserRecord | undefined> {
    const { rows } = await this.query<{ doc: UserRecord }>(sql.USER, [userId]);
    return rows[0]?.doc;
  }

  async byMobile(mobile: string): Promise<UserRecord | undefined> {
    const { rows } = await this.query<{ doc: UserRecord }>(sql.BY_MOBILE, [mobile]);
    return rows[0]?.doc;
  }

  async byEmail(email: string): Promise<UserRecord | undefined> {
    const wanted = normalizeEmail(email);
    if (!wanted) return undefined;
    const { rows } = await this.query<{ doc: UserRecord }>(sql.BY_EMAIL, [wanted]);
    return rows[0]?.doc;
  }

  async resetOwner(reference: ResetReference): Promise<UserRecord | undefined> {
    const { rows } = await this.query<{ doc: PasswordResetRecord; owner: UserRecord | null }>(sql.RESET, [
      reference.rfd,
    ]);
    const row = rows[0];
    return row && isResetOf(row.doc, reference) ? (row.owner ?? undefined) : undefined;
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
