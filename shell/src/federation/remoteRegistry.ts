/**
 * Registers the remotes of the manifest with the federation runtime (the shell's plugin
 * declares none), and loads an exposed module. A retry re-registers the remote with
 * `force` so a failed entry is fetched again instead of served from the runtime's cache.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteEntry } from './remoteManifest';

const known = new Map<string, RemoteEntry>();

export function registerManifestRemotes(remotes: RemoteEntry[]): void {
  for (const remote of remotes) known.set(remote.name, remote);
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

export async function loadRemoteComponent(
  remote: string,
  module: string,
  attempt: number,
): Promise<{ default: ComponentType }> {
  const entry = known.get(remote);
  if (!entry) throw new Error(`Remote ${remote} is not in remotes.json`);
  if (attempt > 0) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded?.default) throw new Error(`${remote} did not provide ${module}`);
  return loaded;
}
