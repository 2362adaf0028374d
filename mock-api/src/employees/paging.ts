/**
 * Keyset paging of the employee list (/api/empl/324678). Rows are ordered by
 * (value desc, created_at desc, id desc): value is the filter's figure (0 for All and
 * Employee, so those are newest first). The cursor is the last row sent: lst_value its figure,
 * lst_date its created_at, lst_count its id (the tie-breaker; ids are unique). pg 1 is the first
 * page; pg 2 is the page of rows strictly after the cursor in that order.
 *
 * Because the cursor is a position in a total order rather than a count, no row is repeated or
 * skipped across pages, whatever ties of figures or dates there are, and employees added (they
 * are newer, so before the cursor) or removed between pages do not shift the next page.
 */
import { EMPLOYEE_PAGE_SIZE, EmployeeFilter, EmployeePage } from '../contract';
import type { ListRow } from './listFilter';

export interface Cursor {
  value: number;
  dateMs: number;
  id: number;
}

export const inListOrder = (a: ListRow, b: ListRow): number =>
  b.value - a.value || b.createdMs - a.createdMs || b.record.id - a.record.id;

/** The rows in list order (a new array). */
export const sortedRows = (rows: readonly ListRow[]): ListRow[] => [...rows].sort(inListOrder);

/** The row comes strictly after the cursor in list order. */
export const isAfter = (row: ListRow, cursor: Cursor): boolean =>
  row.value < cursor.value ||
  (row.value === cursor.value &&
    (row.createdMs < cursor.dateMs || (row.createdMs === cursor.dateMs && row.record.id < cursor.id)));

export interface ListQuery {
  flt: number;
  pg: number;
  lst_count: number;
  lst_date: string;
  lst_value: number;
}

/** What the answer carries beside the rows: the total and the cursor of the page's last row. */
export interface PageMarks {
  ttl: number;
  lst_count: number;
  lst_date: string;
  lst_total_present: number;
  lst_total_absent: number;
  lst_total_perfomance: number;
}

export interface EmployeeRowsPage extends PageMarks {
  rows: ListRow[];
}

/** The cursor a pg 2 query sends; null when lst_date is not a date. Filters 0 and 4 have no figure. */
export function cursorOf(query: ListQuery): Cursor | null {
  const dateMs = Date.parse(query.lst_date);
  if (Number.isNaN(dateMs)) return null;
  const figured = query.flt !== EmployeeFilter.ALL && query.flt !== EmployeeFilter.EMPLOYEE;
  return { value: figured ? query.lst_value : 0, dateMs, id: query.lst_count };
}

/** An empty page keeps the cursor it was asked with (so More stays where it is). */
export function echoMarks(ttl: number, query: ListQuery): PageMarks {
  if (query.pg !== EmployeePage.NEXT) {
    return { ttl, lst_count: 0, lst_date: '', lst_total_present: 0, lst_total_absent: 0, lst_total_perfomance: 0 };
  }
  const value = (flt: number) => (query.flt === flt ? query.lst_value : 0);
  return {
    ttl,
    lst_count: query.lst_count,
    lst_date: query.lst_date,
    lst_total_present: value(EmployeeFilter.PRESENT),
    lst_total_absent: value(EmployeeFilter.ABSENT),
    lst_total_perfomance: value(EmployeeFilter.PERFORMANCE),
  };
}

/** Where the rows after the cursor begin in rows sorted in list order (a binary search on `after`). */
export function firstAfter<Row>(rows: readonly Row[], after: (row: Row) => boolean): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (after(rows[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** Page 1, or (pg 2, with a cursor from cursorOf) the page after the cursor, of rows sorted in list order (sortedRows). */
export function pageOfEmployees(
  rows: readonly ListRow[],
  query: ListQuery,
  cursor: Cursor | null,
  size = EMPLOYEE_PAGE_SIZE,
): EmployeeRowsPage {
  const from = query.pg === EmployeePage.NEXT && cursor ? firstAfter(rows, (row) => isAfter(row, cursor)) : 0;
  const page = rows.slice(from, from + size);
  const last = page.at(-1);
  if (!last) return { ...echoMarks(rows.length, query), rows: page };
  return {
    ttl: rows.length,
    lst_count: last.record.id,
    // The date the order compared, written back canonically.
    lst_date: new Date(last.createdMs).toISOString(),
    lst_total_present: last.figures.days_present,
    lst_total_absent: last.figures.days_absent,
    lst_total_perfomance: last.figures.perfomance,
    rows: page,
  };
}
