/**
 * How View Roster fits the window, for phones: the whole day columns in view beside the sticky
 * employee column (before scrolling the grid), the employee names cut short, the width of the
 * Toolbox's lock, and the height of 'Select Period'.
 */
import type { Page } from 'playwright-core';

export interface CalendarFit {
  daysInView: number;
  cutNames: string[];
  legendLockWidth: number;
  periodSelectHeight: number;
}

export function calendarFit(page: Page): Promise<CalendarFit> {
  return page.evaluate(() => {
    const grid = document.querySelector('table[role="grid"]')!;
    const box = grid.parentElement!;
    const employee = grid.querySelector<HTMLElement>('thead th.employee')!;
    const day = grid.querySelector<HTMLElement>('thead th:not(.employee)')!;
    const names = Array.from(grid.querySelectorAll<HTMLElement>('tbody th.employee'));
    const legendLock = Array.from(document.querySelectorAll('p'))
      .find((line) => line.textContent?.includes('Pinned: kept when the roster is recalculated'))
      ?.querySelector('.lock-icon');
    const period = Array.from(document.querySelectorAll('label'))
      .find((label) => label.textContent?.startsWith('Select Period'))
      ?.querySelector('select');
    return {
      daysInView: Math.floor((box.clientWidth - employee.offsetWidth) / day.offsetWidth),
      cutNames: names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent ?? ''),
      legendLockWidth: Math.round(legendLock?.getBoundingClientRect().width ?? 0),
      periodSelectHeight: Math.round(period?.getBoundingClientRect().height ?? 0),
    };
  });
}
