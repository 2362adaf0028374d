/** A watch on the main thread's event loop, for the worker tests. */
import { performance } from 'node:perf_hooks';

/** Counts setInterval ticks on the main thread and the longest gap between two of them. */
export function watchEventLoop(everyMs = 10) {
  let ticks = 0;
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks += 1;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { ticks, longestGap };
    },
  };
}
