/**
 * Paging of the roster details: page 1 is the first `pageSize` employees; a later page the
 * `pageSize` employees after the one whose row id is the cursor (list_lst_id). Row ids are 1..n
 * in model order, so the cursor is also the number of rows before the page.
 */
import type { RosterEmployee } from '../../contract';

export interface DetailsCursor {
  page_number: number;
  list_lst_id: number;
  lst_count: number;
}

export interface DetailsPage {
  employees: RosterEmployee[];
  /** The id of the last row sent (the request's cursor when the page is empty). */
  list_lst_id: number;
  /** Rows sent so far, this page's included. */
  lst_count: number;
}

export function detailsPage(rows: readonly RosterEmployee[], cursor: DetailsCursor, pageSize: number): DetailsPage {
  const first = cursor.page_number <= 1;
  const start = first ? 0 : rows.findIndex((row) => row.id === cursor.list_lst_id) + 1;
  // An unknown cursor (not a row id) gives an empty page rather than page 1 again.
  const employees = !first && start === 0 ? [] : rows.slice(start, start + pageSize);
  const last = employees[employees.length - 1];
  return {
    employees,
    list_lst_id: last ? last.id : first ? 0 : cursor.list_lst_id,
    lst_count: (first ? 0 : cursor.lst_count) + employees.length,
  };
}
