/** The basemap when a tile URL is configured (the maps key already substituted for {key}). */
import { TileLayer } from 'react-leaflet';

export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function TileBasemap({ url, attribution = DEFAULT_TILE_ATTRIBUTION }: { url: string; attribution?: string }) {
  return <TileLayer url={url} attribution={attribution} maxZoom={19} />;
}
