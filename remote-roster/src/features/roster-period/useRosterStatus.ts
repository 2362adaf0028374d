/**
 * A roster's header and status, asked again every ROSTER_STATUS_POLL_MS while it is Processing, so
 * a screen turns from 'being calculated' to its figures by itself (no reload). Stops when the
 * roster is Successful or Failed, when the roster changes and on unmount. `onSettled` is called
 * when a roster seen Processing ends (e.g. to refresh 'Select Period', which shows the status).
 */
import { useEffect, useRef, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import type { RosterHeader } from '@times/shared-sdk';
import { ROSTER_STATUS_POLL_MS, RosterStatus, rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from './rosterShift';
import { shiftRequest } from './rosterShift';

export interface RosterStatusState {
  header: RosterHeader | null;
  error: string | null;
}

export function useRosterStatus(shift: RosterShift, rstd: string, onSettled?: () => void): RosterStatusState {
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const [state, setState] = useState<RosterStatusState>({ header: null, error: null });
  const nextSignal = useAbortSignal();
  const { std, sftd } = shift;
  useEffect(() => {
    setState({ header: null, error: null });
    if (!rstd) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let seenProcessing = false;
    const ask = async () => {
      const outcome = await rostersApi.status({ ...shiftRequest({ std, sftd }), rstd }, { signal: nextSignal() });
      if (stopped || outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
      if (outcome.kind === 'error') {
        setState({ header: null, error: outcome.message });
        return;
      }
      setState({ header: outcome.data.roster, error: null });
      if (outcome.data.roster.roster_status === RosterStatus.PROCESSING) {
        seenProcessing = true;
        timer = setTimeout(() => void ask(), ROSTER_STATUS_POLL_MS);
      } else if (seenProcessing) settled.current?.();
    };
    void ask();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [std, sftd, rstd, nextSignal]);
  return state;
}
