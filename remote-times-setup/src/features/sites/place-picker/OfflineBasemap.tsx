/**
 * The basemap when no tile URL is configured: the world's countries (world-atlas 110m, a chunk
 * of its own loaded on first use) drawn as one GeoJSON layer on the map's plain background.
 */
import { useEffect, useState } from 'react';
import type { FeatureCollection } from 'geojson';
import type { PathOptions } from 'leaflet';
import { GeoJSON } from 'react-leaflet';

/** The sea: the map container's background under the country shapes. */
export const OFFLINE_SEA = '#dbe7f0';

const COUNTRY_STYLE: PathOptions = {
  fillColor: '#f7f4ee',
  fillOpacity: 1,
  color: '#a39bb0',
  weight: 0.7,
  opacity: 1,
};

let countries: Promise<FeatureCollection> | null = null;

/** The countries as GeoJSON, converted once with topojson-client and shared by every map. */
export function loadCountries(): Promise<FeatureCollection> {
  countries ??= Promise.all([import('world-atlas/countries-110m.json'), import('topojson-client')])
    .then(([atlas, topojson]) => {
      type Topology = Parameters<typeof topojson.feature>[0];
      const topology = ((atlas as { default?: unknown }).default ?? atlas) as Topology;
      const object = topology.objects.countries;
      if (!object) throw new Error('world-atlas: no countries object');
      return topojson.feature(topology, object) as FeatureCollection;
    })
    .catch((error: unknown) => {
      countries = null;
      throw error;
    });
  return countries;
}

export function OfflineBasemap() {
  const [data, setData] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    let live = true;
    loadCountries().then(
      (collection) => live && setData(collection),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return data ? <GeoJSON data={data} style={COUNTRY_STYLE} interactive={false} /> : null;
}
