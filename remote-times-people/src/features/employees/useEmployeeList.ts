/**
 * The employee list of a filter: the first page, then 'More' pages after the cursor of the
 * previous answer, appended; `version` reloads the first page (after an update or delete). The
 * rows stay shown while a reload loads.
 */
import { EmployeePage, employeesApi, useCursorList } from '@times/shared-sdk/app';
import { firstPageQuery, nextPageQuery, type EmployeeListFilter } from './employeeQuery';

export function useEmployeeList(filter: EmployeeListFilter, version = 0) {
  const { flt, srch_word } = filter;
  return useCursorList({
    first: firstPageQuery({ flt, srch_word }),
    reloadKey: JSON.stringify([flt, srch_word, version]),
    load: (query, signal) => employeesApi.list(query, { signal }),
    next: nextPageQuery,
    isFirst: (query) => query.pg === EmployeePage.FIRST,
    rowsOf: (page) => page.employees,
    totalOf: (page) => page.ttl,
  });
}
