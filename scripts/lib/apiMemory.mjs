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
