/**
 * Drag and drop of the grid's assigned cells with sortablejs (spec 002 section 4). One Sortable
 * per row (Sortable's items must be the children of its element), all in one group, in swap mode
 * (the Swap plugin): the cell under the pointer is highlighted as the target and nothing moves
 * while dragging. Only assigned day cells start a drag (empty cells are targets only, padding cells
 * are neither). Pointer-based (forceFallback), so mouse and touch work alike.
 *
 * On drop the Swap plugin has exchanged the two cells in the DOM: that is undone first (React owns
 * the DOM), then, if the pointer was released on the highlighted cell, `onDrop(source, target)`
 * decides and sends the swap or move; the grid re-renders from the server's answer. Nothing
 * changes React state while dragging, so a drag costs no rendering.
 */
import { useCallback, useRef } from 'react';
import type { RefCallback } from 'react';
import Sortable, { Swap } from 'sortablejs';
import type { Options, SortableEvent } from 'sortablejs';
import type { CellRef } from './calendarModel';
import { DAY_CELL, cellRefOf, dayCellAt, exchange, isAssigned, pinToggleOf, pointOf } from './cellElements';

export const CALENDAR_GROUP = 'roster-calendar';

/** The classes sortablejs puts on cells while dragging (styled by the grid). */
export const DRAG_CLASSES = {
  /** The cell under the pointer that the dragged one would be dropped on. */
  target: 'roster-drop-target',
  /** The dragged cell, in its place. */
  source: 'roster-drag-source',
  chosen: 'roster-drag-chosen',
  /** The copy that follows the pointer. */
  ghost: 'roster-drag-ghost',
} as const;

export type DropHandler = (source: CellRef, target: CellRef) => void;

/** What the end of a drag tells (originalEvent: the pointer release; swapItem: the Swap plugin's target). */
export type DragEnd = Pick<SortableEvent, 'item'> & { swapItem?: HTMLElement | null; originalEvent?: Event };

let swapReady: boolean | null = null;
/**
 * Mounts the Swap plugin once. Without it (the CommonJS build has no plugins) Sortable would
 * reorder the row's cells while dragging, so no drag is wired then.
 */
function mountSwap(): boolean {
  if (swapReady !== null) return swapReady;
  swapReady = typeof Swap === 'function';
  if (swapReady) {
    try {
      Sortable.mount(new Swap());
    } catch {
      // Already mounted by another screen of the same bundle.
    }
  }
  return swapReady;
}

/**
 * Undoes the Swap plugin's exchange of the two cells, then names the drop: the dragged cell and the
 * highlighted target, when the pointer was released on that target (not beside the grid).
 */
export function dropOf({ item, swapItem, originalEvent }: DragEnd): { source: CellRef; target: CellRef } | null {
  if (!swapItem || swapItem === item) return null;
  exchange(item, swapItem);
  const point = pointOf(originalEvent);
  if (!point || dayCellAt(point) !== swapItem) return null;
  const source = cellRefOf(item);
  const target = cellRefOf(swapItem);
  return source && target ? { source, target } : null;
}

interface Latest {
  disabled: boolean;
  onDrop: DropHandler;
}

export function calendarSortableOptions(latest: { current: Latest }): Options {
  return {
    group: CALENDAR_GROUP,
    sort: true,
    swap: true,
    swapClass: DRAG_CLASSES.target,
    ghostClass: DRAG_CLASSES.source,
    chosenClass: DRAG_CLASSES.chosen,
    fallbackClass: DRAG_CLASSES.ghost,
    draggable: DAY_CELL,
    // Only assigned cells start a drag, and none while a change is in flight; a press on a cell's
    // lock button never does (it pins or unpins the cell: preventOnFilter false lets its click through).
    filter: (event, target) =>
      latest.current.disabled ||
      !(target instanceof HTMLElement) ||
      !isAssigned(target) ||
      pinToggleOf(event.target) !== null,
    preventOnFilter: false,
    forceFallback: true,
    fallbackOnBody: true,
    fallbackTolerance: 3,
    // No search for empty lists on every move (no row is ever empty).
    emptyInsertThreshold: 0,
    animation: 0,
    onEnd: (event) => {
      const drop = dropOf(event);
      if (drop) latest.current.onDrop(drop.source, drop.target);
    },
  };
}

/** The ref for every row (undefined when not editable): it creates the row's Sortable and destroys it with the row. */
export function useCalendarDrag({
  enabled,
  disabled,
  onDrop,
}: { enabled: boolean } & Latest): RefCallback<HTMLTableRowElement> | undefined {
  const latest = useRef<Latest>({ disabled, onDrop });
  latest.current = { disabled, onDrop };
  const rowRef = useCallback((row: HTMLTableRowElement | null) => {
    if (!row || !mountSwap()) return undefined;
    const instance = Sortable.create(row, calendarSortableOptions(latest));
    return () => instance.destroy();
  }, []);
  return enabled ? rowRef : undefined;
}
