/**
 * Rosters, as users walk them (spec 002 sections 2.2-2.4, 4, 6, 8): the admin starts a roster for
 * next month and watches it turn from Processing to its summary; swaps and moves days on the
 * calendar by drag and drop and by keyboard, seeing the messages and the day totals follow; and
 * recalculates. A view-only supervisor (right 10) sees Summary and View Roster but cannot create
 * or edit (nor can they through the API). The roster list filters by period and opens a roster's
 * details.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { signedInApi } from './support/api';
import type { ApiUser } from './support/api';
import { newPage } from './support/browser';
import { drag } from './support/drag';
import { openAcmeTimes } from './support/publicPages';
import { selectRosterShift } from './support/rosterPage';
import { badgeFit, gridState, movePair, rosterCell as cell, swapPair } from './support/rosterGrid';
import { rosterJourney } from './support/rosterJourney';
import { rosterListCard } from './support/rosterList';
import { nextMonthStart } from './support/rosterShift';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Rota ${stamp}`;
/** A 5-letter abbreviation (the most the spec allows) of wide letters: the widest badge. */
const ABBR = `WM${stamp.slice(-3).toUpperCase()}`;
/** Seeded employees of Acme Times: Thabo Mokoena, Lerato Dlamini, Sipho Nkosi, Bongani Zulu. */
const EMPLOYEES = ['KrJAXUusVVuyssOf', 'davAs3DbZWQhvvx3', 'cf78y97O_uJyP7rn', 'DFeV7O9_nmHh_JFn'];

const START = nextMonthStart();
/** Day columns in view at the journey's 1600 px width without scrolling the grid. */
const ON_SCREEN_DAYS = 10;

let browser: Browser;
let admin: ApiUser;
let sftd = '';
let rstd = '';

beforeAll(async () => {
  ({ browser, admin, sftd } = await rosterJourney({
    employees: EMPLOYEES,
    shift: { shiftName: SHIFT, roleName: `Cashier ${stamp}`, abbr: ABBR, perDay: 2, rules: [1, 2] },
  }));
});
afterAll(() => browser.close());

const selectShift = (page: Page) => selectRosterShift(page, SHIFT);

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).first();
const card = (scope: Page | Locator, label: string) =>
  scope
    .locator('dl > div', { has: scope.locator('dt', { hasText: new RegExp(`^${label.replace(/[()/%]/g, '\\$&')}$`) }) })
    .locator('dd');

test('the admin creates a roster and reads its summary once it is calculated', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await selectShift(page);
  await tab(page, 'Create Roster').waitFor();
  await page.getByRole('button', { name: 'Start Calculation' }).first().click();
  await page.getByText('Select valid date').first().waitFor();

  await page.getByLabel('Start date').first().fill(START);
  await page.getByRole('button', { name: 'Start Calculation' }).first().click();
  // The page switches to Summary, which shows the roster being calculated (while it is: a warm worker may be done
  // before the Summary asks), then its figures by itself.
  await page.getByRole('tab', { name: 'Summary', selected: true }).first().waitFor();
  await card(page, 'Employees').first().waitFor({ timeout: 60_000 });
  expect(await card(page, 'Employees').first().textContent()).toBe('4');
  expect(await card(page, 'Staffed/Total days').first().textContent()).toMatch(/^\d+\/(28|29|30|31)$/);
  expect(await card(page, 'Met goal %').first().textContent()).toBe('100');
  for (const name of [
    'Position utilisation',
    'Cross position assignment',
    'Employees Summary',
    'Employees days',
    'Positions',
  ]) {
    await page.getByText(name, { exact: true }).first().waitFor();
  }
  await page
    .getByRole('table', { name: 'Employees Summary' })
    .getByRole('row', { name: /Thabo Mokoena/ })
    .waitFor();
  await page.getByText('Rule violations and uncovered places').first().waitFor();
  const periods = await admin.call('/api/rostStats/881245', { shftd: sftd, std: SITE });
  rstd = String((periods.roster_period as { rstd: string }[])[0]?.rstd);
  expect(errors).toEqual([]);
  await context.close();
});

test('every View Roster badge shows its 5-letter position abbreviation and the gender whole', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await selectShift(page);
  await tab(page, 'View Roster').click();
  await page.locator('td[data-assigned="1"] .badge').first().waitFor();
  const { badges, clipped } = await badgeFit(page);
  expect(badges.length).toBeGreaterThan(0);
  expect(badges.filter((badge) => !new RegExp(`^${ABBR} [MF]$`).test(badge))).toEqual([]);
  expect(clipped).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the admin swaps and moves days on the calendar by mouse and by keyboard', async () => {
  const { context, page, errors } = await newPage(browser);
  // Tall enough that the first rows stay clear of the bottom edge, where sortablejs scrolls the page
  // while dragging (the export actions and the lock legend now stand above the grid).
  await page.setViewportSize({ width: 1600, height: 1200 });
  await openAcmeTimes(page);
  await selectShift(page);
  await tab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await page.getByText('Toolbox', { exact: true }).waitFor();
  await page.locator('td[data-emd]').first().waitFor();
  const loading = page.getByText('Loading..', { exact: true });

  // Swap by drag and drop: both days change hands; the day totals stay.
  let grid = await gridState(page);
  // Cells of the first days: a 4.5rem day column puts the month's later days out of view (the
  // grid scrolls in its own box), where a mouse cannot reach them without scrolling.
  const [a, d1, b, d2] = swapPair(grid, { days: ON_SCREEN_DAYS });
  await drag(page, cell(page, a, d1), cell(page, b, d2));
  await page.getByText(/^Sucessfully swapped .+ \(\d{4}-\d{2}-\d{2}\) with .+ \(\d{4}-\d{2}-\d{2}\)$/).waitFor();
  await loading.waitFor({ state: 'hidden' });
  let after = await gridState(page);
  expect([
    after.works[`${a}|${d2}`],
    after.works[`${a}|${d1}`],
    after.works[`${b}|${d1}`],
    after.works[`${b}|${d2}`],
  ]).toEqual([true, false, true, false]);
  expect(after.totals).toEqual(grid.totals);

  // Move by drag and drop onto an empty cell of another day: the totals of both days follow.
  grid = after;
  const [m, from, n, to] = movePair(grid, { days: ON_SCREEN_DAYS });
  await drag(page, cell(page, m, from), cell(page, n, to));
  await page.getByText(/^Sucessfully moved .+ \(\d{4}-\d{2}-\d{2}\) to .+$/).waitFor();
  await loading.waitFor({ state: 'hidden' });
  after = await gridState(page);
  expect(after.works[`${n}|${to}`]).toBe(true);
  expect(after.works[`${m}|${from}`]).toBe(false);
  expect([after.totals[from], after.totals[to]]).toEqual([grid.totals[from]! - 1, grid.totals[to]! + 1]);

  // The same move by keyboard: pick with Enter, Enter on the target.
  grid = after;
  const [k, kFrom, l, kTo] = movePair(grid, { skip: [from, to] });
  await cell(page, k, kFrom).focus();
  await page.keyboard.press('Enter');
  expect(await cell(page, k, kFrom).getAttribute('data-picked')).toBe('1');
  await cell(page, l, kTo).focus();
  await page.keyboard.press('Enter');
  await page.getByText(/^Sucessfully moved /).waitFor();
  await loading.waitFor({ state: 'hidden' });
  after = await gridState(page);
  expect([after.works[`${l}|${kTo}`], after.works[`${k}|${kFrom}`]]).toEqual([true, false]);
  expect([after.totals[kFrom], after.totals[kTo]]).toEqual([grid.totals[kFrom]! - 1, grid.totals[kTo]! + 1]);

  // A move onto a taken day is refused by the server with the spec's message.
  const taken = await admin.call('/api/rostCalc/45428223', {
    std: SITE,
    sftd,
    roster_ref: rstd,
    source_name: '',
    source_surname: '',
    source_empd: l,
    source_entry_date: kTo,
    target_data: { name: '', empd: l, entry_date: kTo, emp_rld: '', gender: 1 },
  });
  expect(taken.status).toBe('DATE_NOT_EMPTY');

  // The summary follows the edits (the statistics are re-validated by the engine on the server).
  await tab(page, 'Summary').click();
  await card(page, 'Employees').first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the admin recalculates the roster of the same period', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page);
  await selectShift(page);
  await page.getByLabel('Start date').first().fill(START);
  await page.getByRole('button', { name: 'Start Calculation' }).first().click();
  await page
    .getByText(/^Roster already created on \d{4}-\d{2}-\d{2}$/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Recalculate Roster' }).first().click();
  await card(page, 'Employees').first().waitFor({ timeout: 60_000 });
  expect(await tab(page, 'Summary').getAttribute('aria-selected')).toBe('true');
  const periods = await admin.call('/api/rostStats/881245', { shftd: sftd, std: SITE });
  expect((periods.roster_period as { rstd: string }[]).map((period) => period.rstd)).toEqual([rstd]);
  await context.close();
});

test('a view-only supervisor (right 10) sees Summary and View Roster but cannot create or edit', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234568', 'Group#2026');
  await selectShift(page);
  await tab(page, 'Summary').waitFor();
  expect(await page.getByRole('tab', { name: 'Create Roster' }).count()).toBe(0);
  await card(page, 'Employees').first().waitFor({ timeout: 60_000 });
  await tab(page, 'View Roster').click();
  const first = page.locator('td[data-assigned="1"]').first();
  await first.focus();
  // The Enter reaches the cell (as the admin's pick does, synchronously), and picks nothing.
  expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await first.getAttribute('data-picked')).toBeNull();

  const sipho = await signedInApi('821234568', 'Group#2026');
  expect(
    (await sipho.call('/api/rostCalc/645622', { std: SITE, sftd, start_date: START, roster_ref: rstd, recalculate: 1 }))
      .status,
  ).toBe('INVALID_USER_RIGHTS');
  const cellData = { name: '', empd: EMPLOYEES[0], entry_date: START, emp_rld: '', gender: 1 };
  expect(
    (
      await sipho.call('/api/rostCalc/4567123', {
        std: SITE,
        sftd,
        roster_ref: rstd,
        drpped_data: cellData,
        on_position_data: { ...cellData, empd: EMPLOYEES[1] },
      })
    ).status,
  ).toBe('INVALID_USER_RIGHTS');
  await context.close();
});

test('the roster list filters by period and opens a roster’s details', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page);
  const { card, open: ours } = await rosterListCard(page, SHIFT);
  await expect_text(card, 'Successful');

  await page.getByLabel('Period', { exact: true }).check();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Period date is required').first().waitFor();
  await page.getByLabel('Start date').fill('2040-01-01');
  await page.getByLabel('End date').fill('2040-12-31');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('No records found').waitFor();
  await page.getByLabel('Start date').fill(START);
  await page.getByLabel('End date').fill(START);
  await page.getByRole('button', { name: 'Search' }).click();
  await ours.click();
  const details = page.getByRole('dialog', { name: 'Roster Details' });
  await details.waitFor();
  await details.getByRole('tab', { name: 'Summary' }).waitFor();
  await details.getByRole('tab', { name: 'View Roster' }).click();
  await details.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await details.getByRole('button', { name: /close/i }).first().click();
  await details.waitFor({ state: 'hidden' });
  await ours.waitFor();
  await context.close();
});

async function expect_text(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).waitFor();
}
