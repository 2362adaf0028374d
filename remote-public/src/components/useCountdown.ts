/** Seconds left until an ISO expiry time, refreshed every second (spec: OTP countdown). */
import { useEffect, useState } from 'react';
import { OTP_COUNTDOWN_TICK_MS } from '@times/shared-sdk';

export const secondsUntil = (expiresAt: string, now = Date.now()): number =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000));

export function useCountdown(expiresAt: string): number {
  const [left, setLeft] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setLeft(secondsUntil(expiresAt));
    const timer = setInterval(() => {
      const next = secondsUntil(expiresAt);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, OTP_COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return left;
}
