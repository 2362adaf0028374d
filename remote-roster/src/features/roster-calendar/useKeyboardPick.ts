/**
 * The grid from the keyboard, through event delegation on the table: one cell is in the tab order
 * (the active one, following focus), arrow keys, Home and End move it. When editable, Enter or
 * Space on an assigned cell picks it (announced), on another cell places it there (the same path
 * as a drop: a swap or a move), on the picked cell again cancels, as does Escape. 'L' on an
 * assigned cell pins or unpins it (onPin), and the outcome is announced.
 */
import { useCallback, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CalendarModel, CellRef } from './calendarModel';
import { cellRefOf, dayCellOf, isAssigned } from './cellElements';
import { NAVIGATION_KEYS, neighbourCell } from './gridFocus';

const t = appMessages.rosters.calendar;

/** 'L' (lock), without a modifier (Ctrl+L and the like stay the browser's). */
const isPinKey = (event: KeyboardEvent<HTMLElement>) =>
  (event.key === 'l' || event.key === 'L') && !event.ctrlKey && !event.metaKey && !event.altKey;

const sameCell = (a: CellRef | null, b: CellRef | null) => !!a && !!b && a.emd === b.emd && a.date === b.date;

interface Options {
  /** Picking and placing are allowed (canEdit, and nothing in flight). */
  editable: boolean;
  model: CalendarModel | null;
  onPlace: (source: CellRef, target: CellRef) => void;
  /** Pins or unpins an assigned cell; answers the text to announce (null: nothing done). */
  onPin?: (cell: CellRef) => Promise<string | null>;
}

export interface KeyboardPick {
  active: CellRef | null;
  picked: CellRef | null;
  announcement: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export function useKeyboardPick({ editable, model, onPlace, onPin }: Options): KeyboardPick {
  const [active, setActive] = useState<CellRef | null>(null);
  const [picked, setPicked] = useState<CellRef | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ editable, model, onPlace, onPin, picked });
  latest.current = { editable, model, onPlace, onPin, picked };

  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const cell = dayCellOf(event.target);
    const ref = cell && cellRefOf(cell);
    if (ref) setActive((current) => (sameCell(current, ref) ? current : ref));
  }, []);

  const cancel = useCallback(() => {
    setPicked(null);
    setAnnouncement(t.pickCancelled);
  }, []);

  const choose = useCallback(
    (cell: HTMLElement, ref: CellRef) => {
      const current = latest.current;
      if (!current.editable) return;
      if (!current.picked) {
        if (!isAssigned(cell)) return;
        const employee = current.model?.byEmd.get(ref.emd);
        setPicked(ref);
        setAnnouncement(t.picked(employee ? fullName(employee) : ref.emd, ref.date));
      } else if (sameCell(current.picked, ref)) {
        cancel();
      } else {
        setPicked(null);
        setAnnouncement('');
        current.onPlace(current.picked, ref);
      }
    },
    [cancel],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const cell = dayCellOf(event.target);
      const ref = cell && cellRefOf(cell);
      if (!cell || !ref) return;
      if (NAVIGATION_KEYS.has(event.key)) {
        event.preventDefault();
        neighbourCell(cell, event.key)?.focus();
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(cell, ref);
      } else if (event.key === 'Escape' && latest.current.picked) {
        event.preventDefault();
        cancel();
      } else if (isPinKey(event) && latest.current.editable && latest.current.onPin && isAssigned(cell)) {
        event.preventDefault();
        void latest.current.onPin(ref).then((text) => {
          if (text) setAnnouncement(text);
        });
      }
    },
    [cancel, choose],
  );

  return { active, picked, announcement, onKeyDown, onFocus };
}
