/**
 * The grid from the keyboard, through event delegation on the table: one cell is in the tab order
 * (the active one, following focus), arrow keys, Home and End move it. When editable, Enter or
 * Space on an assigned cell picks it (announced), on another cell places it there (the same path
 * as a drop: a swap or a move), on the picked cell again cancels, as does Escape.
 */
import { useCallback, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { appMessages } from '@times/shared-sdk/app';
import { fullName } from '../shift-employees/fullName';
import type { CalendarModel, CellRef } from './calendarModel';
import { cellRefOf, dayCellOf, isAssigned } from './cellElements';
import { NAVIGATION_KEYS, neighbourCell } from './gridFocus';

const t = appMessages.rosters.calendar;

const sameCell = (a: CellRef | null, b: CellRef | null) => !!a && !!b && a.emd === b.emd && a.date === b.date;

interface Options {
  /** Picking and placing are allowed (canEdit, and nothing in flight). */
  editable: boolean;
  model: CalendarModel | null;
  onPlace: (source: CellRef, target: CellRef) => void;
}

export interface KeyboardPick {
  active: CellRef | null;
  picked: CellRef | null;
  announcement: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

export function useKeyboardPick({ editable, model, onPlace }: Options): KeyboardPick {
  const [active, setActive] = useState<CellRef | null>(null);
  const [picked, setPicked] = useState<CellRef | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef({ editable, model, onPlace, picked });
  latest.current = { editable, model, onPlace, picked };

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
      }
    },
    [cancel, choose],
  );

  return { active, picked, announcement, onKeyDown, onFocus };
}
