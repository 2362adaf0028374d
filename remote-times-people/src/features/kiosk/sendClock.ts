/** One queued clock record to the API, its outcome as the queue needs it (sendQueue.ts). */
import { SEND_LATER_STATUSES, attendanceApi } from '@times/shared-sdk/app';
import type { QueuedClock } from './clockQueue';
import type { SendResult } from './sendQueue';

export async function sendClock(queued: QueuedClock): Promise<SendResult> {
  const outcome = await attendanceApi.clock(queued.request);
  if (outcome.kind === 'ok') return { kind: 'recorded', clock: outcome.data.clock };
  if (outcome.kind === 'error' && !SEND_LATER_STATUSES.includes(outcome.status))
    return { kind: 'refused', message: outcome.message };
  // Signed out or cancelled: kept for the next session on this device.
  return { kind: 'later' };
}
