/** The place search: a configured Nominatim-style geocoder, or the mock API's gazetteer when none is. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setRuntimeConfig } from '@times/shared-sdk';
import { geocoderSearchUrl, mapSettings, placesApi, toPlaceChoice } from './places';

let server: http.Server;
let base = '';
const requests: { url: string; body: string }[] = [];
let geocoderStatus = 200;
let delayMs = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body });
      const answer = () => {
        res.writeHead(req.url?.startsWith('/geo') ? geocoderStatus : 200, { 'content-type': 'application/json' });
        if (req.url?.startsWith('/geo')) {
          res.end(
            JSON.stringify([
              {
                display_name: 'Pretoria, City of Tshwane, Gauteng, South Africa',
                lat: '-25.7459',
                lon: '28.1879',
                name: 'Pretoria',
              },
              { display_name: 'Nowhere', lat: 'x', lon: '1' },
            ]),
          );
        } else {
          res.end(
            JSON.stringify({
              status: 'OK',
              places: [{ name: 'Pretoria', description: 'Gauteng, South Africa', lat: -25.7, lng: 28.2 }],
            }),
          );
        }
      };
      if (delayMs) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  geocoderStatus = 200;
  delayMs = 0;
});

describe('placesApi.search', () => {
  it('asks the mock API gazetteer when no geocoder is configured', async () => {
    setRuntimeConfig({ firstApiUrl: `${base}/first`, timesApiUrl: `${base}/times` });
    expect(mapSettings()).toEqual({ tileUrl: null, geocoderUrl: null });
    const outcome = await placesApi.search('pre');
    expect(outcome).toMatchObject({ kind: 'ok', data: { places: [{ name: 'Pretoria' }] } });
    expect(requests[0]?.url).toBe('/times/api/geo/11201');
    expect(JSON.parse(requests[0]?.body ?? '{}')).toMatchObject({ q: 'pre', app_tp: 1 });
  });

  it('asks the configured geocoder with the key substituted and maps its rows', async () => {
    setRuntimeConfig({
      firstApiUrl: `${base}/first`,
      timesApiUrl: `${base}/times`,
      geocoderUrl: `${base}/geo/search?key={key}`,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={key}',
      mapsKey: 'k 1',
    });
    expect(mapSettings().tileUrl).toBe('https://tiles.example/{z}/{x}/{y}.png?key=k%201');
    const outcome = await placesApi.search('pre toria');
    expect(requests[0]?.url).toBe('/geo/search?key=k%201&q=pre%20toria&format=json&limit=10');
    expect(outcome).toEqual({
      kind: 'ok',
      data: {
        status: 'OK',
        places: [
          { name: 'Pretoria', description: 'City of Tshwane, Gauteng, South Africa', lat: -25.7459, lng: 28.1879 },
        ],
      },
    });
  });

  it('turns a geocoder failure into Error occured, and an abort into cancelled', async () => {
    setRuntimeConfig({ firstApiUrl: `${base}/first`, timesApiUrl: `${base}/times`, geocoderUrl: `${base}/geo` });
    geocoderStatus = 500;
    expect(await placesApi.search('pre')).toEqual({ kind: 'error', status: 'NETWORK_ERROR', message: 'Error occured' });
    geocoderStatus = 200;
    delayMs = 200;
    const controller = new AbortController();
    const pending = placesApi.search('pre', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toEqual({ kind: 'cancelled' });
  });

  it('treats a URL that needs a key as unset when no key is configured', () => {
    setRuntimeConfig({
      firstApiUrl: 'a',
      timesApiUrl: 'b',
      geocoderUrl: 'https://g.example/?key={key}',
      mapTileUrl: ' ',
    });
    expect(mapSettings()).toEqual({ tileUrl: null, geocoderUrl: null });
  });
});

describe('geocoder helpers', () => {
  it('builds the search URL after any query the configured URL has', () => {
    expect(geocoderSearchUrl('https://g.example/search', 'a&b')).toBe(
      'https://g.example/search?q=a%26b&format=json&limit=10',
    );
    expect(geocoderSearchUrl('https://g.example/search?', 'a')).toBe(
      'https://g.example/search?q=a&format=json&limit=10',
    );
  });

  it('uses the first part of display_name as the name when the row has none', () => {
    expect(toPlaceChoice({ display_name: 'Durban, eThekwini, South Africa', lat: '-29.85', lon: '31.02' })).toEqual({
      name: 'Durban',
      description: 'eThekwini, South Africa',
      lat: -29.85,
      lng: 31.02,
    });
    expect(toPlaceChoice({ display_name: 'Far', lat: '95', lon: '0' })).toBeNull();
  });
});
