/**
 * Pinned cells (ours, issue 17), as the admin uses them: in View Roster they pin one rostered day
 * with the mouse (its lock button, which does not start a drag) and another with the keyboard
 * ('L' on the focused day), see both locks, recalculate the same period from Create Roster, and
 * find both days still rostered and locked, the Summary saying 'Pinned assignments kept: 2'.
 * Then, on a shift of one guard a day, they pin six days in a row for one employee (the limit is
 * five), recalculate, and the Summary lists 'Maximum consecutive days: 1' under 'Pinned days that
 * break a rule' with the reason naming the pins.
 *
 * The two days are ones the engine would not plan by itself: each comes from a move made through
 * the API (a move pins what it changed, so it is unpinned again there), so a recalculation that
 * forgot the pins would plan the month as first calculated and lose them.
 */
import type { Locator, Page } from 'playwright-core';
import { gridState, rosterCell } from './support/rosterGrid';
import type { GridState } from './support/rosterGrid';
import { addJourneyShifts, openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { nextMonthStart, startNextMonthRoster } from './support/rosterShift';
import { calculateRoster, readShiftRoster, rosterTab } from './support/shiftRoster';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const SITE_NAME = 'Pretoria Central';
const stamp = Date.now().toString(36).slice(-5);
const SHIFT = { name: `Pins ${stamp}`, abbr: `P${stamp.slice(-3).toUpperCase()}` };
const PREFIX = `Pn${stamp}`;
const EMPLOYEES = 4;
const START = nextMonthStart();
/** Day columns in view at the journey's 1600 px width without scrolling the grid. */
const ON_SCREEN_DAYS = 10;

/** The second journey's shift: two employees, one guard a day, at most 5 days in a row. */
const RULE_SHIFT = { name: `Pin rule ${stamp}`, abbr: `R${stamp.slice(-3).toUpperCase()}` };
const RULE_PREFIX = `Pr${stamp}`;

interface ShiftRoster {
  sftd: string;
  rld: string;
  rstd: string;
}

let journey: RosterJourney;
let ruleEmds: string[] = [];
let ruleRoster: ShiftRoster = { sftd: '', rld: '', rstd: '' };

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: EMPLOYEES, prefix: PREFIX },
    shift: { shiftName: SHIFT.name, roleName: `Pinner ${stamp}`, abbr: SHIFT.abbr, perDay: 2, rules: [1, 2] },
    calculate: true,
  });
  const rule = await addJourneyShifts(journey.admin, {
    employees: { count: 2, prefix: RULE_PREFIX },
    shifts: [
      {
        shiftName: RULE_SHIFT.name,
        roleName: `Pin ruler ${stamp}`,
        abbr: RULE_SHIFT.abbr,
        perDay: 1,
        maxConsecutive: 5,
        rules: [1],
      },
    ],
  });
  ruleEmds = rule.emds;
  const [codes] = rule.codes as [ShiftRoster];
  ruleRoster = { ...codes, rstd: await startNextMonthRoster(journey.admin, SITE, codes.sftd) };
});
afterAll(() => journey.browser.close());

/** An added employee as the edit calls name them (addEmployees: `${prefix}${i} Bench`, men and women in turn). */
function person(emd: string) {
  const [prefix, index] = journey.emds.includes(emd)
    ? [PREFIX, journey.emds.indexOf(emd)]
    : [RULE_PREFIX, ruleEmds.indexOf(emd)];
  return { name: `${prefix}${index} Bench`, first: `${prefix}${index}`, gender: (index % 2) + 1 };
}

/** A day someone works and someone else does not, on screen and not on `skip`: [worker, other, date]. */
function movable(grid: GridState, skip: readonly string[]): [string, string, string] {
  for (const date of grid.dates.slice(0, ON_SCREEN_DAYS).filter((one) => !skip.includes(one)))
    for (const worker of grid.employees)
      for (const other of grid.employees)
        if (grid.works[`${worker}|${date}`] && !grid.works[`${other}|${date}`]) return [worker, other, date];
  throw new Error('no day to move');
}

const editOf = (roster: ShiftRoster) => ({ std: SITE, sftd: roster.sftd, roster_ref: roster.rstd });

/** Moves the worker's day to the other employee through the API (a move pins the day it fills). */
async function moveDay(roster: ShiftRoster, [worker, other, date]: [string, string, string]): Promise<void> {
  const moved = await journey.admin.call('/api/rostCalc/45428223', {
    ...editOf(roster),
    source_name: person(worker).first,
    source_surname: 'Bench',
    source_empd: worker,
    source_entry_date: date,
    target_data: {
      name: person(other).name,
      empd: other,
      entry_date: date,
      emp_rld: roster.rld,
      gender: person(other).gender,
    },
  });
  expect(moved.status).toBe('OK');
}

/** Pins (1) or unpins (0) an assigned day through the API. */
async function pinDay(roster: ShiftRoster, emd: string, date: string, pinned: 0 | 1): Promise<void> {
  const answer = await journey.admin.call('/api/rostCalc/45428224', {
    ...editOf(roster),
    empd: emd,
    entry_date: date,
    pinned,
  });
  expect(answer.status).toBe('OK');
}

/** Moves the worker's day to the other employee through the API, then unpins it there (the move pinned it). */
async function moveAndUnpin(day: [string, string, string]): Promise<void> {
  await moveDay(journey, day);
  await pinDay(journey, day[1], day[2], 0);
}

/** Recalculates the shown shift's roster for the same period from Create Roster. */
async function recalculate(page: Page): Promise<void> {
  await calculateRoster(page, START);
  await page
    .getByText(/^Roster already created on \d{4}-\d{2}-\d{2}$/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Recalculate Roster' }).first().click();
  // The page switches to the new roster's Summary once the calculation has started (it may be over before the
  // Summary asks: a warm worker calculates this roster in well under a second, so 'being calculated' may never show).
  await page.getByRole('tab', { name: 'Summary', selected: true }).first().waitFor();
}

const card = (page: Page, label: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
const lockOf = (cell: Locator) => cell.getByRole('button', { name: /^Pin / });

async function expectPinned(page: Page, emd: string, date: string): Promise<void> {
  const cell = rosterCell(page, emd, date);
  await cell.locator('button[aria-pressed="true"]').waitFor();
  expect(await cell.getAttribute('data-assigned')).toBe('1');
  expect(await cell.getAttribute('aria-label')).toMatch(/, pinned$/);
  expect(await lockOf(cell).isVisible()).toBe(true);
}

test('the admin pins a day by mouse and one by keyboard, recalculates, and both are kept', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT.name, SITE_NAME);
  const first = await readShiftRoster(page, SITE_NAME, SHIFT, EMPLOYEES);
  const [workerA, byMouse, mouseDate] = movable(first, []);
  await moveAndUnpin([workerA, byMouse, mouseDate]);
  const [workerB, byKeyboard, keyboardDate] = movable(
    { ...first, works: { ...first.works, [`${workerA}|${mouseDate}`]: false, [`${byMouse}|${mouseDate}`]: true } },
    [mouseDate],
  );
  await moveAndUnpin([workerB, byKeyboard, keyboardDate]);

  // View Roster again: the moved days, not pinned.
  await rosterTab(page, 'Summary').click();
  const grid = await readShiftRoster(page, SITE_NAME, SHIFT, EMPLOYEES);
  expect([grid.works[`${byMouse}|${mouseDate}`], grid.works[`${byKeyboard}|${keyboardDate}`]]).toEqual([true, true]);
  const mouseCell = rosterCell(page, byMouse, mouseDate);
  const keyboardCell = rosterCell(page, byKeyboard, keyboardDate);
  expect(await lockOf(mouseCell).getAttribute('aria-pressed')).toBe('false');
  expect(await lockOf(keyboardCell).getAttribute('aria-pressed')).toBe('false');

  // By mouse: the lock button pins the day; nothing is dragged, swapped or moved.
  await lockOf(mouseCell).click();
  await page.getByText(`Pinned ${person(byMouse).name} (${mouseDate})`).waitFor();
  await expectPinned(page, byMouse, mouseDate);
  expect((await gridState(page)).works).toEqual(grid.works);

  // By keyboard: 'L' on the focused day, announced in the live region; the focus stays on the day.
  await keyboardCell.focus();
  await page.keyboard.press('l');
  const announced = `Pinned ${person(byKeyboard).name} (${keyboardDate})`;
  // The live region (the grid's announcement line; the status line above the grid says it too).
  await page.locator('p[role="status"]', { hasText: announced }).waitFor();
  await expectPinned(page, byKeyboard, keyboardDate);
  expect(await keyboardCell.evaluate((element) => element === document.activeElement)).toBe(true);
  await expectPinned(page, byMouse, mouseDate);

  // Recalculate the same period from Create Roster.
  await recalculate(page);

  // Once calculated, both days are still rostered and locked, and the Summary says so.
  const after = await readShiftRoster(page, SITE_NAME, SHIFT, EMPLOYEES);
  expect([after.works[`${byMouse}|${mouseDate}`], after.works[`${byKeyboard}|${keyboardDate}`]]).toEqual([true, true]);
  await expectPinned(page, byMouse, mouseDate);
  await expectPinned(page, byKeyboard, keyboardDate);
  expect(await page.locator('td button[aria-pressed="true"]').count()).toBe(2);
  await rosterTab(page, 'Summary').click();
  await card(page, 'Pinned assignments kept').first().waitFor();
  expect(await card(page, 'Pinned assignments kept').first().textContent()).toBe('2');
  expect(errors).toEqual([]);
  await context.close();
});

test('pins that break a rule are kept, and the Summary names the rule they break', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, RULE_SHIFT.name, SITE_NAME);
  const grid = await readShiftRoster(page, SITE_NAME, RULE_SHIFT, 2);

  // The first six days (the limit is five in a row) all pinned on the first employee: their own
  // days by the pin call, the other's moved to them (the move pins it).
  const [mine, other] = ruleEmds as [string, string];
  const days = grid.dates.slice(0, 6);
  for (const date of days) {
    if (grid.works[`${mine}|${date}`]) await pinDay(ruleRoster, mine, date, 1);
    else await moveDay(ruleRoster, [other, mine, date]);
  }

  await recalculate(page);
  const after = await readShiftRoster(page, SITE_NAME, RULE_SHIFT, 2);
  expect(days.map((date) => after.works[`${mine}|${date}`])).toEqual(days.map(() => true));
  await rosterTab(page, 'Summary').click();
  expect(await card(page, 'Pinned assignments kept').first().textContent()).toBe('6');
  const block = page.getByRole('region', { name: 'Pinned days that break a rule' });
  await block.waitFor();
  const line = page.getByText('Maximum consecutive days: 1', { exact: true });
  await block.locator('li', { has: line }).waitFor();
  const reasons = await block.locator('li', { has: line }).locator('li').allTextContents();
  expect(reasons).toHaveLength(1);
  expect(reasons[0]).toMatch(
    new RegExp(`^Pinned: ${person(mine).name} on .+ conflicts with this rule\\. .*6 days in a row`),
  );
  expect(errors).toEqual([]);
  await context.close();
});
