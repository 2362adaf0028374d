/**
 * A list paged with a server cursor (employees, users): the first page of a query, then 'More'
 * pages after the cursor of the previous answer, appended. A new request cancels the one in flight
 * (its answer is ignored); a failed call keeps the rows shown and gives the catalogue message.
 * `reloadKey` (the filter and a version) reloads the first page; with `clearOnReload` the rows
 * are cleared while it loads (spec 001: every reload clears and refetches).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';

export interface CursorListSource<Q, P extends ApiResponse, R> {
  /** The first page's request. */
  first: Q;
  /** Changes of this key reload the first page. */
  reloadKey: string;
  load: (request: Q, signal: AbortSignal) => Promise<ApiOutcome<P>>;
  /** The request of the page after `page`. */
  next: (request: Q, page: P) => Q;
  isFirst: (request: Q) => boolean;
  rowsOf: (page: P) => R[];
  totalOf: (page: P) => number;
  clearOnReload?: boolean;
}

interface ListState<R> {
  rows: R[] | null;
  total: number;
  error: string | null;
  loading: boolean;
}

export function useCursorList<Q, P extends ApiResponse, R>(source: CursorListSource<Q, P, R>) {
  const [state, setState] = useState<ListState<R>>({ rows: null, total: 0, error: null, loading: true });
  const latest = useRef(source);
  latest.current = source;
  const cursor = useRef<Q | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (request: Q) => {
    const { load, next, isFirst, rowsOf, totalOf, clearOnReload = false } = latest.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const first = isFirst(request);
    setState((current) => ({
      ...current,
      rows: first && clearOnReload ? null : current.rows,
      loading: true,
      error: null,
    }));
    const outcome = await load(request, controller.signal);
    if (controller.signal.aborted || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
    inFlight.current = null;
    if (outcome.kind === 'error') {
      setState((current) => ({ ...current, rows: current.rows ?? [], loading: false, error: outcome.message }));
      return;
    }
    const page = outcome.data;
    cursor.current = next(request, page);
    setState((current) => ({
      rows: first ? rowsOf(page) : [...(current.rows ?? []), ...rowsOf(page)],
      total: totalOf(page),
      loading: false,
      error: null,
    }));
  }, []);

  const { reloadKey } = source;
  useEffect(() => {
    cursor.current = null;
    void fetchPage(latest.current.first);
  }, [reloadKey, fetchPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const more = useCallback(() => {
    if (cursor.current) void fetchPage(cursor.current);
  }, [fetchPage]);

  const hasMore = state.rows !== null && state.rows.length < state.total;
  return { ...state, hasMore, more };
}
