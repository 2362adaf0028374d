import { mapConfig } from './runtimeConfig';

describe('mapConfig', () => {
  const apis = { firstApiUrl: 'http://a', timesApiUrl: 'http://b' };

  it('is offline when nothing is configured', () => {
    expect(mapConfig(null)).toEqual({ tileUrl: null, geocoderUrl: null });
    expect(mapConfig({ ...apis, mapTileUrl: '', geocoderUrl: '  ' })).toEqual({ tileUrl: null, geocoderUrl: null });
  });

  it('substitutes the key into either URL, and drops a URL that needs a key when none is set', () => {
    const urls = { mapTileUrl: 'https://t.example/{z}/{x}/{y}.png?k={key}', geocoderUrl: 'https://g.example/search' };
    expect(mapConfig({ ...apis, ...urls, mapsKey: 'a/b' })).toEqual({
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?k=a%2Fb',
      geocoderUrl: 'https://g.example/search',
    });
    expect(mapConfig({ ...apis, ...urls })).toEqual({ tileUrl: null, geocoderUrl: 'https://g.example/search' });
  });
});
