/**
 * An employee's limits in a roster period, as the admin enters them (ours, issue 16): in the roster
 * setup's employees step, the Availability dialog refuses a minimum of hours above the maximum and
 * keeps both values; fixed, with no weekend and a maximum of hours, it saves and shows them again.
 * The roster calculated next rosters the employee on no Saturday or Sunday and on no more days than
 * the maximum of hours allows (View Roster), and the Summary's explanations name the limit.
 */
import { gridState } from './support/rosterGrid';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openAvailability, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterTab } from './support/shiftRoster';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Limits ${stamp}`;
const PREFIX = `Pl${stamp}`;
/** Catalogue ids: 1 maximum consecutive days, 2 minimum rest days (so the others cannot fill every place). */
const RULES = [1, 2];
const DAILY_HOURS = 8;
const MAX_HOURS = 40;

const START = nextMonthStart();

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 3, prefix: PREFIX },
    shift: {
      shiftName: SHIFT,
      roleName: `Limiter ${stamp}`,
      abbr: `L${stamp.slice(-3).toUpperCase()}`,
      perDay: 2,
      rules: RULES,
    },
  });
});
afterAll(() => journey.browser.close());

/** 0 Sunday … 6 Saturday of a YYYY-MM-DD. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

test('the admin sets an employee’s period limits, and the roster keeps and explains them', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT);

  // The employees step of the roster setup: the first employee's Availability.
  const wizard = await openRosterSetup(page, /^Step 3: Employees setup/);
  const who = `${PREFIX}0 Bench`;
  const availability = async () => {
    const dialog = await openAvailability(page, wizard, who);
    await dialog.waitFor();
    return dialog;
  };
  let dialog = await availability();
  const minHours = dialog.getByLabel('Minimum hours');
  const maxHours = dialog.getByLabel('Maximum hours');
  const maxWeekends = dialog.getByLabel('Maximum weekends');

  // A minimum above the maximum is refused, and both values stay as typed.
  await minHours.fill('60');
  await maxHours.fill(String(MAX_HOURS));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('The minimum is more than the maximum').waitFor();
  expect([await minHours.inputValue(), await maxHours.inputValue()]).toEqual(['60', String(MAX_HOURS)]);

  // Fixed, with no weekend at all: saved.
  await minHours.fill('16');
  await maxWeekends.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  // Opened again, it shows what was saved.
  dialog = await availability();
  const limits = ['Minimum hours', 'Maximum hours', 'Maximum weekends'].map((label) => dialog.getByLabel(label));
  await limits[0]!.waitFor();
  expect(await Promise.all(limits.map((field) => field.inputValue()))).toEqual(['16', String(MAX_HOURS), '0']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await closeRosterSetup(page, wizard);

  // The roster for next month.
  await calculateRoster(page, START);
  await page.getByRole('region', { name: 'Rule violations and uncovered places' }).waitFor({ timeout: 60_000 });

  // View Roster: no Saturday or Sunday, and no more days than the hours allow.
  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  const limited = journey.emds[0]!;
  await page.locator(`td[data-emd="${limited}"]`).first().waitFor({ state: 'attached' });
  const grid = await gridState(page);
  const lastDay = new Date(Number(START.slice(0, 4)), Number(START.slice(5, 7)), 0).getDate();
  expect(grid.dates).toHaveLength(lastDay);
  const worked = grid.dates.filter((date) => grid.works[`${limited}|${date}`]);
  expect(worked.filter((date) => [0, 6].includes(weekdayOf(date)))).toEqual([]);
  expect(worked.length).toBeGreaterThan(0);
  expect(worked.length).toBeLessThanOrEqual(MAX_HOURS / DAILY_HOURS);

  // The Summary names the hour limit on a day the position is short (the others cannot fill every place).
  await rosterTab(page, 'Summary').click();
  const notes = page.getByRole('table', { name: 'Availability and requests honoured' });
  const limitNote = new RegExp(
    `^${PREFIX}0 not rostered on the \\d+(st|nd|rd|th): he is at his ${MAX_HOURS}-hour limit$`,
  );
  await notes.getByRole('cell', { name: limitNote }).first().waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
