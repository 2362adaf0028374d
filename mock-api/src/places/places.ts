/**
 * The local gazetteer behind the map's place search (/api/geo/11201): the cities of
 * city-timezones, loaded once. A search matches the city name case- and accent-insensitively:
 * names starting with the text first, then names containing it, each by population.
 */
import type { PlaceChoice } from '../contract';

export const PLACES_LIMIT = 10;

interface CityRow {
  city: string;
  province: string;
  country: string;
  lat: number;
  lng: number;
  pop: number;
}

interface Entry {
  key: string;
  place: PlaceChoice;
  pop: number;
}

/** Lower case without accents or repeated spaces: 'São  Paulo' -> 'sao paulo'. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

let gazetteer: Entry[] | undefined;

function entries(): Entry[] {
  if (gazetteer) return gazetteer;
  // Loaded on the first search only (2 MB of JSON), synchronously: import() would make every search
  // async for a one-time load.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- deliberate lazy synchronous load
  const { cityMapping } = require('city-timezones') as { cityMapping: readonly CityRow[] };
  const unique = new Map<string, Entry>();
  for (const row of cityMapping) {
    const description = [row.province, row.country].filter((part) => part && part.trim()).join(', ');
    const entry: Entry = {
      key: foldText(row.city),
      place: { name: row.city, description, lat: row.lat, lng: row.lng },
      pop: row.pop || 0,
    };
    // The same city listed twice: keep the larger.
    const id = `${entry.key}|${foldText(description)}`;
    const known = unique.get(id);
    if (!known || known.pop < entry.pop) unique.set(id, entry);
  }
  gazetteer = [...unique.values()];
  return gazetteer;
}

/** The best matches of `q` (at least 2 characters once folded, else none). */
export function searchPlaces(q: string, limit = PLACES_LIMIT): PlaceChoice[] {
  const text = foldText(q);
  if (text.length < 2) return [];
  return entries()
    .map((entry) => ({ entry, rank: entry.key.startsWith(text) ? 0 : entry.key.includes(text) ? 1 : -1 }))
    .filter(({ rank }) => rank >= 0)
    .sort(
      (a, b) => a.rank - b.rank || b.entry.pop - a.entry.pop || a.entry.place.name.localeCompare(b.entry.place.name),
    )
    .slice(0, limit)
    .map(({ entry }) => ({ ...entry.place }));
}
