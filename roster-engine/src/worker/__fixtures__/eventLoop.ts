/**
 * A watch on the main thread's event loop, for the worker tests: counts setInterval ticks. A task run on the
 * main thread lets no tick through until it ends; how evenly they come depends on the machine's load, so the
 * tests only ask that some came (the bench measures speed).
 */
export function watchEventLoop(everyMs = 10) {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return { ticks };
    },
  };
}
