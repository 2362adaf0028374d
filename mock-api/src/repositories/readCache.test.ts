import { ReadCache } from './readCache';

describe('ReadCache', () => {
  it('keeps an answer while its sources are the same arrays, and reads again when one changes', async () => {
    const cache = new ReadCache();
    const read = jest.fn(async () => 'answer');
    const users: object[] = [];
    const groups: object[] = [];
    await cache.read([users, groups], 'k', read);
    await cache.read([users, groups], 'k', read);
    expect(read).toHaveBeenCalledTimes(1);
    await cache.read([users, [...groups]], 'k', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache();
    const sources = [[]];
    await expect(cache.read(sources, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.read(sources, 'k', async () => 'back')).resolves.toBe('back');
  });

  it('keeps at most its number of answers, the oldest going first', async () => {
    const cache = new ReadCache(2);
    const sources = [[]];
    const read = jest.fn(async () => 'answer');
    for (const key of ['a', 'b', 'c', 'b', 'a']) await cache.read(sources, key, read);
    // a, b, c read; c pushed a out; b kept; a read again.
    expect(read).toHaveBeenCalledTimes(4);
  });
});
