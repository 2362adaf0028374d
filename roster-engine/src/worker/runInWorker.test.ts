import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { RosterWorkerError, defaultSoftStopMs, runInWorker } from './runInWorker';
import { watchEventLoop } from './__fixtures__/eventLoop';
import { IDLE_KEPT, idleCount } from './workerPool';

const TASKS = path.join(__dirname, '__fixtures__', 'tasks.ts');
const task = (exportName: string) => ({ modulePath: TASKS, exportName });

async function rejection(promise: Promise<unknown>): Promise<RosterWorkerError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RosterWorkerError);
    return error as RosterWorkerError;
  }
  throw new Error('expected the worker run to reject');
}

jest.setTimeout(30_000);

describe('runInWorker', () => {
  it('runs a TypeScript task (with its TypeScript imports) in a thread and answers', async () => {
    const answer = await runInWorker<{ ms: number; date: string }, { next: string; spins: number }>(
      task('spin'),
      { ms: 20, date: '2026-12-31' },
      { timeoutMs: 20_000 },
    );
    expect(answer.next).toBe('2027-01-01');
    expect(answer.spins).toBeGreaterThan(0);
  });

  it('keeps the main thread answering while the worker is busy', async () => {
    const loop = watchEventLoop(10);
    const answer = await runInWorker<{ ms: number; date: string }, { threadBusyMs: number }>(
      task('spin'),
      { ms: 1_500, date: '2026-12-01' },
      { timeoutMs: 20_000 },
    );
    const { ticks } = loop.stop();
    expect(answer.threadBusyMs).toBeGreaterThanOrEqual(1_500);
    // The main thread ticked while the worker spun: a spin on the main thread would let none through.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('asks the task to stop at the soft stop and keeps its answer', async () => {
    const answer = await runInWorker<null, { stopped: boolean }>(task('spinUntilStopped'), null, {
      timeoutMs: 20_000,
      softStopMs: 300,
    });
    expect(answer.stopped).toBe(true);
  });

  it('terminates a task that never answers at the hard timeout', async () => {
    const started = performance.now();
    const error = await rejection(runInWorker(task('hang'), null, { timeoutMs: 1_500, softStopMs: 100 }));
    expect(error.code).toBe('TIMEOUT');
    expect(error.message).toBe('Roster calculation timed out after 1500 ms; the worker was stopped');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('rejects when the task throws, with the worker’s stack', async () => {
    const error = await rejection(runInWorker(task('fail'), { message: 'no employees' }, { timeoutMs: 20_000 }));
    expect(error.code).toBe('FAILED');
    expect(error.message).toBe('Roster calculation failed: no employees');
    expect(error.workerStack).toContain('tasks.ts');
  });

  it('rejects when the worker exits without answering', async () => {
    const error = await rejection(runInWorker(task('exitEarly'), null, { timeoutMs: 20_000 }));
    expect(error.code).toBe('CRASHED');
    expect(error.message).toBe('Roster worker stopped (exit code 3) before answering');
  });

  it('rejects on an uncaught error in the worker', async () => {
    const error = await rejection(runInWorker(task('crashLater'), null, { timeoutMs: 20_000 }));
    expect(error.code).toBe('CRASHED');
    expect(error.message).toContain('uncaught in the worker');
  });

  it('rejects an answer that cannot cross the thread boundary', async () => {
    const error = await rejection(runInWorker(task('unsendable'), null, { timeoutMs: 20_000 }));
    expect(error.code).toBe('FAILED');
    expect(error.message).toMatch(/could not be cloned/);
  });

  it('rejects when the worker runs out of memory', async () => {
    const error = await rejection(runInWorker(task('hogMemory'), null, { timeoutMs: 25_000, maxMemoryMb: 64 }));
    expect(error.code).toBe('CRASHED');
    expect(error.message).toMatch(/out of memory|exit code/i);
  });

  it('rejects a module without the function', async () => {
    const error = await rejection(runInWorker(task('nothingHere'), null, { timeoutMs: 20_000 }));
    expect(error.code).toBe('FAILED');
    expect(error.message).toContain('has no function nothingHere');
  });

  it('stops on an abort signal, and refuses one already aborted', async () => {
    const controller = new AbortController();
    const running = runInWorker(task('hang'), null, { timeoutMs: 20_000, signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect((await rejection(running)).code).toBe('ABORTED');
    expect(
      (await rejection(runInWorker(task('hang'), null, { timeoutMs: 20_000, signal: controller.signal }))).code,
    ).toBe('ABORTED');
  });

  it('leaves a grace period between the soft stop and the hard timeout', () => {
    expect(defaultSoftStopMs(60_000)).toBe(55_000);
    expect(defaultSoftStopMs(10_000)).toBe(8_000);
    expect(defaultSoftStopMs(100)).toBe(50);
  });
});

describe('warm workers', () => {
  type Thread = { threadId: number; stopAtStart: boolean };
  const thread = (options: Partial<Parameters<typeof runInWorker>[2]> = {}) =>
    runInWorker<null, Thread>(task('whichThread'), null, { timeoutMs: 20_000, ...options });

  it('runs the next task on the thread that answered the last, with a stop flag of its own', async () => {
    const first = await runInWorker<null, { stopped: boolean }>(task('spinUntilStopped'), null, {
      timeoutMs: 20_000,
      softStopMs: 100,
    });
    expect(first.stopped).toBe(true);
    const second = await thread();
    const third = await thread();
    expect(third.threadId).toBe(second.threadId);
    // The first task's stop flag was set; the next one's is its own.
    expect(second.stopAtStart).toBe(false);
  });

  it('keeps a worker whose task threw, and never one that crashed, timed out or was aborted', async () => {
    const before = await thread();
    await rejection(runInWorker(task('fail'), { message: 'no employees' }, { timeoutMs: 20_000 }));
    expect((await thread()).threadId).toBe(before.threadId);

    const ended = [
      () => runInWorker(task('exitEarly'), null, { timeoutMs: 20_000 }),
      () => runInWorker(task('hang'), null, { timeoutMs: 500, softStopMs: 100 }),
      () => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 100);
        return runInWorker(task('hang'), null, { timeoutMs: 20_000, signal: controller.signal });
      },
    ];
    const seen = new Set([before.threadId]);
    for (const run of ended) {
      // Only the idle worker is taken, so the failing task runs on it; the next task gets a new thread.
      expect(idleCount()).toBe(1);
      await rejection(run());
      const next = await thread();
      expect(seen.has(next.threadId)).toBe(false);
      seen.add(next.threadId);
    }
  });

  it('keeps at most a few idle workers, by heap limit', async () => {
    const many = await Promise.all(Array.from({ length: IDLE_KEPT + 2 }, () => thread({ maxMemoryMb: 256 })));
    expect(new Set(many.map((one) => one.threadId)).size).toBe(IDLE_KEPT + 2);
    expect(idleCount()).toBeLessThanOrEqual(2 * IDLE_KEPT);
    // A worker with another heap limit is not handed out for this one.
    const other = await thread({ maxMemoryMb: 128 });
    expect(many.map((one) => one.threadId)).not.toContain(other.threadId);
  });
});
