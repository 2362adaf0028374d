/**
 * The kiosk's sending of clock records (shared-sdk's useStoredQueue): each new record joins the
 * site's queue in the browser (clockQueue.ts) and the queue is sent at once, then every 15 seconds
 * and whenever the browser is back online, so a record made while the API is away is sent later
 * with its own times. Reports what the API took or refused, and how many records still wait.
 */
import { useCallback, useMemo } from 'react';
import { useStoredQueue } from '@times/shared-sdk/app';
import type { SentItem } from '@times/shared-sdk/app';
import { ClockQueue, refOfClock } from './clockQueue';
import type { QueuedClock } from './clockQueue';
import { sendClock } from './sendClock';
import { asStoredSend } from './sendQueue';
import type { Sent, SentResult } from './sendQueue';

export { RESEND_MS } from '@times/shared-sdk/app';

const send = asStoredSend(sendClock);

export function useClockQueue(std: string, onSent: (sent: Sent[]) => void) {
  const queue = useMemo(() => new ClockQueue(window.localStorage, std), [std]);
  const report = useCallback(
    (sent: SentItem<QueuedClock, SentResult>[]) => onSent(sent.map(({ item, result }) => ({ queued: item, result }))),
    [onSent],
  );
  const { add, waiting, isQueued } = useStoredQueue(queue, refOfClock, send, report);
  return { add, waiting, isQueued };
}
