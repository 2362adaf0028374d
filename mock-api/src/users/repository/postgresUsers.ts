/**
 * The users repository on PostgreSQL (DATABASE_URL): every read is SQL on the apps' members' table (userSql.ts), the
 * people, groups, countries and operations sites of a row included; writes are the store's transactions
 * (userWrites.ts). Answers are the embedded
 * repository's, row for row (postgresUsers.test.ts compares them).
 */
import { USER_PAGE_SIZE, UserPage } from '@times/shared-sdk/schemas';
import type pg from 'pg';
import type { OpsSite } from '../../contract';
import { namedQuery } from '../../repositories/namedQuery';
import { isoAt } from '../../routes/context';
import type { DataStore } from '../../store/dataStore';
import type { AppMemberRecord, CountryRecord, UserGroupRecord, UserRecord } from '../../store/types';
import type { ListedMember, ShownMember } from '../appUsers';
import { isConfirmedMember } from '../members';
import type { UserListFilter } from '../userListFilter';
import { searchWordOf, statusOfFilter } from '../userListFilter';
import type { UserListQuery } from '../userPaging';
import { userCursorOf } from '../userPaging';
import type { FoundPerson, ListedMemberPage, UserRepository } from './userRepository';
import * as sql from './userSql';
import { UserWrites } from './userWrites';

/** The latest time toISOString writes with four digits of year (a later one begins with '+'). */
const LAST_FOUR_DIGIT_MS = Date.parse('9999-12-31T23:59:59.999Z');

/** The earliest time toISOString writes with four digits of year (PostgreSQL has no year 0). */
const FIRST_FOUR_DIGIT_MS = Date.parse('0001-01-01T00:00:00.000Z');

/**
 * A cursor's time as the list compares it (userSql.ts AT): its toISOString(); past the years a member's time can
 * have, after or before every one (as the time is).
 */
const atOf = (ms: number): string =>
  ms > LAST_FOUR_DIGIT_MS ? 'infinity' : ms < FIRST_FOUR_DIGIT_MS ? '-infinity' : isoAt(ms);

interface ListedRow {
  member: AppMemberRecord;
  person: UserRecord;
  grp: UserGroupRecord | null;
  at: string;
}

interface ShownRow extends Omit<ListedRow, 'at'> {
  country: CountryRecord | null;
  ops_sites: OpsSite[];
}

const listedOf = (row: Omit<ListedRow, 'at'>): ListedMember => ({
  member: row.member,
  user: row.person,
  group: row.grp ?? undefined,
});

export class PostgresUsers extends UserWrites implements UserRepository {
  constructor(
    store: DataStore,
    private readonly pool: pg.Pool,
  ) {
    super(store);
  }

  /** The page and the filter's total in two queries at once; the answer's cursor as pageOfUsers makes it. */
  async page(appId: string, query: UserListFilter & UserListQuery): Promise<ListedMemberPage> {
    const status = statusOfFilter(query.flt);
    const word = searchWordOf(query);
    const filter: sql.ListFilter = { status: status !== undefined, word: word !== '' };
    const values = [...(status !== undefined ? [status] : []), ...(word ? [word] : [])];
    const next = query.pg === UserPage.NEXT;
    const cursor = next ? userCursorOf(query) : null;
    const [marks, page] = await Promise.all([
      this.query<{ ttl: number }>(sql.MARKS(filter), [appId, ...values]),
      cursor
        ? this.query<ListedRow>(sql.NEXT_PAGE(filter), [
            appId,
            USER_PAGE_SIZE,
            atOf(cursor.dateMs),
            cursor.id,
            ...values,
          ])
        : this.query<ListedRow>(sql.FIRST_PAGE(filter), [appId, USER_PAGE_SIZE, ...values]),
    ]);
    const ttl = marks.rows[0]!.ttl;
    const last = page.rows.at(-1);
    if (!last) {
      const kept = next ? { lst_count: query.lst_count, lst_date: query.lst_date } : { lst_count: 0, lst_date: '' };
      return { ttl, ...kept, users: [] };
    }
    return {
      ttl,
      lst_count: last.member.id,
      // As pageOfUsers writes it: the time of the member's added_at, written by toISOString.
      lst_date: isoAt(Date.parse(last.at)),
      users: page.rows.map(listedOf),
    };
  }

  async shown(appId: string, usd: string): Promise<ShownMember | undefined> {
    // findUserByCode finds nobody for '' (whatever a user's code).
    if (!usd) return undefined;
    const { rows } = await this.query<ShownRow>(sql.SHOWN_MEMBER, [appId, usd]);
    const row = rows[0];
    if (!row || !isConfirmedMember(row.member)) return undefined;
    return { ...listedOf(row), country: row.country ?? undefined, opsSites: row.ops_sites };
  }

  async byCode(usrcd: string): Promise<FoundPerson | undefined> {
    if (!usrcd) return undefined;
    const { rows } = await this.query<{ person: UserRecord; country: CountryRecord | null }>(sql.PERSON_BY_CODE, [
      usrcd,
    ]);
    const row = rows[0];
    return row && { user: row.person, country: row.country ?? undefined };
  }

  /** A query by name: each connection plans it once and keeps the plan. */
  private query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    return namedQuery<R>(this.pool, text, values);
  }
}
