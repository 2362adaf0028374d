/**
 * The security headers every served file carries: a Content-Security-Policy built from a deployment's
 * runtime configuration, X-Content-Type-Options and Referrer-Policy.
 *
 * The policy allows only:
 * - scripts from the app's own origin and the remotes' origins (remotes.json), plus 'wasm-unsafe-eval'
 *   so the face model's tfjs WASM backend can compile its .wasm (it allows WebAssembly only, not eval);
 * - connections to the app itself, the two APIs (calls, photo uploads to their storage links), the
 *   remotes (the face model's .wasm and model files, federation manifests) and the configured map
 *   tiles and geocoder;
 * - images from the app, the APIs (photos), the tiles, data: and blob: (canvas captures, previews);
 * - media and workers from blob: (the camera preview; a worker tfjs may start from a blob);
 * - styles from the app and inline: styled-components and the libraries' CSS (leaflet) are injected
 *   as <style> elements, and apexcharts/leaflet set style attributes, which no nonce can cover;
 *   styles cannot run code, so 'unsafe-inline' is kept for style-src only;
 * - no plugins, no <base> elsewhere, no framing by any other page, forms posting to the app only.
 */
const STATIC_DIRECTIVES = {
  'default-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The CSP source for a URL or URL template: its origin (`https://tiles.example`), with a templated
 * first host label (`https://{s}.tile.example/{z}/{x}/{y}.png`) as a wildcard (`https://*.tile.example`).
 * Null for an empty, relative or non-http(s) value, which then allows nothing.
 */
export function sourceOf(url) {
  const value = typeof url === 'string' ? url.trim() : '';
  const match = /^(https?):\/\/([^/?#]+)/i.exec(value);
  const scheme = match?.[1];
  const authority = match?.[2];
  if (!scheme || !authority) return null;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const [host = '', ...labels] = hostAndPort.split('.');
  const wildcard = /\{[^}]*\}/.test(host) && labels.length > 0 && !labels.join('.').includes('{');
  const source = wildcard ? `*.${labels.join('.')}` : hostAndPort;
  if (/[{}\s;,']/.test(source)) return null; // a placeholder elsewhere in the host: no safe source to name
  try {
    return wildcard ? `${scheme.toLowerCase()}://${source.toLowerCase()}` : new URL(`${scheme}://${source}`).origin;
  } catch {
    return null;
  }
}

const unique = (sources) => [...new Set(sources.filter(Boolean))];

/**
 * The Content-Security-Policy value for a deployment.
 * @param {object} deployment
 * @param {{ firstApiUrl?: string, timesApiUrl?: string, mapTileUrl?: string, geocoderUrl?: string }} [deployment.runtimeConfig]
 * @param {{ remotes?: { entry?: string }[] }} [deployment.remotesManifest] the shell's remotes.json (absent for a remote)
 */
export function contentSecurityPolicy({ runtimeConfig = {}, remotesManifest } = {}) {
  const apis = unique([sourceOf(runtimeConfig.firstApiUrl), sourceOf(runtimeConfig.timesApiUrl)]);
  const remotes = unique((remotesManifest?.remotes ?? []).map((remote) => sourceOf(remote?.entry)));
  const tiles = unique([sourceOf(runtimeConfig.mapTileUrl)]);
  const geocoder = unique([sourceOf(runtimeConfig.geocoderUrl)]);
  const directives = {
    'default-src': STATIC_DIRECTIVES['default-src'],
    'script-src': unique(["'self'", ...remotes, "'wasm-unsafe-eval'"]),
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...apis, ...tiles]),
    'connect-src': unique(["'self'", ...apis, ...remotes, ...tiles, ...geocoder]),
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': STATIC_DIRECTIVES['object-src'],
    'base-uri': STATIC_DIRECTIVES['base-uri'],
    'form-action': STATIC_DIRECTIVES['form-action'],
    'frame-ancestors': STATIC_DIRECTIVES['frame-ancestors'],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The headers of every response: the deployment's CSP, no MIME sniffing, and only the origin as the
 * referrer of cross-origin requests (map tile services ask for one; paths and queries never leave).
 */
export function securityHeaders(deployment) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(deployment),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
