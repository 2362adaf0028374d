import { loadCountries } from './OfflineBasemap';

jest.mock('react-leaflet', () => ({ GeoJSON: () => null }));

describe('loadCountries', () => {
  it('converts the world-atlas countries to one GeoJSON collection, once', async () => {
    const collection = await loadCountries();
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.length).toBeGreaterThan(150);
    const southAfrica = collection.features.find((feature) => feature.properties?.name === 'South Africa');
    expect(southAfrica?.geometry.type).toMatch(/Polygon/);
    expect(await loadCountries()).toBe(collection);
  });
});
