/**
 * A static file server for one app's dist folder (express + compression).
 * - CORS `Access-Control-Allow-Origin: *` (and `Timing-Allow-Origin: *`) on every response: remotes are fetched cross-origin.
 * - `Cache-Control: no-cache` for entry files (index.html, remoteEntry.js, main.js, *.json) and anything not content-hashed,
 *   so a redeployed app is picked up on the next load; `public, max-age=31536000, immutable` for content-hashed chunks.
 * - spaFallback: a GET/HEAD for a path that is not a file and has no extension returns index.html (deep links).
 * - Files are read from disk on every request (express.static/send stream them): no in-memory caching,
 *   so replacing the dist contents takes effect at once.
 * - Security headers on every response (securityHeaders.mjs): a Content-Security-Policy built per request
 *   from the runtime-config.json and remotes.json served here (deploymentFiles.mjs), X-Content-Type-Options
 *   and Referrer-Policy.
 */
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import { deploymentReader } from './deploymentFiles.mjs';
import { securityHeaders } from './securityHeaders.mjs';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed chunks (`123.abcdef12.js`, `vendors-x.abcdef12.js`) and hashed assets (`<hex>.png`). */
const HASHED_CHUNK = /\.[0-9a-f]{8,}\.(?:m?js|css)$/i;
const HASHED_ASSET = /^[0-9a-f]{16,}\.[a-z0-9]+$/i;

/** The Cache-Control value for a served file name or URL path. */
export function cacheControlFor(file) {
  const name = path.basename(file);
  if (name === 'index.html' || name === 'remoteEntry.js' || name === 'main.js' || name.endsWith('.json'))
    return NO_CACHE;
  if (HASHED_CHUNK.test(name) || HASHED_ASSET.test(name)) return IMMUTABLE;
  return NO_CACHE; // anything else is revalidated: only content-hashed names are safe to keep forever
}

/**
 * @param {object} options
 * @param {string} options.dir folder to serve
 * @param {number} options.port 0 picks a free port
 * @param {string} [options.host]
 * @param {boolean} [options.spaFallback] serve index.html for extension-less paths that are not files
 * @param {Record<string, string|Buffer|object>} [options.overrides] URL path -> content served instead of the disk file
 *   (objects are sent as JSON); used to serve generated runtime-config.json without writing into dist
 * @param {number} [options.gzipLevel] zlib level of on-the-fly compression (default 9, like the bench's gzip column)
 * @returns {Promise<{ url: string, port: number, dir: string, close: () => Promise<void> }>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spaFallback = false, overrides = {}, gzipLevel = 9 }) {
  const root = path.resolve(dir);
  const app = express();
  app.disable('x-powered-by');
  const deployment = deploymentReader({ dir: root, overrides });

  app.use((req, res, next) => {
    res.set(securityHeaders(deployment()));
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Timing-Allow-Origin', '*'); // lets the page's Resource Timing see sizes of cross-origin remotes
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.get('Access-Control-Request-Headers') || '*');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  });

  app.use(compression({ level: gzipLevel }));

  for (const [urlPath, content] of Object.entries(overrides)) {
    const isJson = typeof content === 'object' && !Buffer.isBuffer(content);
    app.get(urlPath, (_req, res) => {
      // Serialized per request: a JSON override changed in place (a manifest edit) is live at once.
      const body = isJson ? `${JSON.stringify(content, null, 2)}\n` : content;
      res.setHeader('Cache-Control', cacheControlFor(urlPath));
      res.type(isJson ? 'application/json' : path.extname(urlPath) || 'text/plain').send(body);
    });
  }

  app.use(
    express.static(root, {
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
    }),
  );

  if (spaFallback) {
    app.use((req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || path.posix.extname(req.path) !== '') return next();
      res.setHeader('Cache-Control', NO_CACHE);
      res.sendFile('index.html', { root, cacheControl: false }, (error) => {
        if (error && !res.headersSent) next(); // no index.html: plain 404
      });
    });
  }

  app.use((req, res) => {
    res.setHeader('Cache-Control', NO_CACHE); // a remote that is not deployed yet may be deployed a moment later
    res.status(404).type('text/plain').send(`Not found: ${req.path}\n`);
  });

  app.use((error, req, res, _next) => {
    const status = error.status || error.statusCode || 500;
    if (!res.headersSent)
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? `Not found: ${req.path}\n` : 'Server error\n');
    else res.destroy();
  });

  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once('error', (error) => {
      const why = error.code === 'EADDRINUSE' ? `port ${port} is already in use` : error.message;
      reject(
        Object.assign(new Error(`cannot serve ${root} on ${host}:${port}: ${why}`), { code: error.code, cause: error }),
      );
    });
    server.once('listening', () => {
      const actualPort = server.address().port;
      let closing;
      resolve({
        url: `http://${host}:${actualPort}`,
        port: actualPort,
        dir: root,
        close: () =>
          (closing ??= new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections(); // keep-alive sockets of a browser would otherwise hold the port
          })),
      });
    });
  });
}
