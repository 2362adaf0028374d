/**
 * Reading the View Roster calendar as a user sees it: who works which day and the 'Total Assigned'
 * row, and choosing cells a swap or a move may use. Shared by the roster journeys and the bench.
 */
import type { Locator, Page } from 'playwright-core';

export interface GridState {
  /** `${emd}|${date}` → rostered. */
  works: Record<string, boolean>;
  /** Employees (emd) in row order. */
  employees: string[];
  dates: string[];
  totals: Record<string, number>;
}

export function gridState(page: Page): Promise<GridState> {
  return page.evaluate(() => {
    const cells = [...document.querySelectorAll<HTMLElement>('td[data-emd][data-date]')];
    const works = Object.fromEntries(
      cells.map((cell) => [`${cell.dataset.emd}|${cell.dataset.date}`, cell.dataset.assigned === '1']),
    );
    const employees = [...new Set(cells.map((cell) => cell.dataset.emd!))];
    const dates = [...new Set(cells.map((cell) => cell.dataset.date!))];
    const totals = [...document.querySelectorAll('tr[data-row="total-assigned"] td:not(.pad)')].map((cell) =>
      Number(cell.textContent),
    );
    return { works, employees, dates, totals: Object.fromEntries(dates.map((date, i) => [date, totals[i] ?? 0])) };
  });
}

export const rosterCell = (page: Page | Locator, emd: string, date: string): Locator =>
  page.locator(`td[data-emd="${emd}"][data-date="${date}"]`);

export type CellPair = [emd: string, date: string, otherEmd: string, otherDate: string];

interface PairOptions {
  /** Only the first rows and days (cells on screen without scrolling). */
  rows?: number;
  days?: number;
  /** Dates not to use. */
  skip?: readonly string[];
}

function pair(
  grid: GridState,
  fits: (a: string, d1: string, b: string, d2: string) => boolean,
  options: PairOptions,
): CellPair {
  const employees = grid.employees.slice(0, options.rows ?? grid.employees.length);
  const dates = grid.dates.slice(0, options.days ?? grid.dates.length).filter((date) => !options.skip?.includes(date));
  for (const a of employees)
    for (const b of employees)
      for (const d1 of dates)
        for (const d2 of dates) {
          if (a !== b && d1 !== d2 && fits(a, d1, b, d2)) return [a, d1, b, d2];
        }
  throw new Error('no pair of cells fits');
}

/** Two assigned cells that may be swapped: different people and days, neither working the other's day. */
export const swapPair = (grid: GridState, options: PairOptions = {}): CellPair => {
  const w = (e: string, d: string) => grid.works[`${e}|${d}`] === true;
  return pair(grid, (a, d1, b, d2) => w(a, d1) && w(b, d2) && !w(a, d2) && !w(b, d1), options);
};

/** An assigned cell and an empty cell of another person on another day. */
export const movePair = (grid: GridState, options: PairOptions = {}): CellPair => {
  const w = (e: string, d: string) => grid.works[`${e}|${d}`] === true;
  return pair(grid, (a, d1, b, d2) => w(a, d1) && !w(b, d2), options);
};

export interface BadgeFit {
  /** Every assigned cell's badge text, e.g. 'GRD M'. */
  badges: string[];
  /** The badges whose content does not show whole: `${emd}|${date}: why`. */
  clipped: string[];
}

/**
 * Measures each assigned cell's badge as laid out: its content must not overflow it (scroll size
 * within client size), and the box of each of its words (the abbreviation, the gender letter) must
 * lie inside both the badge's box and the cell's.
 */
export function badgeFit(page: Page): Promise<BadgeFit> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5;
    const badges: string[] = [];
    const clipped: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('td[data-assigned="1"]')) {
      const where = `${cell.dataset.emd}|${cell.dataset.date}`;
      const badge = cell.querySelector<HTMLElement>('.badge');
      if (!badge) {
        clipped.push(`${where}: no badge`);
        continue;
      }
      badges.push((badge.textContent ?? '').replace(/\s+/g, ' ').trim());
      if (badge.scrollWidth > badge.clientWidth || badge.scrollHeight > badge.clientHeight)
        clipped.push(
          `${where}: content ${badge.scrollWidth}x${badge.scrollHeight} in ${badge.clientWidth}x${badge.clientHeight}`,
        );
      const badgeBox = badge.getBoundingClientRect();
      const cellBox = cell.getBoundingClientRect();
      const walker = document.createTreeWalker(badge, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const box = range.getBoundingClientRect();
          if (!inside(box, badgeBox) || !inside(box, cellBox))
            clipped.push(`${where}: '${match[0]}' outside its badge or cell`);
        }
      }
    }
    return { badges, clipped };
  });
}
