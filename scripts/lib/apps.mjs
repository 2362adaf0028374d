/**
 * The app list of the platform, re-exported from shared-sdk/webpack/apps.cjs (the one source of truth),
 * plus the paths the scripts need.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
/** @type {typeof import('../../shared-sdk/webpack/apps.cjs')} */
const apps = requireCjs('../../shared-sdk/webpack/apps.cjs');

export const { APPS, HOST, MOCK_API_PORT, appOrigins, envPort, runtimeConfig, remotesManifest } = apps;

/** Absolute path of the monorepo root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Absolute folder of an app (holds package.json and webpack.config.js). */
export const appDir = (app) => path.join(ROOT, app.dir);

/** Absolute default output folder of an app. */
export const distDir = (app) => path.join(appDir(app), 'dist');

const hostApp = APPS.find((app) => app.isHost);
if (!hostApp) throw new Error('apps.cjs lists no host app');
/** The host app (the shell). */
export const HOST_APP = hostApp;

/** Find an app by federation name (remote_roster) or folder (remote-roster); throws when unknown. */
export function findApp(name) {
  const app = APPS.find((a) => a.federationName === name || a.dir === name);
  if (!app) {
    throw new Error(`unknown app "${name}" (known: ${APPS.map((a) => a.federationName).join(', ')})`);
  }
  return app;
}
