/**
 * A shift's calculated roster as the roster page shows it: calculating it from Create Roster, and
 * for the journeys that plan several shifts of a site its View Roster grid once its Summary shows
 * the roster, and who works a day; the Summary's Draft/Published bar.
 */
import type { Page } from 'playwright-core';
import { gridState } from './rosterGrid';
import type { GridState } from './rosterGrid';
import { selectRosterShift } from './rosterPage';

/** A tab of the roster page. */
export const rosterTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();

/** The Summary's bar with the roster's Draft/Published state and its Publish button. */
export const rosterStateBar = (page: Page) => page.getByRole('group', { name: 'Roster state' });

/**
 * Create Roster: the period starting `start`, then the button that calculates it (by default the
 * chosen shift's 'Start Calculation'). What shows next is the journey's to wait for.
 */
export async function calculateRoster(page: Page, start: string, button = 'Start Calculation'): Promise<void> {
  await rosterTab(page, 'Create Roster').click();
  await page.getByLabel('Start date').first().fill(start);
  await page.getByRole('button', { name: button }).first().click();
}

/** A shift as its roster shows: its name, and its position's abbreviation on the badges. */
interface ShiftShown {
  name: string;
  abbr: string;
}

const employeesCard = (page: Page) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: /^Employees$/ }) }).locator('dd');

/**
 * The shift's roster in View Roster, once its Summary shows the calculated roster (headed by the
 * site and shift, as only a Successful roster is) with `employees` employees: the grid as shown.
 */
export async function readShiftRoster(
  page: Page,
  siteName: string,
  shift: ShiftShown,
  employees: number,
): Promise<GridState> {
  const title = page.getByRole('heading', { name: `${siteName} ${shift.name}`, exact: true }).first();
  await rosterTab(page, 'Summary').click();
  await title.waitFor({ timeout: 60_000 });
  expect(await employeesCard(page).first().textContent()).toBe(String(employees));
  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await title.waitFor();
  // This shift's grid (its position's badges), not the one shown before.
  await page.locator('td[data-assigned="1"] .badge', { hasText: shift.abbr }).first().waitFor();
  return gridState(page);
}

/** Whether the grid shows `emd` rostered on `date`. */
export const worksOn = (grid: GridState, emd: string, date: string): boolean => grid.works[`${emd}|${date}`] === true;

/**
 * Both shifts of the site calculated in one go for the period starting `start` ('Calculate all
 * shifts of this site', the first shift chosen), then each one's grid as readShiftRoster reads it.
 */
export async function calculateSiteRosters(
  page: Page,
  start: string,
  siteName: string,
  [first, second]: readonly [ShiftShown, ShiftShown],
  employees: number,
): Promise<[GridState, GridState]> {
  await calculateRoster(page, start, 'Calculate all shifts of this site');
  const firstGrid = await readShiftRoster(page, siteName, first, employees);
  await selectRosterShift(page, second.name, siteName);
  return [firstGrid, await readShiftRoster(page, siteName, second, employees)];
}
