import { foldText, searchPlaces } from './places';

const names = (q: string) => searchPlaces(q).map((place) => place.name);

describe('foldText', () => {
  it('drops case, accents and repeated spaces', () => {
    expect(foldText('  São   LUÍS ')).toBe('sao luis');
    expect(foldText('Zürich')).toBe('zurich');
  });
});

describe('searchPlaces', () => {
  it("finds Pretoria by 'pretor' and Johannesburg by its name, with province and country", () => {
    expect(searchPlaces('pretor')[0]).toEqual({
      name: 'Pretoria',
      description: 'Gauteng, South Africa',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    const [johannesburg] = searchPlaces('johannesburg');
    expect(johannesburg).toMatchObject({ name: 'Johannesburg', description: 'Gauteng, South Africa' });
    expect(johannesburg?.lat).toBeCloseTo(-26.17, 1);
    expect(johannesburg?.lng).toBeCloseTo(28.03, 1);
  });

  it('ignores case and accents, both ways', () => {
    expect(names('sao luis')).toContain('São Luís');
    expect(names('SÃO LUÍS')).toEqual(names('sao luis'));
    expect(names('zurich')[0]).toBe('Zürich');
    expect(names('Pretória')[0]).toBe('Pretoria');
  });

  it('puts names starting with the text before names containing it, each by population', () => {
    expect(names('york')).toEqual(['York', 'York', 'Yorkton', 'New York']);
    expect(names('zur')).toEqual(['Zürich', 'Erzurum', 'Maizuru']);
  });

  it('answers at most 10 places, and none for less than 2 characters', () => {
    expect(searchPlaces('an')).toHaveLength(10);
    expect(searchPlaces('a')).toEqual([]);
    expect(searchPlaces(' \u0301 ')).toEqual([]);
    expect(searchPlaces('qqqqzzzz')).toEqual([]);
  });
});
