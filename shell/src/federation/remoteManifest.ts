/** The runtime manifest of remotes (remotes.json beside the shell): name and entry URL of each. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface RemoteManifest {
  remotes: RemoteEntry[];
}

export function parseManifest(json: unknown): RemoteManifest {
  const remotes = (json as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json must have a "remotes" list');
  for (const remote of remotes as RemoteEntry[]) {
    if (typeof remote?.name !== 'string' || typeof remote?.entry !== 'string') {
      throw new Error('each remote in remotes.json needs a name and an entry URL');
    }
  }
  return { remotes: remotes as RemoteEntry[] };
}

export async function fetchManifest(url = '/remotes.json'): Promise<RemoteManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  return parseManifest(await response.json());
}
