/**
 * The map's place search (spec 000 sections 2 and 5: a place chosen from a map autocomplete).
 * With a geocoder URL configured it asks that Nominatim-style service; otherwise, the default
 * where nothing outside the machine is reachable, the mock API's local gazetteer.
 */
import { Status, callContract, mapConfig, messageFor } from '@times/shared-sdk';
import type { ApiOutcome, CallOptions, MapConfig, PlaceChoice, PlacesResponse } from '@times/shared-sdk';
import { Contract, GENERIC_APP_STATUSES } from '../../contract';
import { appMessages } from '../catalogue/appMessages';

/** A failed search shows the generic text, or that rights were taken away (the picker keeps what was typed). */
const placesMessages = {
  byStatus: { [Status.INVALID_USER_RIGHTS]: appMessages.status.invalidUserRights },
  generic: GENERIC_APP_STATUSES,
} as const;

/** How many places one search asks for. */
export const PLACES_LIMIT = 10;

/** The map settings ready to use (the core's mapConfig()): URLs with {key} substituted, null where offline. */
export type MapSettings = MapConfig;
export const mapSettings = (): MapSettings => mapConfig();

/** One row of a Nominatim-style answer. */
interface GeocoderRow {
  display_name?: string;
  lat?: string | number;
  lon?: string | number;
  name?: string;
}

/** A geocoder row as a PlaceChoice: the name, then the rest of display_name as the description. */
export function toPlaceChoice(row: GeocoderRow): PlaceChoice | null {
  const lat = Number(row.lat);
  const lng = Number(row.lon);
  if (row.lat === undefined || row.lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const parts = (row.display_name ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const name = row.name?.trim() || parts[0] || '';
  if (!name) return null;
  const rest = parts[0] === name ? parts.slice(1) : parts;
  return { name, description: rest.join(', '), lat, lng };
}

export function geocoderSearchUrl(geocoderUrl: string, q: string): string {
  const separator = /[?&]$/.test(geocoderUrl) ? '' : geocoderUrl.includes('?') ? '&' : '?';
  return `${geocoderUrl}${separator}q=${encodeURIComponent(q)}&format=json&limit=${PLACES_LIMIT}`;
}

const networkError = (options?: CallOptions): ApiOutcome<PlacesResponse> => ({
  kind: 'error',
  status: Status.NETWORK_ERROR,
  message: messageFor(Status.NETWORK_ERROR, options?.messages),
});

async function searchGeocoder(
  geocoderUrl: string,
  q: string,
  options?: CallOptions,
): Promise<ApiOutcome<PlacesResponse>> {
  const signal = options?.signal;
  try {
    const response = await fetch(geocoderSearchUrl(geocoderUrl, q), {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return signal?.aborted ? { kind: 'cancelled' } : networkError(options);
    const rows: unknown = await response.json();
    if (signal?.aborted) return { kind: 'cancelled' };
    if (!Array.isArray(rows)) return networkError(options);
    const places = (rows as GeocoderRow[])
      .map((row) => (row && typeof row === 'object' ? toPlaceChoice(row) : null))
      .filter((place): place is PlaceChoice => place !== null);
    return { kind: 'ok', data: { status: Status.OK, places } };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return { kind: 'cancelled' };
    return networkError(options);
  }
}

export const placesApi = {
  /** Places matching q (pass a signal to cancel an earlier search). */
  search: (q: string, options?: CallOptions): Promise<ApiOutcome<PlacesResponse>> => {
    const { geocoderUrl } = mapSettings();
    if (geocoderUrl) return searchGeocoder(geocoderUrl, q, options);
    return callContract(Contract.sites.places, { q }, options, placesMessages);
  },
};
