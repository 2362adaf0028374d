/**
 * The place search behind the picker: waits until the user stops typing (300 ms), needs at
 * least 2 characters, and cancels the previous request (and any on unmount) through its AbortSignal.
 */
import { useEffect, useState } from 'react';
import type { PlaceChoice } from '@times/shared-sdk';
import { messages } from '@times/shared-sdk';
import { placesApi } from '@times/shared-sdk/app';

export const SEARCH_DELAY_MS = 300;
export const MIN_SEARCH_LENGTH = 2;

export type PlaceSearchStatus = 'idle' | 'loading' | 'done' | 'error';

export interface PlaceSearchState {
  status: PlaceSearchStatus;
  /** The places of the last finished search (kept while the next one runs). */
  places: PlaceChoice[];
  /** The term those places were found for. */
  term: string;
  /** The message of a failed search. */
  error: string | null;
}

const IDLE: PlaceSearchState = { status: 'idle', places: [], term: '', error: null };

/** Searches places for the term the user typed (trimmed); idle below MIN_SEARCH_LENGTH characters. */
export function usePlaceSearch(text: string, delayMs = SEARCH_DELAY_MS): PlaceSearchState {
  const [state, setState] = useState<PlaceSearchState>(IDLE);
  const term = text.trim();

  useEffect(() => {
    if (term.length < MIN_SEARCH_LENGTH) {
      setState((previous) => (previous === IDLE ? previous : IDLE));
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading', error: null }));
      placesApi
        .search(term, { signal: controller.signal })
        .then((outcome) => {
          if (controller.signal.aborted) return;
          if (outcome.kind === 'ok') setState({ status: 'done', places: outcome.data.places, term, error: null });
          else if (outcome.kind === 'error') setState({ status: 'error', places: [], term, error: outcome.message });
          else if (outcome.kind === 'invalid') setState(IDLE);
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error', places: [], term, error: messages.common.errorOccured });
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, delayMs]);

  return state;
}
