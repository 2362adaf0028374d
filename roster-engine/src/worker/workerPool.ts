/**
 * Idle roster workers kept warm (runInWorker.ts): a worker that answered its task waits here for the next one with
 * the same heap limit, so the thread's start and the engine's TypeScript loading (about 0.8 s of CPU) are paid once,
 * not by every calculation. At most IDLE_KEPT wait per heap limit, each for IDLE_MS; an idle worker never keeps the
 * process alive (unref), and one that ends while idle is dropped.
 */
import type { Worker } from 'node:worker_threads';

/** Idle workers kept per heap limit: a site calculation runs a second search beside the main one. */
export const IDLE_KEPT = 2;
/** How long an idle worker waits for a task before it is stopped. */
export const IDLE_MS = 30_000;

interface Idle {
  worker: Worker;
  timer: NodeJS.Timeout;
  onGone: () => void;
}

const idle = new Map<number, Idle[]>();

const listOf = (maxMemoryMb: number): Idle[] => {
  let list = idle.get(maxMemoryMb);
  if (!list) idle.set(maxMemoryMb, (list = []));
  return list;
};

function remove(maxMemoryMb: number, entry: Idle): void {
  const list = listOf(maxMemoryMb);
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
  clearTimeout(entry.timer);
  entry.worker.off('exit', entry.onGone);
  entry.worker.off('error', entry.onGone);
}

/** An idle worker with this heap limit (the most recently used), or a new one from `start`. */
export function takeWorker(maxMemoryMb: number, start: () => Worker): Worker {
  const entry = listOf(maxMemoryMb).at(-1);
  if (!entry) return start();
  remove(maxMemoryMb, entry);
  entry.worker.ref();
  return entry.worker;
}

/** A worker that answered: kept for the next task, or stopped when enough wait already. */
export function giveBack(maxMemoryMb: number, worker: Worker): void {
  const list = listOf(maxMemoryMb);
  if (list.length >= IDLE_KEPT) {
    void worker.terminate();
    return;
  }
  const entry: Idle = {
    worker,
    timer: setTimeout(() => {
      remove(maxMemoryMb, entry);
      void worker.terminate();
    }, IDLE_MS).unref(),
    // A worker that ends while idle (a task's stray timer threw) is not handed out again.
    onGone: () => remove(maxMemoryMb, entry),
  };
  worker.once('exit', entry.onGone);
  worker.once('error', entry.onGone);
  worker.unref();
  list.push(entry);
}

/** The idle workers waiting now, for every heap limit (tests). */
export const idleCount = (): number => [...idle.values()].reduce((sum, list) => sum + list.length, 0);
