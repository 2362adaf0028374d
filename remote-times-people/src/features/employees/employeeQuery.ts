/**
 * The list call's payload (spec 001 sections 7 and 9): which filter the screen asks for, the first
 * page, and the next page built from the cursor of the previous answer.
 */
import { EmployeeFilter, EmployeeLimits, EmployeePage } from '@times/shared-sdk/app';
import type { EmployeeListQuery } from '@times/shared-sdk/app';
import type { EmployeeListResponse } from '@times/shared-sdk';

/** The filter the list is loaded for: flt and, for Employee (4), the search word. */
export interface EmployeeListFilter {
  flt: number;
  srch_word: string;
}

/**
 * The filter to load for the select and the typed word. The Employee filter searches only from
 * EmployeeLimits.LIST_SEARCH_MIN characters (above 2); below that the list shows all employees.
 */
export function listFilter(flt: number, word: string): EmployeeListFilter {
  if (flt !== EmployeeFilter.EMPLOYEE) return { flt, srch_word: '' };
  const term = word.trim();
  return term.length >= EmployeeLimits.LIST_SEARCH_MIN
    ? { flt, srch_word: term }
    : { flt: EmployeeFilter.ALL, srch_word: '' };
}

/** The first page: pg 1 with an empty cursor. */
export function firstPageQuery(filter: EmployeeListFilter): EmployeeListQuery {
  return {
    flt: filter.flt,
    pg: EmployeePage.FIRST,
    lst_count: 0,
    lst_date: '',
    lst_value: 0,
    srch_word: filter.srch_word,
  };
}

/** The last present, absent or performance total of the page, matching the filter (0 otherwise). */
export function lastValueFor(flt: number, page: EmployeeListResponse): number {
  if (flt === EmployeeFilter.PRESENT) return page.lst_total_present;
  if (flt === EmployeeFilter.ABSENT) return page.lst_total_absent;
  if (flt === EmployeeFilter.PERFORMANCE) return page.lst_total_perfomance;
  return 0;
}

/** 'More': pg 2 after the cursor the server sent with the previous page. */
export function nextPageQuery(previous: EmployeeListQuery, page: EmployeeListResponse): EmployeeListQuery {
  return {
    flt: previous.flt,
    pg: EmployeePage.NEXT,
    lst_count: page.lst_count,
    lst_date: page.lst_date,
    lst_value: lastValueFor(previous.flt, page) ?? 0,
    srch_word: previous.srch_word,
  };
}
