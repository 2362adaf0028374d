/**
 * Arrow-key moves between the grid's day cells (roving focus): left and right along the row,
 * up and down to the same date of the next row, Home and End to the row's first and last day.
 * Padding cells are skipped; there is no move past an edge.
 */
import { DAY_CELL } from './cellElements';

const isDayCell = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.matches(DAY_CELL);

function alongRow(cell: HTMLElement, step: 'previousElementSibling' | 'nextElementSibling'): HTMLElement | null {
  let next = cell[step];
  while (next && !isDayCell(next)) next = next[step];
  return next;
}

function sameDateIn(row: Element | null | undefined, date: string | undefined): HTMLElement | null {
  if (!row || !date) return null;
  return (
    [...row.children].find((child): child is HTMLElement => isDayCell(child) && child.dataset.date === date) ?? null
  );
}

/** The cell a navigation key moves to, or null (not a navigation key, or at an edge). */
export function neighbourCell(cell: HTMLElement, key: string): HTMLElement | null {
  const row = cell.parentElement;
  switch (key) {
    case 'ArrowLeft':
      return alongRow(cell, 'previousElementSibling');
    case 'ArrowRight':
      return alongRow(cell, 'nextElementSibling');
    case 'ArrowUp':
      return sameDateIn(row?.previousElementSibling, cell.dataset.date);
    case 'ArrowDown':
      return sameDateIn(row?.nextElementSibling, cell.dataset.date);
    case 'Home':
      return row?.querySelector<HTMLElement>(DAY_CELL) ?? null;
    case 'End': {
      const cells = row?.querySelectorAll<HTMLElement>(DAY_CELL);
      return cells?.[cells.length - 1] ?? null;
    }
    default:
      return null;
  }
}

export const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);
