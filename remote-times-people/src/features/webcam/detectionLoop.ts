/**
 * Runs `tick` about every `intervalMs` without ever overlapping: the next run is scheduled when
 * the previous one has finished (at once if it took longer than the interval). A failed tick is
 * reported to onError and ends the loop. Returns stop().
 */
export function startDetectionLoop(
  tick: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
  now: () => number = () => performance.now(),
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function run() {
    if (stopped) return;
    const started = now();
    try {
      await tick();
    } catch (error) {
      if (!stopped) onError(error);
      stopped = true;
      return;
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), Math.max(0, intervalMs - (now() - started)));
  }

  timer = setTimeout(() => void run(), 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
