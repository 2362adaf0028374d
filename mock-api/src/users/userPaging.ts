/**
 * Keyset paging of the user list, like the employee list's (employees/paging.ts): rows are
 * ordered newest added first (added_at desc, member id desc). The cursor is the last row sent:
 * lst_date its added_at, lst_count its member id. pg 1 is the first page; pg 2 the page of rows
 * strictly after the cursor. An empty pg 2 page keeps the cursor it was asked with.
 */
import { USER_PAGE_SIZE, UserPage } from '@times/shared-sdk/schemas';
import type { UserRow } from './userListFilter';

export interface UserCursor {
  dateMs: number;
  id: number;
}

export interface UserListQuery {
  pg: number;
  lst_date: string;
  lst_count: number;
}

export interface UserRowsPage {
  ttl: number;
  lst_count: number;
  lst_date: string;
  rows: UserRow[];
}

export const inUserOrder = (a: UserRow, b: UserRow): number => b.addedMs - a.addedMs || b.member.id - a.member.id;

const isAfter = (row: UserRow, cursor: UserCursor): boolean =>
  row.addedMs < cursor.dateMs || (row.addedMs === cursor.dateMs && row.member.id < cursor.id);

/** The cursor a pg 2 query sends; null when lst_date is not a date. */
export function userCursorOf(query: UserListQuery): UserCursor | null {
  const dateMs = Date.parse(query.lst_date);
  return Number.isNaN(dateMs) ? null : { dateMs, id: query.lst_count };
}

/** Page 1, or (pg 2, with a cursor from userCursorOf) the page after the cursor. */
export function pageOfUsers(
  rows: readonly UserRow[],
  query: UserListQuery,
  cursor: UserCursor | null,
  size = USER_PAGE_SIZE,
): UserRowsPage {
  const next = query.pg === UserPage.NEXT;
  const remaining = next && cursor ? rows.filter((row) => isAfter(row, cursor)) : [...rows];
  const page = remaining.sort(inUserOrder).slice(0, size);
  const last = page.at(-1);
  if (!last)
    return {
      ttl: rows.length,
      lst_count: next ? query.lst_count : 0,
      lst_date: next ? query.lst_date : '',
      rows: page,
    };
  return { ttl: rows.length, lst_count: last.member.id, lst_date: new Date(last.addedMs).toISOString(), rows: page };
}
