/**
 * The service worker of My Times (issue 31), served by the shell at /mytimes-sw.js for the scope /mytimes/: the
 * page and every script it loads (the shell's, the remotes' entries and chunks, their runtime config) are fetched
 * from the network as usual and kept in a cache as they pass; when the network cannot be reached, the kept copy
 * answers, so My Times opens on a phone without a connection and shows the last answers it kept (the API's calls
 * are never cached here: each page keeps its own last answer, with its moment). Network first, so a deployment is
 * picked up at once whenever the phone is online.
 */
const CACHE = 'mytimes-v1';
/** Where any My Times page is kept: every path of /mytimes is the same page. */
const PAGE = '/mytimes/';

const isApi = (url) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/');

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  const navigation = request.mode === 'navigate';
  try {
    const response = await fetch(request);
    if (response.ok || response.type === 'opaque') {
      await cache.put(navigation ? PAGE : request, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(navigation ? PAGE : request);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isApi(url) || !/^https?:$/.test(url.protocol)) return;
  event.respondWith(networkFirst(request));
});
