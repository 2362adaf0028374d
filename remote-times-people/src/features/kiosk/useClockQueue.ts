/**
 * The kiosk's sending of clock records: each new record joins the site's queue in the browser
 * (clockQueue.ts) and the queue is sent at once, then every 15 seconds and whenever the browser is
 * back online, so a record made while the API is away is sent later with its own times. Reports
 * what the API took or refused, and how many records still wait.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ClockQueue } from './clockQueue';
import type { QueuedClock } from './clockQueue';
import { sendClock } from './sendClock';
import { sendQueue } from './sendQueue';
import type { Sent } from './sendQueue';

export const RESEND_MS = 15_000;

export function useClockQueue(std: string, onSent: (sent: Sent[]) => void) {
  const queue = useMemo(() => new ClockQueue(window.localStorage, std), [std]);
  const [waiting, setWaiting] = useState(() => queue.list().length);
  const sending = useRef<Promise<void> | null>(null);
  const report = useRef(onSent);
  report.current = onSent;

  const flush = useCallback((): Promise<void> => {
    // One send at a time: a record is never sent twice at once.
    sending.current ??= sendQueue(queue, sendClock)
      .then((sent) => {
        if (sent.length > 0) report.current(sent);
      })
      .finally(() => {
        sending.current = null;
        setWaiting(queue.list().length);
      });
    return sending.current;
  }, [queue]);

  const add = useCallback(
    async (clock: QueuedClock): Promise<void> => {
      queue.add(clock);
      setWaiting(queue.list().length);
      await sending.current;
      await flush();
    },
    [queue, flush],
  );

  useEffect(() => {
    void flush();
    const timer = window.setInterval(() => void flush(), RESEND_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [flush]);

  return { add, waiting, isQueued: (ref: string) => queue.list().some((queued) => queued.request.ref === ref) };
}
