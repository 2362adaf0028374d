/**
 * The user list of a filter: the first page, then 'More' pages after the cursor of the previous
 * answer, appended. Every reload (a new filter or `version`) clears the list and refetches; a new
 * request cancels the one in flight (its answer is ignored); a failed call gives the catalogue message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppUser, UserListRequest } from '@times/shared-sdk';
import { UserPage, usersApi } from '@times/shared-sdk/app';
import { firstUserPage, nextUserPage, type UserListFilter } from './userQuery';

interface ListState {
  rows: AppUser[] | null;
  total: number;
  error: string | null;
  loading: boolean;
}

export function useUserList(filter: UserListFilter, version = 0) {
  const [state, setState] = useState<ListState>({ rows: null, total: 0, error: null, loading: true });
  const cursor = useRef<UserListRequest | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (request: UserListRequest) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const first = request.pg === UserPage.FIRST;
    setState((current) => ({ ...current, rows: first ? null : current.rows, loading: true, error: null }));
    const outcome = await usersApi.list(request, { signal: controller.signal });
    if (controller.signal.aborted || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
    inFlight.current = null;
    if (outcome.kind === 'error') {
      setState((current) => ({ ...current, rows: current.rows ?? [], loading: false, error: outcome.message }));
      return;
    }
    const page = outcome.data;
    cursor.current = nextUserPage(request, page);
    setState((current) => ({
      rows: first ? page.users : [...(current.rows ?? []), ...page.users],
      total: page.ttl,
      loading: false,
      error: null,
    }));
  }, []);

  const { flt, srch_word } = filter;
  useEffect(() => {
    cursor.current = null;
    void fetchPage(firstUserPage({ flt, srch_word }));
  }, [flt, srch_word, version, fetchPage]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const more = useCallback(() => {
    if (cursor.current) void fetchPage(cursor.current);
  }, [fetchPage]);

  const hasMore = state.rows !== null && state.rows.length < state.total;
  return { ...state, hasMore, more };
}
