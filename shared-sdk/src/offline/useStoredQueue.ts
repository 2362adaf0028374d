/**
 * Sending a stored queue (storedQueue.ts): each new item joins the queue and the queue is sent at
 * once, then every 15 seconds and whenever the browser is back online, one send at a time, so an
 * item is never sent twice at once. Reports what left the queue, and how many items still wait.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendStored } from './sendStored';
import type { SendOutcome, SentItem } from './sendStored';
import type { StoredQueue } from './storedQueue';

export const RESEND_MS = 15_000;

export function useStoredQueue<T, R>(
  queue: StoredQueue<T>,
  refOf: (item: T) => string,
  send: (item: T) => Promise<SendOutcome<R>>,
  onSent: (sent: SentItem<T, R>[]) => void,
) {
  const [waiting, setWaiting] = useState(() => queue.list().length);
  const sending = useRef<Promise<void> | null>(null);
  const report = useRef(onSent);
  report.current = onSent;
  const sender = useRef(send);
  sender.current = send;

  const flush = useCallback((): Promise<void> => {
    sending.current ??= sendStored(queue, refOf, (item) => sender.current(item))
      .then((sent) => {
        if (sent.length > 0) report.current(sent);
      })
      .finally(() => {
        sending.current = null;
        setWaiting(queue.list().length);
      });
    return sending.current;
  }, [queue, refOf]);

  const add = useCallback(
    async (item: T): Promise<void> => {
      queue.add(item);
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

  return { add, waiting, flush, isQueued: (ref: string) => queue.has(ref) };
}
