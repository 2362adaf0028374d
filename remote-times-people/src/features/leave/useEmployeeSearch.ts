/**
 * The Leave Days type-ahead search: runs only above 3 characters (EmployeeLimits.TYPE_AHEAD_MIN),
 * waits until the user stops typing (300 ms) and cancels the previous request, and any on unmount.
 */
import { useEffect, useState } from 'react';
import type { EmployeeSearchResult } from '@times/shared-sdk';
import { EmployeeLimits, employeesApi } from '@times/shared-sdk/app';

export const SEARCH_DELAY_MS = 300;

export type EmployeeSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface EmployeeSearchState {
  status: EmployeeSearchStatus;
  /** The matches of the last finished search (kept while the next one runs). */
  employees: EmployeeSearchResult[];
  error: string | null;
}

const IDLE: EmployeeSearchState = { status: 'idle', employees: [], error: null };

/** True when `text` is long enough to search for. */
export const canSearch = (text: string): boolean => text.trim().length >= EmployeeLimits.TYPE_AHEAD_MIN;

export function useEmployeeSearch(text: string, delayMs = SEARCH_DELAY_MS): EmployeeSearchState {
  const [state, setState] = useState<EmployeeSearchState>(IDLE);
  const term = text.trim();

  useEffect(() => {
    if (!canSearch(term)) {
      setState((previous) => (previous === IDLE ? previous : IDLE));
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading', error: null }));
      void employeesApi.search(term, { signal: controller.signal }).then((outcome) => {
        if (controller.signal.aborted) return;
        if (outcome.kind === 'ok') setState({ status: 'done', employees: outcome.data.search_employees ?? [], error: null });
        else if (outcome.kind === 'error') setState({ status: 'error', employees: [], error: outcome.message });
        else setState(IDLE);
      });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, delayMs]);

  return state;
}
