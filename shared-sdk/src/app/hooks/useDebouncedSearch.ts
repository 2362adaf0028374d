/**
 * A type-ahead search: runs once the trimmed term has `minLength` characters, waits until the
 * user stops typing (`delayMs`), and cancels the previous request (and any on unmount) through
 * its AbortSignal. An answer to a cancelled request is ignored.
 */
import { useEffect, useRef, useState } from 'react';
import { messages } from '@times/shared-sdk';
import type { ApiOutcome, ApiResponse } from '@times/shared-sdk';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface SearchState<T> {
  status: SearchStatus;
  /** The matches of the last finished search (kept while the next one runs). */
  items: T[];
  /** The term those matches were found for. */
  term: string;
  /** The message of a failed search. */
  error: string | null;
}

export interface DebouncedSearchOptions<R extends ApiResponse, T> {
  /** The fewest characters (of the trimmed term) worth a search; below it the state is idle. */
  minLength: number;
  delayMs: number;
  search: (term: string, signal: AbortSignal) => Promise<ApiOutcome<R>>;
  /** The matches in an answer. */
  pick: (data: R) => T[];
}

const IDLE: SearchState<never> = { status: 'idle', items: [], term: '', error: null };

export function useDebouncedSearch<R extends ApiResponse, T>(
  text: string,
  { minLength, delayMs, search, pick }: DebouncedSearchOptions<R, T>,
): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>(IDLE);
  const term = text.trim();
  // The latest callbacks: new ones (inline functions) never restart the search.
  const latest = useRef({ search, pick });
  latest.current = { search, pick };

  useEffect(() => {
    if (term.length < minLength) {
      setState((previous) => (previous === IDLE ? previous : IDLE));
      return undefined;
    }
    const controller = new AbortController();
    const fail = (error: string) => setState({ status: 'error', items: [], term, error });
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading', error: null }));
      latest.current
        .search(term, controller.signal)
        .then((outcome) => {
          if (controller.signal.aborted) return;
          if (outcome.kind === 'ok')
            setState({ status: 'done', items: latest.current.pick(outcome.data), term, error: null });
          else if (outcome.kind === 'error') fail(outcome.message);
          else setState(IDLE);
        })
        .catch(() => {
          if (!controller.signal.aborted) fail(messages.common.errorOccured);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, minLength, delayMs]);

  return state;
}
