import { act, renderHook } from '@testing-library/react';
import { secondsUntil, useCountdown } from './useCountdown';

describe('OTP countdown', () => {
  it('counts whole seconds to the expiry and stops at 0', () => {
    expect(secondsUntil('2026-01-01T00:01:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe(60);
    expect(secondsUntil('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:05Z'))).toBe(0);
  });

  it('refreshes every second', () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    const { result } = renderHook(() => useCountdown('2026-01-01T00:00:03Z'));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    jest.useRealTimers();
  });
});
