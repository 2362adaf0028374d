/**
 * An employee's limits per roster period, as the admin enters them (ours, issue 16): in the roster
 * setup's employees step, the employee's Availability dialog refuses a bad 'Most shifts of this
 * shift' (the message shown, the value kept), then saves 3 and 2 days off in a row. The roster
 * calculated next (two a day needed, three employees, so the others cannot spare them) gives the
 * employee at most 3 days of the shift, never with a single day off between two (View Roster), and
 * the Summary's explanations name the limit.
 */
import { gridState } from './support/rosterGrid';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openAvailability, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterTab } from './support/shiftRoster';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Limit ${stamp}`;
const PREFIX = `Sl${stamp}`;
/** Catalogue ids: 1 maximum consecutive days, 2 minimum rest days. */
const RULES = [1, 2];
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

test('the admin limits the shifts and days off in a row of an employee, and the roster keeps both', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT);
  const { emds } = journey;

  const wizard = await openRosterSetup(page, /^Step 3: Employees setup/);
  const who = `${PREFIX}0 Bench`;
  const dialog = await openAvailability(page, wizard, who);
  const most = dialog.getByLabel('Most shifts of this shift');
  const off = dialog.getByLabel('Minimum days off in a row');
  // A bad value: refused with the message, what was typed kept.
  await most.fill('40');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Shifts are a whole number from 0 to 31').waitFor();
  expect(await most.inputValue()).toBe('40');
  await most.fill('3');
  await off.fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Opened again, it shows what was saved.
  await openAvailability(page, wizard, who);
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  expect([await most.inputValue(), await off.inputValue()]).toEqual(['3', '2']);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await closeRosterSetup(page, wizard);

  await calculateRoster(page, START);
  await page.getByRole('table', { name: 'Employees Summary' }).waitFor({ timeout: 60_000 });

  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  await page.locator(`td[data-emd="${emds[0]}"][data-date="${START}"]`).waitFor({ state: 'attached' });
  const grid = await gridState(page);
  const worked = grid.dates.filter((date) => grid.works[`${emds[0]}|${date}`]).map((date) => grid.dates.indexOf(date));
  expect(worked.length).toBeGreaterThan(0);
  expect(worked.length).toBeLessThanOrEqual(3);
  // Between two days worked, no day off or at least 2 in a row.
  const rests = worked.slice(1).map((d, i) => d - worked[i]! - 1);
  expect(rests.filter((rest) => rest === 1)).toEqual([]);
  // The others work every day they can (two a day are needed), so the employee was not left out.
  for (const other of emds.slice(1)) expect(grid.dates.some((date) => grid.works[`${other}|${date}`])).toBe(true);
  // The Summary's explanations name the limit on the days it kept the employee off.
  await rosterTab(page, 'Summary').click();
  const notes = page.getByRole('table', { name: 'Availability and requests honoured' });
  await notes
    .getByRole('cell', { name: /not rostered on .*: (he|she|they) (is|are) at (his|her|their) 3-shift limit$/ })
    .first()
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
