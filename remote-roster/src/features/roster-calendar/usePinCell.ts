/**
 * Pinning and unpinning rostered cells (ours, issue 17): a click on a cell's lock button (one
 * handler on the table) or `toggle` (the 'L' key, useKeyboardPick) sends the pin call with the
 * cell's opposite state, then reloads the roster (the grid stays, and with it the focus). The
 * green text of the change or the red refusal (the catalogue's, by status) follows; `toggle`
 * answers it too, for the keyboard's live region. Nothing is sent while another change is in
 * flight, or for an empty cell.
 */
import { useCallback, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useAbortSignal } from '@times/shared-sdk';
import { rostersApi } from '@times/shared-sdk/app';
import type { RosterShift } from '../roster-period';
import { cellInfo } from './calendarModel';
import type { CalendarModel, CellRef } from './calendarModel';
import { cellRefOf, dayCellOf, pinToggleOf } from './cellElements';
import { pinRequest, pinnedText } from './pinPayloads';
import type { EditMessage } from './useRosterEdit';

interface Options {
  shift: RosterShift;
  rstd: string;
  model: CalendarModel | null;
  reload: () => void;
  /** Pins may be changed now (the right to, and nothing else in flight). */
  editable: boolean;
}

export interface PinCell {
  busy: boolean;
  message: EditMessage | null;
  /** Pins an unpinned rostered cell, unpins a pinned one; answers the text shown (null: nothing sent). */
  toggle: (ref: CellRef) => Promise<string | null>;
  /** The table's click handler: a click on a lock button toggles its cell. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export function usePinCell({ shift, rstd, model, reload, editable }: Options): PinCell {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<EditMessage | null>(null);
  const nextSignal = useAbortSignal();
  const latest = useRef({ shift, rstd, model, reload, editable, sending: false });
  Object.assign(latest.current, { shift, rstd, model, reload, editable });

  const toggle = useCallback(
    async (ref: CellRef) => {
      const current = latest.current;
      const cell = current.model && cellInfo(current.model, ref);
      if (!current.editable || current.sending || !cell?.detail) return null;
      const pinned = cell.detail.pinned !== true;
      setMessage(null);
      setBusy(true);
      current.sending = true;
      const outcome = await rostersApi.pin(pinRequest(current.shift, current.rstd, cell, pinned), {
        signal: nextSignal(),
      });
      current.sending = false;
      // Cancelled: the screen is gone; invalid: the user was signed out.
      if (outcome.kind === 'cancelled' || outcome.kind === 'invalid') return null;
      setBusy(false);
      const shown: EditMessage =
        outcome.kind === 'ok'
          ? { tone: 'success', text: pinnedText(cell, pinned) }
          : { tone: 'error', text: outcome.message };
      setMessage(shown);
      current.reload();
      return shown.text;
    },
    [nextSignal],
  );

  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const cell = dayCellOf(pinToggleOf(event.target));
      const ref = cell && cellRefOf(cell);
      if (ref) void toggle(ref);
    },
    [toggle],
  );

  return { busy, message, toggle, onClick };
}
