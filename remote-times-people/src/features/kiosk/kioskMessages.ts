/** What the kiosk tells after a clock record was sent (sendQueue.ts Sent), in the catalogue's words. */
import { appMessages } from '@times/shared-sdk/app';
import type { Sent } from './sendQueue';
import { timeOfDay } from './wallClock';

export interface KioskNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export function noticeOf({ queued, result }: Sent): KioskNotice {
  const t = appMessages.attendance.kiosk;
  if (result.kind === 'refused') return { tone: 'error', text: t.notRecorded(queued.name, result.message) };
  const time = timeOfDay(result.clock.at);
  if (result.clock.kind === 'out') return { tone: 'success', text: t.clockedOut(queued.name, time) };
  return {
    tone: 'success',
    text: result.clock.late ? t.clockedInLate(queued.name, time) : t.clockedIn(queued.name, time),
  };
}
