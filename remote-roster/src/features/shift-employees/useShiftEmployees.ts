/**
 * The employees of a shift with the summary the list carries: the first page, then 'More' pages
 * after the server's cursor (lst_count, lst_date, lst_name of the previous answer), appended.
 * reload() starts again at the first page (after an update or delete). A new request cancels the
 * one in flight; a failed call keeps the rows shown and gives the catalogue message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ShiftEmployee,
  ShiftEmployeeListRequest,
  ShiftEmployeeListResponse,
  ShiftEmployeesSummary,
} from '@times/shared-sdk';
import { ShiftEmployeePage, rosterShiftApi } from '@times/shared-sdk/app';
import { firstPageQuery } from '../shift-summary/useShiftSummary';

interface ListState {
  rows: ShiftEmployee[] | null;
  total: number;
  summary: ShiftEmployeesSummary | null;
  error: string | null;
  loading: boolean;
}

/** The query of the page after the one `page` answered. */
export function nextPageQuery(
  query: ShiftEmployeeListRequest,
  page: ShiftEmployeeListResponse,
): ShiftEmployeeListRequest {
  return {
    ...query,
    pg: ShiftEmployeePage.NEXT,
    lst_count: page.lst_count,
    lst_date: page.lst_date,
    lst_name: page.lst_name,
  };
}

export function useShiftEmployees(std: string, sftd: string) {
  const [state, setState] = useState<ListState>({ rows: null, total: 0, summary: null, error: null, loading: true });
  const [version, setVersion] = useState(0);
  const cursor = useRef<ShiftEmployeeListRequest | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (query: ShiftEmployeeListRequest) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState((current) => ({ ...current, loading: true, error: null }));
    const outcome = await rosterShiftApi.employees(query, { signal: controller.signal });
    if (controller.signal.aborted || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
    inFlight.current = null;
    if (outcome.kind === 'error') {
      setState((current) => ({ ...current, rows: current.rows ?? [], loading: false, error: outcome.message }));
      return;
    }
    const page = outcome.data;
    cursor.current = nextPageQuery(query, page);
    setState((current) => ({
      rows:
        query.pg === ShiftEmployeePage.FIRST
          ? page.roster_shift_employees
          : [...(current.rows ?? []), ...page.roster_shift_employees],
      total: page.ttl,
      summary: page.shift_employees_summary,
      loading: false,
      error: null,
    }));
  }, []);

  useEffect(() => {
    cursor.current = null;
    void fetchPage(firstPageQuery(std, sftd));
  }, [std, sftd, version, fetchPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const more = useCallback(() => {
    if (cursor.current) void fetchPage(cursor.current);
  }, [fetchPage]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  const hasMore = state.rows !== null && state.rows.length < state.total;
  return { ...state, hasMore, more, reload };
}

export type ShiftEmployeeList = ReturnType<typeof useShiftEmployees>;
