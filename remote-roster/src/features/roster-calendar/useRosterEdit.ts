/**
 * Swaps and moves on the grid (spec 002 section 4): a drop or a keyboard placement is decided by
 * dropAction; a swap is first checked locally (swapCheck). Then the message is cleared, the call
 * sent ('Loading..' meanwhile) and the roster reloaded; the green success text or the red error
 * of the call follows. `place` is stable, so the rows and the drag wiring never re-render for it.
 */
import { useCallback, useRef, useState } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { cellInfo, hasEntryIn } from './calendarModel';
import type { CalendarModel, CellRef } from './calendarModel';
import { dropAction } from './dropAction';
import { moveRequest, movedText, swapRequest, swappedText } from './editPayloads';
import { swapCheck } from './swapCheck';

export interface EditMessage {
  tone: 'success' | 'error';
  text: string;
}

interface Options {
  shift: RosterShift;
  rstd: string;
  model: CalendarModel | null;
  reload: () => void;
}

export function useRosterEdit({ shift, rstd, model, reload }: Options) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<EditMessage | null>(null);
  const nextSignal = useAbortSignal();
  const latest = useRef({ shift, rstd, model, reload, sending: false });
  Object.assign(latest.current, { shift, rstd, model, reload });

  const send = useCallback(
    async (from: CellRef, to: CellRef) => {
      const current = latest.current;
      if (!current.model || current.sending) return;
      const action = dropAction(cellInfo(current.model, from), cellInfo(current.model, to));
      if (action.kind === 'none') return;
      const { source, target } = action;
      if (action.kind === 'swap') {
        const parties = {
          sourceEmployeeId: source.employeeId,
          sourceDate: source.date,
          targetEmployeeId: target.employeeId,
          targetDate: target.date,
        };
        const refusal = swapCheck(parties, hasEntryIn(current.model));
        if (refusal) {
          setMessage({ tone: 'error', text: refusal });
          return;
        }
      }
      setMessage(null);
      setBusy(true);
      current.sending = true;
      const options = { signal: nextSignal() };
      const outcome =
        action.kind === 'swap'
          ? await rostersApi.swap(swapRequest(current.shift, current.rstd, source, target), options)
          : await rostersApi.move(moveRequest(current.shift, current.rstd, source, target), options);
      current.sending = false;
      // Cancelled: the screen is gone; invalid: the user was signed out.
      if (outcome.kind === 'cancelled' || outcome.kind === 'invalid') return;
      setBusy(false);
      const done = action.kind === 'swap' ? swappedText(source, target) : movedText(source, target);
      setMessage(outcome.kind === 'ok' ? { tone: 'success', text: done } : { tone: 'error', text: outcome.message });
      current.reload();
    },
    [nextSignal],
  );

  const place = useCallback((from: CellRef, to: CellRef) => void send(from, to), [send]);
  return { busy, message, place };
}
