import { startDetectionLoop } from '../detectionLoop';

describe('startDetectionLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs about every interval', async () => {
    const tick = jest.fn(async () => undefined);
    const stop = startDetectionLoop(tick, 100, jest.fn(), () => Date.now());
    await jest.advanceTimersByTimeAsync(0);
    expect(tick).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(11);
    stop();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(11);
  });

  it('never overlaps a slow run: the next starts when it has finished', async () => {
    let running = 0;
    let maxRunning = 0;
    const tick = jest.fn(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 250));
      running -= 1;
    });
    const stop = startDetectionLoop(tick, 100, jest.fn(), () => Date.now());
    await jest.advanceTimersByTimeAsync(1_000);
    stop();
    expect(maxRunning).toBe(1);
    expect(tick).toHaveBeenCalledTimes(4); // starts at 0, 250, 500, 750
  });

  it('reports a failed run and stops', async () => {
    const onError = jest.fn();
    const tick = jest.fn(async () => {
      throw new Error('backend lost');
    });
    startDetectionLoop(tick, 100, onError, () => Date.now());
    await jest.advanceTimersByTimeAsync(500);
    expect(onError).toHaveBeenCalledWith(new Error('backend lost'));
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
