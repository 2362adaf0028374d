/**
 * The two API base URLs, read by the shell from its runtime config (runtime-config.json)
 * so a deployment can point them anywhere without a rebuild.
 */
import type { Backend } from '../api/paths';

export interface RuntimeConfig {
  firstApiUrl: string;
  timesApiUrl: string;
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

/** Fetches the runtime config the shell serves beside itself. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config.firstApiUrl || !config.timesApiUrl) throw new Error(`${url} must name firstApiUrl and timesApiUrl`);
  setRuntimeConfig(config);
  return config;
}
