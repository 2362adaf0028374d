import { API_GLIBC_TUNABLES, API_NODE_FLAGS, apiMemoryEnv } from './apiMemory.mjs';
import { defaultApiCommand } from './stack.mjs';

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

  it('limits how far V8 grows the heap, on the command line npm start runs the API with (before the entry)', () => {
    expect(API_NODE_FLAGS).toEqual(['--heap-growing-percent=50']);
    const command = defaultApiCommand();
    const entry = command.indexOf('mock-api/src/main.ts');
    expect(entry).toBeGreaterThan(0);
    expect(command.slice(0, entry)).toEqual(expect.arrayContaining(API_NODE_FLAGS));
  });
});
