/**
 * The grid's day cells in the DOM: each is a `td` carrying data-emd, data-date and data-assigned
 * ("1" or "0"); the blank cells that pad the first week carry none of them. Helpers to name a
 * cell, find the one under a point, find a cell's lock button, and put two swapped cells back.
 */
import type { CellRef } from './calendarModel';

/** Every day cell (assigned or empty); never a padding cell. */
export const DAY_CELL = 'td[data-date]';
export const ASSIGNED = '1';

export interface Point {
  x: number;
  y: number;
}

/** The day cell an event target lies in, or null. */
export function dayCellOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(DAY_CELL) : null;
}

export function cellRefOf(cell: HTMLElement): CellRef | null {
  const { emd, date } = cell.dataset;
  return emd && date ? { emd, date } : null;
}

export const isAssigned = (cell: HTMLElement) => cell.dataset.assigned === ASSIGNED;

/** The lock button of a rostered cell (pins or unpins it; never starts a drag). */
export const PIN_TOGGLE = 'button[data-pin-toggle]';

/** The lock button an event target lies in, or null. */
export function pinToggleOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(PIN_TOGGLE) : null;
}

/** Where a pointer was released (mouse, pointer or touch end); null for a cancelled pointer. */
export function pointOf(event: Event | undefined): Point | null {
  if (!event || event.type.endsWith('cancel')) return null;
  const touch = 'changedTouches' in event ? (event as TouchEvent).changedTouches[0] : undefined;
  if (touch) return { x: touch.clientX, y: touch.clientY };
  if ('clientX' in event) {
    const { clientX, clientY } = event as MouseEvent;
    return { x: clientX, y: clientY };
  }
  return null;
}

/** The day cell at a point of the viewport, or null. */
export function dayCellAt({ x, y }: Point): HTMLElement | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  return dayCellOf(document.elementFromPoint(x, y));
}

/** Exchanges the places of two elements (undoes a swap of the two, whatever their parents). */
export function exchange(a: Element, b: Element): void {
  if (a === b) return;
  const marker = document.createComment('');
  a.replaceWith(marker);
  b.replaceWith(a);
  marker.replaceWith(b);
}
