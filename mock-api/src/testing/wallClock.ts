/**
 * The throttle counters (rate-limiter-flexible) read the wall clock, Date.now, not the API's
 * injectable clock. This moves Date.now forward without waiting, so a test can step past a
 * 15-minute window in no time; restore() puts the real clock back.
 */
export function shiftWallClock(): { advance(seconds: number): void; restore(): void } {
  const realNow = Date.now.bind(Date);
  let offsetMs = 0;
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
  return {
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    restore: () => spy.mockRestore(),
  };
}
