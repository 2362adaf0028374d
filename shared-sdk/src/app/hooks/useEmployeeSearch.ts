/**
 * The employee type-ahead search (Leave Days, shift employees): runs only above 3 characters (EmployeeLimits.TYPE_AHEAD_MIN),
 * waits until the user stops typing (300 ms) and cancels the previous request, and any on unmount.
 */
import type { EmployeeSearchResponse, EmployeeSearchResult } from '@times/shared-sdk';
import { EmployeeLimits } from '../../constants/employees';
import { employeesApi } from '../api/employees';
import { useDebouncedSearch } from './useDebouncedSearch';
import type { SearchStatus } from './useDebouncedSearch';

export const SEARCH_DELAY_MS = 300;

export type EmployeeSearchStatus = SearchStatus;

export interface EmployeeSearchState {
  status: EmployeeSearchStatus;
  /** The matches of the last finished search (kept while the next one runs). */
  employees: EmployeeSearchResult[];
  error: string | null;
}

/** True when `text` is long enough to search for. */
export const canSearch = (text: string): boolean => text.trim().length >= EmployeeLimits.TYPE_AHEAD_MIN;

const searchEmployees = (term: string, signal: AbortSignal) => employeesApi.search(term, { signal });
const pickEmployees = (data: EmployeeSearchResponse) => data.search_employees ?? [];

export function useEmployeeSearch(text: string, delayMs = SEARCH_DELAY_MS): EmployeeSearchState {
  const { status, items, error } = useDebouncedSearch(text, {
    minLength: EmployeeLimits.TYPE_AHEAD_MIN,
    delayMs,
    search: searchEmployees,
    pick: pickEmployees,
  });
  return { status, employees: items, error };
}
