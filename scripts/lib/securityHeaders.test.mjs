import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentSecurityPolicy, securityHeaders, sourceOf } from './securityHeaders.mjs';
import { serveStatic } from './serveStatic.mjs';

/** 'a x y; b z' -> { a: ['x', 'y'], b: ['z'] } */
const directives = (policy) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

const deployment = {
  runtimeConfig: {
    firstApiUrl: 'http://127.0.0.1:4300',
    timesApiUrl: 'https://times-api.example/v1/',
    mapTileUrl: 'https://{s}.tiles.example/{z}/{x}/{y}.png?key={key}',
    geocoderUrl: 'https://geo.example/search',
    mapsKey: 'secret',
  },
  remotesManifest: {
    remotes: [
      { name: 'remote_public', entry: 'http://127.0.0.1:4201/remoteEntry.js' },
      { name: 'remote_roster', entry: 'https://roster.example/v2/remoteEntry.js' },
    ],
  },
};

describe('sourceOf', () => {
  it('names the origin of a URL, a templated first host label as a wildcard, nothing for what is not http(s)', () => {
    expect(sourceOf('https://Times-API.example:8443/v1?x=1')).toBe('https://times-api.example:8443');
    expect(sourceOf('https://{s}.tiles.example/{z}/{x}/{y}.png')).toBe('https://*.tiles.example');
    expect(sourceOf('https://tiles.{region}.example/{z}.png')).toBeNull();
    expect(sourceOf('/relative/path')).toBeNull();
    expect(sourceOf('javascript:alert(1)')).toBeNull();
    expect(sourceOf('')).toBeNull();
    expect(sourceOf(undefined)).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy(deployment));

  it('runs scripts only from the app and its remotes, with WebAssembly but never eval or inline code', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4201',
      'https://roster.example',
      "'wasm-unsafe-eval'",
    ]);
  });

  it('connects only to the app, the APIs, the remotes and the configured map services', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://127.0.0.1:4300',
      'https://times-api.example',
      'http://127.0.0.1:4201',
      'https://roster.example',
      'https://*.tiles.example',
      'https://geo.example',
    ]);
  });

  it('shows images from the app, the APIs (photos), the tiles, data: and blob:', () => {
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:4300',
      'https://times-api.example',
      'https://*.tiles.example',
    ]);
  });

  it('closes what the app does not use, and is never framed', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('never carries the maps key, and without remotes or map services allows the app and its APIs only', () => {
    expect(contentSecurityPolicy(deployment)).not.toContain('secret');
    const bare = directives(
      contentSecurityPolicy({
        runtimeConfig: { firstApiUrl: 'http://127.0.0.1:4300', timesApiUrl: 'http://127.0.0.1:4300' },
      }),
    );
    expect(bare['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(bare['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4300']);
    expect(bare['img-src']).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:4300']);
  });

  it('comes with nosniff and a referrer policy that sends other origins no path', () => {
    expect(securityHeaders(deployment)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(deployment),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});

describe('serveStatic security headers', () => {
  let dir;
  const servers = [];
  const serve = async (options) => {
    const server = await serveStatic({ dir, port: 0, ...options });
    servers.push(server);
    return server;
  };
  const cspOf = async (url, init) => directives((await fetch(url, init)).headers.get('content-security-policy') ?? '');
  const writeJson = (name, value) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'times-csp-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the three headers on every file, the SPA fallback, a 404 and a preflight', async () => {
    writeJson('runtime-config.json', deployment.runtimeConfig);
    const server = await serve({ spaFallback: true });
    /** @type {[string, RequestInit?][]} */
    const requests = [
      [`${server.url}/`],
      [`${server.url}/main.js`],
      [`${server.url}/apptimes/roster`],
      [`${server.url}/missing.js`],
      [`${server.url}/main.js`, { method: 'OPTIONS' }],
    ];
    for (const [url, init] of requests) {
      const response = await fetch(url, init);
      expect([url, response.headers.get('x-content-type-options'), response.headers.get('referrer-policy')]).toEqual([
        url,
        'nosniff',
        'strict-origin-when-cross-origin',
      ]);
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ runtimeConfig: deployment.runtimeConfig }),
      );
    }
  });

  it('follows remotes.json edited in place on disk (a remote moved to a new URL)', async () => {
    writeJson('runtime-config.json', deployment.runtimeConfig);
    writeJson('remotes.json', deployment.remotesManifest);
    const server = await serve({ spaFallback: true });
    expect((await cspOf(`${server.url}/`))['script-src']).toContain('https://roster.example');

    writeJson('remotes.json', { remotes: [{ name: 'remote_roster', entry: 'http://127.0.0.1:9000/remoteEntry.js' }] });
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, 'remotes.json'), later, later); // a new mtime even on a coarse clock
    const moved = await cspOf(`${server.url}/`);
    expect(moved['script-src']).toEqual(["'self'", 'http://127.0.0.1:9000', "'wasm-unsafe-eval'"]);
    expect(moved['connect-src']).toContain('http://127.0.0.1:9000');
  });

  it('keeps the last good remotes.json while a new one is half written', async () => {
    writeJson('remotes.json', deployment.remotesManifest);
    const server = await serve({ spaFallback: true });
    const before = (await cspOf(`${server.url}/`))['script-src'];
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{"remotes": [{"name": "remote_roster", "entr');
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(path.join(dir, 'remotes.json'), later, later);
    expect((await cspOf(`${server.url}/`))['script-src']).toEqual(before);
  });

  it('follows a JSON override changed in place (the e2e stack serves its manifest from memory)', async () => {
    const manifest = structuredClone(deployment.remotesManifest);
    const server = await serve({
      spaFallback: true,
      overrides: { '/runtime-config.json': deployment.runtimeConfig, '/remotes.json': manifest },
    });
    expect((await cspOf(`${server.url}/`))['script-src']).not.toContain('http://127.0.0.1:9100');
    const [first] = manifest.remotes;
    if (!first) throw new Error('the test manifest lists no remote');
    first.entry = 'http://127.0.0.1:9100/remoteEntry.js';
    expect((await cspOf(`${server.url}/`))['script-src']).toContain('http://127.0.0.1:9100');
  });
});
