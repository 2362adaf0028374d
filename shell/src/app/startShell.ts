/** Start-up: the runtime config (API URLs) and the remotes manifest, then remote registration. */
import { loadRuntimeConfig } from '@times/shared-sdk';
import { fetchManifest } from '../federation/remoteManifest';
import { registerManifestRemotes } from '../federation/remoteRegistry';

export async function startShell(): Promise<void> {
  const [, manifest] = await Promise.all([loadRuntimeConfig('/runtime-config.json'), fetchManifest('/remotes.json')]);
  registerManifestRemotes(manifest.remotes);
}
