/**
 * The place search behind the picker: waits until the user stops typing (300 ms), needs at
 * least 2 characters, and cancels the previous request (and any on unmount) through its AbortSignal.
 */
import type { PlaceChoice, PlacesResponse } from '@times/shared-sdk';
import { placesApi, useDebouncedSearch } from '@times/shared-sdk/app';
import type { SearchStatus } from '@times/shared-sdk/app';

export const SEARCH_DELAY_MS = 300;
export const MIN_SEARCH_LENGTH = 2;

export type PlaceSearchStatus = SearchStatus;

export interface PlaceSearchState {
  status: PlaceSearchStatus;
  /** The places of the last finished search (kept while the next one runs). */
  places: PlaceChoice[];
  /** The term those places were found for. */
  term: string;
  /** The message of a failed search. */
  error: string | null;
}

const searchPlaces = (term: string, signal: AbortSignal) => placesApi.search(term, { signal });
const pickPlaces = (data: PlacesResponse) => data.places;

/** Searches places for the term the user typed (trimmed); idle below MIN_SEARCH_LENGTH characters. */
export function usePlaceSearch(text: string, delayMs = SEARCH_DELAY_MS): PlaceSearchState {
  const { items, ...rest } = useDebouncedSearch(text, {
    minLength: MIN_SEARCH_LENGTH,
    delayMs,
    search: searchPlaces,
    pick: pickPlaces,
  });
  return { ...rest, places: items };
}
