/**
 * The Publish call of one roster: busy while it runs, then the result message ('Roster published:
 * 6 employees notified', or 'nothing new was sent' on a retry) or the call's error, and the header
 * it answered (Published).
 */
import { useCallback, useState } from 'react';
import type { RosterHeader } from '@times/shared-sdk';
import { useAbortSignal } from '@times/shared-sdk';
import { appMessages, rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';

const t = appMessages.rosters.publish;

export interface PublishMessage {
  tone: 'success' | 'error';
  text: string;
}

export function usePublishRoster(shift: RosterShift, rstd: string, onPublished?: () => void) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PublishMessage | null>(null);
  const [header, setHeader] = useState<RosterHeader | null>(null);
  const nextSignal = useAbortSignal();

  const publish = useCallback(async () => {
    setBusy(true);
    setMessage(null);
    const outcome = await rostersApi.publish(
      { std: shift.std, sftd: shift.sftd, roster_ref: rstd },
      { signal: nextSignal() },
    );
    if (outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
    setBusy(false);
    if (outcome.kind !== 'ok') {
      setMessage({ tone: 'error', text: outcome.message });
      return;
    }
    const { notified, roster } = outcome.data;
    setHeader(roster);
    setMessage({ tone: 'success', text: notified > 0 ? t.done(notified) : t.alreadyPublished });
    onPublished?.();
  }, [shift.std, shift.sftd, rstd, nextSignal, onPublished]);

  return { busy, message, header, publish };
}
