/**
 * The employee list of a filter: the first page, then 'More' pages after the cursor of the
 * previous answer, appended. A new request cancels the one in flight (its answer is ignored);
 * a failed call keeps the rows shown and gives the catalogue message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Employee } from '@times/shared-sdk';
import { EmployeePage, employeesApi } from '@times/shared-sdk/app';
import type { EmployeeListQuery } from '@times/shared-sdk/app';
import { firstPageQuery, nextPageQuery, type EmployeeListFilter } from './employeeQuery';

interface ListState {
  rows: Employee[] | null;
  total: number;
  error: string | null;
  loading: boolean;
}

/** `version` reloads the first page (after an update or delete). */
export function useEmployeeList(filter: EmployeeListFilter, version = 0) {
  const [state, setState] = useState<ListState>({ rows: null, total: 0, error: null, loading: true });
  const cursor = useRef<EmployeeListQuery | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (query: EmployeeListQuery) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, loading: true, error: null }));
    const outcome = await employeesApi.list(query, { signal: controller.signal });
    if (controller.signal.aborted || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
    inFlight.current = null;
    if (outcome.kind === 'error') {
      setState((current) => ({ ...current, loading: false, error: outcome.message }));
      return;
    }
    const page = outcome.data;
    cursor.current = nextPageQuery(query, page);
    setState((current) => ({
      rows: query.pg === EmployeePage.FIRST ? page.employees : [...(current.rows ?? []), ...page.employees],
      total: page.ttl,
      loading: false,
      error: null,
    }));
  }, []);

  const { flt, srch_word } = filter;
  useEffect(() => {
    cursor.current = null;
    void fetchPage(firstPageQuery({ flt, srch_word }));
  }, [flt, srch_word, version, fetchPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const more = useCallback(() => {
    if (cursor.current) void fetchPage(cursor.current);
  }, [fetchPage]);

  const hasMore = state.rows !== null && state.rows.length < state.total;
  return { ...state, hasMore, more };
}
