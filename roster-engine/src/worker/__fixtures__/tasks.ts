/** Tasks for the worker tests (not part of the engine): each is run by runInWorker in a thread. */
import { performance } from 'node:perf_hooks';
import { threadId } from 'node:worker_threads';
import { addDays } from '../../calendar/dates';

interface TaskOptions {
  shouldStop: () => boolean;
}

/** Keeps the CPU busy for `ms`, then answers (and proves a TypeScript import works in the worker). */
export function spin(input: { ms: number; date: string }): { spins: number; next: string; threadBusyMs: number } {
  const start = performance.now();
  let spins = 0;
  while (performance.now() - start < input.ms) spins += 1;
  return { spins, next: addDays(input.date, 1), threadBusyMs: performance.now() - start };
}

/** Busy until the main thread asks it to stop. */
export function spinUntilStopped(_input: unknown, { shouldStop }: TaskOptions): { stopped: boolean; spins: number } {
  let spins = 0;
  while (!shouldStop()) spins += 1;
  return { stopped: true, spins };
}

export function hang(): never {
  for (;;) {
    // never answers
  }
}

export function fail(input: { message: string }): never {
  throw new Error(input.message);
}

export function exitEarly(): void {
  process.exit(3);
}

export function crashLater(): Promise<never> {
  setTimeout(() => {
    throw new Error('uncaught in the worker');
  }, 10);
  return new Promise<never>(() => undefined);
}

export function unsendable(): () => void {
  return () => undefined;
}

export function hogMemory(): number[][] {
  const hoard: number[][] = [];
  for (;;) hoard.push(Array.from({ length: 100_000 }, (_, index) => index));
}

/** The thread the task ran on, and whether its stop flag was already set when it began. */
export function whichThread(_input: unknown, { shouldStop }: TaskOptions): { threadId: number; stopAtStart: boolean } {
  return { threadId, stopAtStart: shouldStop() };
}
