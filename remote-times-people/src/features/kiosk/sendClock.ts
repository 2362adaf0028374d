/** One queued clock record to the API, its outcome as the queue needs it (sendQueue.ts). */
import { Status } from '@times/shared-sdk';
import { attendanceApi } from '@times/shared-sdk/app';
import type { QueuedClock } from './clockQueue';
import type { SendResult } from './sendQueue';

/** The API could not take it now: no connection, or the API failing or down for a while. */
const LATER: readonly string[] = [Status.NETWORK_ERROR, Status.SERVER_ERROR, Status.SERVICE_UNAVAILABLE];

export async function sendClock(queued: QueuedClock): Promise<SendResult> {
  const outcome = await attendanceApi.clock(queued.request);
  if (outcome.kind === 'ok') return { kind: 'recorded', clock: outcome.data.clock };
  if (outcome.kind === 'error' && !LATER.includes(outcome.status)) return { kind: 'refused', message: outcome.message };
  // Signed out or cancelled: kept for the next session on this device.
  return { kind: 'later' };
}
