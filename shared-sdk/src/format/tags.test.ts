import { splitTags } from './tags';

describe('splitTags', () => {
  it('splits on commas, trims, drops empty and repeated tags', () => {
    expect(splitTags(' security, guards,,retail , guards ')).toEqual([
      { t_nm: 'security' },
      { t_nm: 'guards' },
      { t_nm: 'retail' },
    ]);
  });
  it('gives no tags for nothing typed', () => {
    expect(splitTags('')).toEqual([]);
    expect(splitTags(undefined)).toEqual([]);
  });
});
