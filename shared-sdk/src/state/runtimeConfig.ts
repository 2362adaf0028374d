/**
 * The two API base URLs, read by the shell from its runtime config (runtime-config.json)
 * so a deployment can point them anywhere without a rebuild. The map settings are optional:
 * without them the map works offline (local country shapes and the mock API's gazetteer).
 */
import type { Backend } from '../contract/paths';

export interface RuntimeConfig {
  firstApiUrl: string;
  timesApiUrl: string;
  /** Tile URL template ({z}/{x}/{y}, may hold {key}); empty or absent: the offline basemap. */
  mapTileUrl?: string;
  /** Nominatim-style search URL (may hold {key}); empty or absent: the mock API's gazetteer. */
  geocoderUrl?: string;
  /** The maps service's access key, substituted for {key} in the two URLs. Configuration only. */
  mapsKey?: string;
}

/** The map settings ready to use: the URLs with the key substituted, null where offline. */
export interface MapConfig {
  tileUrl: string | null;
  geocoderUrl: string | null;
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded: the shell sets it at start-up');
  return current;
}

export function baseUrlFor(backend: Backend): string {
  const config = getRuntimeConfig();
  return backend === 'first' ? config.firstApiUrl : config.timesApiUrl;
}

/** A URL with {key} substituted; null when it is empty, or needs a key and none is configured. */
function withKey(url: string | undefined, key: string | undefined): string | null {
  const template = url?.trim();
  if (!template) return null;
  if (!template.includes('{key}')) return template;
  const value = key?.trim();
  return value ? template.replaceAll('{key}', encodeURIComponent(value)) : null;
}

/** The map settings of the runtime config; offline (both null) when none are set or it is not loaded. */
export function mapConfig(config: RuntimeConfig | null = current): MapConfig {
  return {
    tileUrl: withKey(config?.mapTileUrl, config?.mapsKey),
    geocoderUrl: withKey(config?.geocoderUrl, config?.mapsKey),
  };
}

/** Fetches the runtime config the shell serves beside itself. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config.firstApiUrl || !config.timesApiUrl) throw new Error(`${url} must name firstApiUrl and timesApiUrl`);
  setRuntimeConfig(config);
  return config;
}
