import { API_GLIBC_TUNABLES, apiMemoryEnv } from './apiMemory.mjs';

describe('the mock API’s allocator settings', () => {
  it('sets glibc’s arenas, mmap and trim thresholds unless the environment already tunes glibc', () => {
    expect(apiMemoryEnv({})).toEqual({ GLIBC_TUNABLES: API_GLIBC_TUNABLES });
    expect(API_GLIBC_TUNABLES.split(':').sort()).toEqual([
      'glibc.malloc.arena_max=2',
      'glibc.malloc.mmap_threshold=131072',
      'glibc.malloc.trim_threshold=131072',
    ]);
    expect(apiMemoryEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' })).toEqual({});
  });
});
