import { cacheCountries, readCachedCountries, withPlaceholder } from './countryCache';

const za = { id: 1, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' };

describe('country cache', () => {
  beforeEach(() => localStorage.clear());

  it('prefixes the list with Select Country (00) exactly once', () => {
    const list = withPlaceholder(withPlaceholder([za]));
    expect(list.map((c) => [c.c_nm, c.c_code])).toEqual([
      ['Select Country', '00'],
      ['South Africa', '27'],
    ]);
  });

  it('keeps the list in local storage', () => {
    expect(readCachedCountries()).toBeNull();
    cacheCountries([za]);
    expect(readCachedCountries()).toEqual(withPlaceholder([za]));
  });

  it('ignores a corrupt cache', () => {
    localStorage.setItem('times.countries', '{not json');
    expect(readCachedCountries()).toBeNull();
  });
});
