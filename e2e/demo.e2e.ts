/**
 * The living demo (issue 17) on a fresh start: the e2e stack starts the API as `npm start` does,
 * on a new store, so the demo is built in the background while the journeys run. Once its record
 * says ready, the demo admin opens the roster page, chooses Acme Retail, Pretoria Central and its
 * Day shift, and finds its setup complete, the edited month's roster in View Roster (Published, with
 * locked days: this month's, or next month's near a month's end) and the recorded absence in its Summary,
 * sees the Night shift's own roster, and drags a day onto another to swap them.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { demoEnded } from './support/demo';
import { drag } from './support/drag';
import { openAcmeTimes } from './support/publicPages';
import { selectRosterShift } from './support/rosterPage';
import { gridState, rosterCell, swapPair } from './support/rosterGrid';
import type { GridState } from './support/rosterGrid';
import { rosterTab } from './support/shiftRoster';

/** Day columns in view at the journey's 1600 px width without scrolling the grid. */
const ON_SCREEN_DAYS = 10;

let browser: Browser;
/** The period the demo edited: this month's, or next month's when this one is nearly over (demoMonths.ts). */
let edited = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const record = await demoEnded();
  expect(record).toMatchObject({
    state: 'ready',
    message: expect.stringMatching(/^3 shifts on 2 sites, (6|9) rosters published$/),
  });
  edited = record.edited ?? '';
  expect(edited).toMatch(/^\d{4}-\d{2}-01$/);
}, 300_000);
afterAll(() => browser.close());

/** 'Select Period''s text of the edited period, the latest one, which the page shows first. */
const editedPeriod = (): RegExp => {
  const first = new Date(`${edited}T00:00:00Z`);
  const month = first.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const year = first.getUTCFullYear();
  return new RegExp(`^01 ${month} ${year} - \\d\\d ${month} ${year} \\(Published\\)$`);
};

/** Employees with a `abbr` badge somewhere in the grid. */
const rowsWith = (page: Page, abbr: string): Promise<string[]> =>
  page
    .locator('td[data-assigned="1"]', { has: page.locator('.badge', { hasText: abbr }) })
    .evaluateAll((cells) => [...new Set(cells.map((cell) => (cell as HTMLElement).dataset.emd!))]);

/** Dates with a locked (pinned) day. */
const pinnedDates = (page: Page): Promise<string[]> =>
  page
    .locator('td[data-emd]:has(button[aria-pressed="true"])')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.date!));

/**
 * Swaps the days of two guards who work only this shift, on screen and away from pins: the engine
 * re-validates a swap and refuses only one that clashes with another roster (the shared guards'
 * nights), so this one is saved.
 */
async function swapByDragging(page: Page, grid: GridState, nightStaff: readonly string[]): Promise<void> {
  const guards = (await rowsWith(page, 'GRD')).filter((emd) => !nightStaff.includes(emd));
  const [a, d1, b, d2] = swapPair(
    { ...grid, employees: grid.employees.filter((emd) => guards.includes(emd)) },
    { days: ON_SCREEN_DAYS, skip: await pinnedDates(page) },
  );
  await drag(page, rosterCell(page, a, d1), rosterCell(page, b, d2));
  await page.getByText(/^Sucessfully swapped .+ \(\d{4}-\d{2}-\d{2}\) with .+$/).waitFor();
  // The grid reloads after the message: each now works the other's day.
  await rosterCell(page, a, d2).and(page.locator('[data-assigned="1"]')).waitFor();
  await rosterCell(page, b, d1).and(page.locator('[data-assigned="1"]')).waitFor();
  const after = await gridState(page);
  expect([after.works[`${a}|${d1}`], after.works[`${b}|${d2}`]]).toEqual([false, false]);
}

test("a fresh start shows the demo's roster on the roster page, ready to look at and drag", async () => {
  const { context, page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 1200 });
  await openAcmeTimes(page);
  // Other journeys add sites and shifts to Acme Retail while this one runs, so the demo's are
  // chosen by name (on a fresh store they are the first, selected by themselves: buildDemo.test.ts).
  await selectRosterShift(page, 'Day');
  await page.getByRole('button', { name: 'Update roster setup (100%)' }).waitFor();

  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await page.getByRole('heading', { name: 'Pretoria Central Day', exact: true }).first().waitFor();
  expect(await page.getByLabel('Select Period').locator('option:checked').textContent()).toMatch(editedPeriod());
  await page.locator('td[data-assigned="1"] .badge', { hasText: 'SUP' }).first().waitFor();
  const grid = await gridState(page);
  // Nine people on the Day shift, three of them every day.
  expect(grid.employees).toHaveLength(9);
  expect(Object.values(grid.totals).every((total) => total === 3)).toBe(true);
  expect(await page.locator('td button[aria-pressed="true"]').count()).toBeGreaterThanOrEqual(2);

  // Its Summary lists the recorded absence and what the re-plan changed.
  await rosterTab(page, 'Summary').click();
  const absence = page.getByRole('region', { name: 'Last absence' });
  await absence.getByText(/ absent (on|from) \d{4}-\d{2}-\d{2}/).waitFor();
  expect(
    await absence
      .getByRole('list', { name: 'What changed' })
      .getByText(/^Removed: /)
      .count(),
  ).toBeGreaterThan(0);
  await rosterTab(page, 'View Roster').click();

  // The Night shift: its own roster, two guards a day, two of them shared with the Day shift.
  await page.getByLabel('Select Shift').selectOption({ label: 'Night' });
  await page.getByRole('heading', { name: 'Pretoria Central Night', exact: true }).first().waitFor();
  await page.locator('td[data-assigned="1"] .badge', { hasText: 'GRD' }).first().waitFor();
  expect(await page.getByLabel('Select Period').locator('option:checked').textContent()).toMatch(editedPeriod());
  const night = await gridState(page);
  expect(night.employees).toHaveLength(6);
  expect(Object.values(night.totals).every((total) => total === 2)).toBe(true);
  expect(night.employees.filter((emd) => grid.employees.includes(emd))).toHaveLength(2);

  // Back on the Day shift, a day is dragged onto another and the two are swapped.
  await page.getByLabel('Select Shift').selectOption({ label: 'Day' });
  await page.getByRole('heading', { name: 'Pretoria Central Day', exact: true }).first().waitFor();
  await page.locator('td[data-assigned="1"] .badge', { hasText: 'SUP' }).first().waitFor();
  await swapByDragging(page, await gridState(page), night.employees);
  expect(errors).toEqual([]);
  await context.close();
});
