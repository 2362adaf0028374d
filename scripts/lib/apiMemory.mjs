/**
 * The mock API's allocator settings, as `npm start` (stack.mjs) and the backend bench start it: glibc's malloc with
 * two arenas, large blocks always mapped on their own and returned at free, and free memory at the heap's top given
 * back from 128 KiB. Each sign-in's scrypt takes a 16 MiB block in a libuv thread; without these, glibc raises its
 * mmap threshold after the first such block is freed and keeps the next ones in its per-thread arenas, so a process's
 * resident set grew with the sign-ins it had served (issue 33: 260 MB / 293 MB with 200 / 400 more organisations,
 * against 187-191 MB / 176-216 MB with them). A GLIBC_TUNABLES already in the environment wins (an operator's).
 * Other C libraries ignore the variable.
 */
export const API_GLIBC_TUNABLES = [
  'glibc.malloc.arena_max=2',
  'glibc.malloc.mmap_threshold=131072',
  'glibc.malloc.trim_threshold=131072',
].join(':');

/**
 * The variables to add to the API process's environment.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export const apiMemoryEnv = (env = process.env) =>
  env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: API_GLIBC_TUNABLES } : {};

/**
 * V8's flags for the API process: its heap may grow to 1.5 times what the last full collection kept (V8 otherwise
 * picks up to 4 times, from how fast the process allocates). An API process on PostgreSQL keeps about 55 MB alive
 * whatever the number of organisations, but every call leaves garbage: with V8's own factor its resident set after
 * serving each of 400 organisations' lists once was 207-221 MB against 166-185 MB for 200 (live heap 54.7 against
 * 53.7 MB, issue 33); at 1.5 it was 171 against 167 MB, with the same write throughput and latency. Command-line
 * only: node refuses V8's heap flags in NODE_OPTIONS, and V8 ignores this one set after start.
 */
export const API_NODE_FLAGS = ['--heap-growing-percent=50'];
