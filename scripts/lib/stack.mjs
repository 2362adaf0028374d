/**
 * The local stack: the mock API child process plus one static server per app dist (the shell with SPA fallback),
 * with runtime-config.json / remotes.json generated for the ports in use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  APPS,
  HOST,
  HOST_APP,
  MOCK_API_PORT,
  ROOT,
  appOrigins,
  distDir,
  envPort,
  findApp,
  runtimeConfig,
  remotesManifest,
} from './apps.mjs';
import { serveStatic } from './serveStatic.mjs';
import { getFreePort, isPortFree, waitForPort } from './ports.mjs';
import { spawnGroup, onShutdown } from './children.mjs';
import { API_NODE_FLAGS, apiMemoryEnv } from './apiMemory.mjs';

const require = createRequire(import.meta.url);

/** `npx tsx <V8's flags> mock-api/src/main.ts` (tsx hands the flags to node), without the npx round trip when tsx resolves locally. */
export function defaultApiCommand() {
  try {
    return [process.execPath, require.resolve('tsx/cli'), ...API_NODE_FLAGS, 'mock-api/src/main.ts'];
  } catch {
    return ['npx', 'tsx', ...API_NODE_FLAGS, 'mock-api/src/main.ts'];
  }
}

/** The default port map { shell, remote_public, …, api } (PORT_<FEDERATION_NAME> and MOCK_API_PORT env honoured). */
export function defaultPorts() {
  return { ...Object.fromEntries(APPS.map((app) => [app.federationName, envPort(app)])), api: MOCK_API_PORT };
}

/**
 * Resolve a port map: 'auto' gives every service a free port; an object overrides some of the defaults
 * (keys: federation name, folder name or 'api'; a value of 0 means a free port).
 */
export async function resolvePorts(ports) {
  const result = defaultPorts();
  if (ports === 'auto') {
    for (const key of Object.keys(result)) result[key] = 0;
  } else if (ports) {
    for (const [key, value] of Object.entries(ports)) {
      result[key === 'api' ? 'api' : findApp(key).federationName] = Number(value);
    }
  }
  for (const [key, value] of Object.entries(result)) {
    if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`invalid port for ${key}: ${value}`);
  }
  const taken = new Set(Object.values(result).filter(Boolean));
  for (const key of Object.keys(result)) {
    while (result[key] === 0) {
      const port = await getFreePort(HOST);
      if (!taken.has(port)) {
        taken.add(port);
        result[key] = port;
      }
    }
  }
  if (taken.size !== Object.keys(result).length)
    throw new Error(`two services share a port: ${JSON.stringify(result)}`);
  return result;
}

/**
 * MOCK_API_ALLOWED_ORIGINS for the mock API: the apps' own origins plus any the caller already listed
 * (e.g. a proxy in front of the shell), each once.
 */
export function allowedOriginsEnv(origins, extra = '') {
  const listed = String(extra)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([...origins, ...listed])].join(',');
}

/** Call fn with process.env temporarily extended (apps.cjs reads the env when called). */
function withEnv(overrides, fn) {
  const saved = {};
  for (const [key, value] of Object.entries(overrides)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = String(value);
  }
  try {
    return fn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** The file a folder must hold to be an app's deployable dist. */
const entryFile = (app) => (app.isHost ? 'index.html' : 'remoteEntry.js');

/** Error with code ENODIST listing the apps without a built dist. */
export function checkDists(dists) {
  const missing = APPS.filter((app) => !fs.existsSync(path.join(dists[app.federationName], entryFile(app))));
  if (missing.length) {
    const shown = (file) => (file.startsWith(ROOT + path.sep) ? path.relative(ROOT, file) : file);
    const list = missing
      .map((app) => `  ${app.dir}: no ${shown(path.join(dists[app.federationName], entryFile(app)))}`)
      .join('\n');
    throw Object.assign(new Error(`missing build output:\n${list}\nrun npm run build first`), {
      code: 'ENODIST',
      missing,
    });
  }
}

/**
 * Start the stack.
 * @param {object} [options]
 * @param {'auto'|Record<string, number>} [options.ports] overrides of the default ports (see resolvePorts)
 * @param {string} [options.dbFile] db file of the mock API (MOCK_API_DB); default: the mock API's own default
 * @param {Record<string,string>} [options.env] extra env for the mock API, also applied when generating the
 *   runtime config and remotes manifest (e.g. TIMES_API_URL, REMOTE_URL_REMOTE_ROSTER)
 * @param {Record<string,string>} [options.dists] dist folder per app (federation or folder name); default <app>/dist
 * @param {boolean} [options.writeConfig] true (default): write runtime-config.json (+ remotes.json for the shell) into
 *   each dist folder served, like a deployment does; false: serve them from memory and leave the folders untouched
 *   (tests and bench, so a developer's running `npm start` keeps its own config)
 * @param {boolean|string} [options.apiLog] true: print mock API output prefixed [mock-api]; a path: append it to that
 *   file; false: keep it quiet (the last lines are still in apiOutput())
 * @param {false|string[]} [options.apiCommand] command starting the mock API (default tsx mock-api/src/main.ts);
 *   false: start no API (static servers only)
 * @param {number} [options.apiTimeoutMs] how long to wait for the mock API to answer (default 60 s)
 */
export async function startStack({
  ports: portOverrides,
  dbFile,
  env = {},
  dists: distOverrides = {},
  writeConfig = true,
  apiLog = true,
  apiCommand = defaultApiCommand(),
  apiTimeoutMs = 60_000,
} = {}) {
  const dists = Object.fromEntries(APPS.map((app) => [app.federationName, distDir(app)]));
  for (const [key, dir] of Object.entries(distOverrides)) dists[findApp(key).federationName] = path.resolve(dir);
  checkDists(dists);

  const ports = await resolvePorts(portOverrides);
  const busy = [];
  for (const [key, port] of Object.entries(ports)) {
    if (key === 'api' && apiCommand === false) continue;
    if (!(await isPortFree(port, HOST))) busy.push(`${key} ${HOST}:${port}`);
  }
  if (busy.length) {
    throw Object.assign(
      new Error(`ports already in use (is another stack, e.g. npm start, running?):\n  ${busy.join('\n  ')}`),
      {
        code: 'EADDRINUSE',
      },
    );
  }

  const apiUrl = `http://${HOST}:${ports.api}`;
  const configEnv = {
    TIMES_FIRST_API_URL: process.env.TIMES_FIRST_API_URL ?? apiUrl,
    ...Object.fromEntries(APPS.map((app) => [`PORT_${app.federationName.toUpperCase()}`, ports[app.federationName]])),
    ...env,
  };
  const config = withEnv(configEnv, () => ({
    runtime: runtimeConfig(),
    remotes: remotesManifest(),
    origins: appOrigins(),
  }));
  // The browser calls the API from the shell's page (and a remote's own page when it runs standalone);
  // a remote moved to another URL still runs inside the shell's page, so its calls keep the shell's origin.
  const allowedOrigins = allowedOriginsEnv(
    config.origins,
    env.MOCK_API_ALLOWED_ORIGINS ?? process.env.MOCK_API_ALLOWED_ORIGINS,
  );

  const servers = new Map(); // federationName -> { url, close, dir }
  const extras = []; // servers of serveExtra()
  const currentDirs = {};
  let api;
  let closed = false;
  let closing;
  let unregister = () => {};

  /** Stop every server and the mock API; safe to call more than once (later calls wait for the first). */
  const close = () =>
    (closing ??= (async () => {
      closed = true;
      unregister();
      await Promise.allSettled([...servers.values(), ...extras].map((server) => server.close()));
      servers.clear();
      await api?.stop();
    })());

  /** The generated JSON files an app's dist must carry. */
  const configFiles = (app) =>
    app.isHost
      ? { 'runtime-config.json': config.runtime, 'remotes.json': config.remotes }
      : { 'runtime-config.json': config.runtime };

  const serveApp = async (app, dir) => {
    const files = configFiles(app);
    if (writeConfig) {
      for (const [name, content] of Object.entries(files)) {
        fs.writeFileSync(path.join(dir, name), `${JSON.stringify(content, null, 2)}\n`);
      }
    }
    const server = await serveStatic({
      dir,
      port: ports[app.federationName],
      host: HOST,
      spaFallback: Boolean(app.isHost),
      overrides: writeConfig
        ? {}
        : Object.fromEntries(Object.entries(files).map(([name, content]) => [`/${name}`, content])),
    });
    servers.set(app.federationName, server);
    currentDirs[app.federationName] = dir;
    return server.url;
  };

  try {
    unregister = onShutdown(close);
    if (apiCommand !== false) {
      if (dbFile) fs.mkdirSync(path.dirname(path.resolve(dbFile)), { recursive: true });
      const [command, ...args] = apiCommand;
      if (!command) throw new Error('apiCommand is empty');
      api = spawnGroup(command, args, {
        cwd: ROOT,
        name: 'mock-api',
        log: apiLog,
        env: {
          ...apiMemoryEnv(),
          ...process.env,
          ...env,
          MOCK_API_ALLOWED_ORIGINS: allowedOrigins,
          MOCK_API_PORT: String(ports.api),
          ...(dbFile ? { MOCK_API_DB: path.resolve(dbFile) } : {}),
        },
      });
      try {
        await waitForPort(ports.api, HOST, {
          timeoutMs: apiTimeoutMs,
          abort: () => (api.ended ? new Error(`mock API ${api.ended}`) : undefined),
        });
      } catch (error) {
        const output = api.output().trim();
        const message = error instanceof Error ? error.message : String(error);
        throw Object.assign(new Error(`${message}${output ? `\n--- mock API output ---\n${output}` : ''}`), {
          cause: error,
        });
      }
    }
    // Shell last: once it answers, every remote it lists is up.
    for (const app of [...APPS.filter((a) => !a.isHost), HOST_APP]) {
      await serveApp(app, dists[app.federationName]);
    }
  } catch (error) {
    await close();
    throw error;
  }

  const urlOf = (app) => `http://${HOST}:${ports[app.federationName]}`;

  /** Take one app's server down (its port then refuses connections). */
  const stopRemote = async (name) => {
    const app = findApp(name);
    const server = servers.get(app.federationName);
    servers.delete(app.federationName);
    await server?.close();
  };

  /**
   * Bring an app's server back on the same port, serving dir (default: its original dist folder).
   * A running server is replaced (a redeploy). Resolves to its URL.
   */
  const startRemote = async (name, dir) => {
    if (closed) throw new Error('stack is closed');
    const app = findApp(name);
    const folder = path.resolve(dir ?? dists[app.federationName]);
    if (!fs.existsSync(path.join(folder, entryFile(app)))) throw new Error(`${folder} holds no ${entryFile(app)}`);
    await stopRemote(app.federationName);
    return serveApp(app, folder);
  };

  /**
   * Point the shell's remotes.json at another URL for one remote (a deployment edit of the manifest):
   * a running shell picks it up on its next load.
   */
  const setRemoteEntry = (name, entry) => {
    const app = findApp(name);
    const remote = config.remotes.remotes.find((r) => r.name === app.federationName);
    if (!remote) throw new Error(`${app.federationName} is not in remotes.json`);
    remote.entry = entry;
    if (writeConfig) {
      const file = path.join(currentDirs[HOST_APP.federationName], 'remotes.json');
      fs.writeFileSync(file, `${JSON.stringify(config.remotes, null, 2)}\n`);
    }
  };

  /** Serve another folder for an app on a new port of its own (a second deployment beside the first). */
  const serveExtra = async (dir, port = 0) => {
    const server = await serveStatic({
      dir: path.resolve(dir),
      port,
      host: HOST,
      overrides: { '/runtime-config.json': config.runtime },
    });
    extras.push(server);
    return server.url;
  };

  return {
    ports: { ...ports },
    dists: { ...dists },
    config,
    urls: {
      shell: urlOf(HOST_APP),
      remotes: Object.fromEntries(APPS.filter((a) => !a.isHost).map((app) => [app.federationName, urlOf(app)])),
      api: apiCommand === false ? undefined : apiUrl,
    },
    /** Resolves with { code, signal } if the mock API exits on its own (never when close() stopped it). */
    apiExited: api ? api.exited.then((result) => (closed ? new Promise(() => {}) : result)) : new Promise(() => {}),
    /** The last lines the mock API printed. */
    apiOutput: () => api?.output() ?? '',
    /** Whether the app's server is up. */
    isRunning: (name) => servers.has(findApp(name).federationName),
    /** The folder an app is currently served from. */
    dirOf: (name) => currentDirs[findApp(name).federationName],
    stopRemote,
    startRemote,
    setRemoteEntry,
    serveExtra,
    close,
  };
}
