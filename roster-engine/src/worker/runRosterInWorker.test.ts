import { performance } from 'node:perf_hooks';
import { checkRoster } from '../checker';
import { runRosterInWorker } from './runRosterInWorker';
import { RosterWorkerError } from './runInWorker';
import { model60x31 } from './__fixtures__/models';
import { watchEventLoop } from './__fixtures__/eventLoop';

jest.setTimeout(90_000);

describe('runRosterInWorker', () => {
  it('computes a 60 x 31 roster in a worker while the main thread keeps ticking', async () => {
    const model = model60x31(5_000);
    const loop = watchEventLoop(10);
    const started = performance.now();
    const result = await runRosterInWorker(model, { timeoutMs: 60_000 });
    const elapsed = performance.now() - started;
    const { ticks } = loop.stop();

    expect(result.score.hard).toBe(0);
    expect(result.assignments.length).toBeGreaterThan(0);
    expect(result.score).toEqual(checkRoster(model, result.assignments).score);
    // The event loop stayed free: a search on the main thread would let no tick through before it ended. How
    // evenly the ticks came depends on the machine's load, so it is not asserted (the bench measures speed).
    expect(elapsed).toBeGreaterThan(300);
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('rejects with a clear error when the hard timeout comes first', async () => {
    const model = model60x31(60_000);
    // No soft stop before the hard limit: the worker is terminated mid-search.
    const error = await runRosterInWorker(model, { timeoutMs: 1_500, softStopMs: 60_000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RosterWorkerError);
    expect((error as RosterWorkerError).code).toBe('TIMEOUT');
    expect((error as RosterWorkerError).message).toContain('timed out after 1500 ms');
  });

  it('answers the best roster so far at the soft stop', async () => {
    const model = model60x31(60_000);
    const started = performance.now();
    const result = await runRosterInWorker(model, { timeoutMs: 30_000, softStopMs: 2_500 });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(result.score.hard).toBe(0);
  });

  it('rejects (never hangs) on a model the engine cannot read', async () => {
    const broken = { ...model60x31(1_000), days: null } as unknown as Parameters<typeof runRosterInWorker>[0];
    const error = await runRosterInWorker(broken, { timeoutMs: 20_000 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RosterWorkerError);
    expect((error as RosterWorkerError).code).toBe('FAILED');
  });
});
