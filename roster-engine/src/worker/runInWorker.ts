/**
 * Runs one exported function of a TypeScript module in a worker thread (node:worker_threads), so a
 * long computation never blocks the API's event loop. The worker starts from bootstrap.mjs, which
 * registers tsx and imports the module (see there why `execArgv: ['--import', 'tsx']` is not used).
 *
 * Whatever happens the promise settles once:
 * - the task's answer resolves it;
 * - a task that throws, a worker that crashes (uncaught error, out of memory) or exits early, and an
 *   answer that cannot be sent back reject it with a RosterWorkerError;
 * - a soft stop asks the task to finish (shouldStop() turns true) and keep its best answer;
 * - the hard timeout terminates the worker and rejects ('TIMEOUT'); an AbortSignal does the same
 *   ('ABORTED').
 *
 * A worker that answered is kept warm for the next task (workerPool.ts): starting one and loading the engine's
 * TypeScript costs about 0.8 s of CPU, which a calculation now pays once per process, not every time.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { giveBack, takeWorker } from './workerPool';

export type RosterWorkerErrorCode = 'TIMEOUT' | 'ABORTED' | 'FAILED' | 'CRASHED';

export class RosterWorkerError extends Error {
  override readonly name = 'RosterWorkerError';

  constructor(
    readonly code: RosterWorkerErrorCode,
    message: string,
    /** The worker's own stack, when the task threw. */
    readonly workerStack?: string,
  ) {
    super(message);
  }
}

export interface WorkerTask {
  /** Absolute path of the .ts (or .js) module. */
  modulePath: string;
  /** Its exported function, called as fn(input, { shouldStop }). */
  exportName: string;
}

export interface WorkerRunOptions {
  /** Hard limit: the worker is terminated and the promise rejects ('TIMEOUT'). */
  timeoutMs: number;
  /** When to ask the task to stop and answer with what it has (default: timeoutMs - grace). */
  softStopMs?: number;
  /** Terminates the worker and rejects ('ABORTED'). */
  signal?: AbortSignal;
  /** The worker's heap limit; beyond it the worker dies and the promise rejects (default 512). */
  maxMemoryMb?: number;
}

export const BOOTSTRAP = path.join(__dirname, 'bootstrap.mjs');

/** Soft stop before the hard timeout: the last fifth of the time, at most 5 s, at least 50 ms. */
export function defaultSoftStopMs(timeoutMs: number): number {
  const grace = Math.min(5_000, Math.max(50, timeoutMs / 5));
  return Math.max(0, timeoutMs - grace);
}

type WorkerAnswer<T> = { ok: true; result: T } | { ok: false; error: { name: string; message: string; stack: string } };

export function runInWorker<I, O>(task: WorkerTask, input: I, options: WorkerRunOptions): Promise<O> {
  const { timeoutMs, signal } = options;
  const softStopMs = options.softStopMs ?? defaultSoftStopMs(timeoutMs);
  return new Promise<O>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new RosterWorkerError('ABORTED', 'Roster calculation cancelled before it started'));
      return;
    }
    const stopFlag = new SharedArrayBuffer(4);
    const maxMemoryMb = options.maxMemoryMb ?? 512;
    const worker = takeWorker(maxMemoryMb, () => startWorker(maxMemoryMb));
    let settled = false;

    /** Ends the run; a worker that answered goes back to the pool, any other is terminated. */
    const finish = (outcome: () => void, reusable: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(softTimer);
      clearTimeout(hardTimer);
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('messageerror', onMessageError);
      worker.off('error', onError);
      worker.off('exit', onExit);
      outcome();
      if (reusable) giveBack(maxMemoryMb, worker);
      else {
        // Whatever it reports while it stops is no one's concern now.
        worker.on('error', () => undefined);
        void worker.terminate();
      }
    };
    const fail = (code: RosterWorkerErrorCode, message: string, stack?: string, reusable = false): void =>
      finish(() => reject(new RosterWorkerError(code, message, stack)), reusable);

    const onAbort = (): void => fail('ABORTED', 'Roster calculation cancelled');
    const onMessage = (answer: WorkerAnswer<O>): void => {
      // A task that threw leaves the worker as sound as one that answered.
      if (answer.ok) finish(() => resolve(answer.result), true);
      else fail('FAILED', `Roster calculation failed: ${answer.error.message}`, answer.error.stack, true);
    };
    const onMessageError = (error: Error): void =>
      fail('CRASHED', `Roster worker answer could not be read: ${error.message}`);
    const onError = (error: Error): void => fail('CRASHED', `Roster worker crashed: ${error.message}`, error.stack);
    const onExit = (code: number): void =>
      fail('CRASHED', `Roster worker stopped (exit code ${code}) before answering`);

    const softTimer = setTimeout(() => Atomics.store(new Int32Array(stopFlag), 0, 1), softStopMs);
    const hardTimer = setTimeout(
      () => fail('TIMEOUT', `Roster calculation timed out after ${timeoutMs} ms; the worker was stopped`),
      timeoutMs,
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage);
    worker.on('messageerror', onMessageError);
    worker.on('error', onError);
    worker.on('exit', onExit);
    try {
      worker.postMessage({ modulePath: task.modulePath, exportName: task.exportName, input, stopFlag });
    } catch (error) {
      fail('FAILED', `Roster calculation failed: ${(error as Error).message}`);
    }
  });
}

/** A new worker thread on bootstrap.mjs with this heap limit. */
function startWorker(maxMemoryMb: number): Worker {
  return new Worker(BOOTSTRAP, {
    // Nothing inherited from the parent (tsx's own hooks, jest's flags): bootstrap.mjs loads tsx.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
  });
}
