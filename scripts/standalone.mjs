#!/usr/bin/env node
/**
 * npm run standalone -- <remote>: one remote on its own, as its team runs it: a production build
 * of that remote, its own dev page (a minimal host) on its usual port, and the mock API.
 *   npm run standalone -- remote-public   → http://127.0.0.1:4201/approot/login
 */
import { HOST, MOCK_API_PORT, ROOT, appOrigins, distDir, envPort, findApp, runtimeConfig } from './lib/apps.mjs';
import { buildApp } from './lib/build.mjs';
import { onShutdown, spawnGroup } from './lib/children.mjs';
import { waitForPort } from './lib/ports.mjs';
import { serveStatic } from './lib/serveStatic.mjs';
import { allowedOriginsEnv, defaultApiCommand } from './lib/stack.mjs';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run standalone -- <remote folder or federation name>, e.g. remote-public');
  process.exit(2);
}
const app = findApp(name);

const built = await buildApp(app);
if (!built.ok) {
  console.error(built.output);
  process.exit(1);
}

const [command = 'npx', ...args] = defaultApiCommand();
// The remote's own page calls the API from the remote's origin (the apps' origins are allowed).
const api = spawnGroup(command, args, {
  cwd: ROOT,
  name: 'mock-api',
  env: {
    ...process.env,
    MOCK_API_PORT: String(MOCK_API_PORT),
    MOCK_API_ALLOWED_ORIGINS: allowedOriginsEnv(appOrigins(), process.env.MOCK_API_ALLOWED_ORIGINS),
  },
});
await waitForPort(MOCK_API_PORT, HOST, { timeoutMs: 60_000 });

const server = await serveStatic({
  dir: distDir(app),
  port: envPort(app),
  spaFallback: true,
  overrides: { '/runtime-config.json': runtimeConfig() },
});
onShutdown(async () => {
  await server.close();
  await api.stop();
});
console.log(`${app.dir} on its own: ${server.url}  (mock API http://${HOST}:${MOCK_API_PORT}; Ctrl-C to stop)`);
