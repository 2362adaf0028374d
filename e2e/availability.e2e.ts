/**
 * An employee's availability, as the admin enters it (ours, issue 16): in the roster setup's
 * employees step, the 'Availability' button of an employee's row opens a dialog where the admin
 * marks a date unavailable and asks a day off for them (the rule Day requests is assigned). The
 * roster calculated next does not roster the employee on either day (View Roster), and the
 * Summary's explanations say why.
 */
import { rosterCell } from './support/rosterGrid';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openAvailability, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterTab } from './support/shiftRoster';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Watch ${stamp}`;
const PREFIX = `Av${stamp}`;
/** Catalogue ids: 1 maximum consecutive days, 2 minimum rest days, 10 day requests. */
const RULES = [1, 2, 10];

const START = nextMonthStart();
const dayOfNextMonth = (day: number) => `${START.slice(0, 8)}${String(day).padStart(2, '0')}`;
const UNAVAILABLE = dayOfNextMonth(10);
const DAY_OFF = dayOfNextMonth(12);

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 3, prefix: PREFIX },
    shift: {
      shiftName: SHIFT,
      roleName: `Watcher ${stamp}`,
      abbr: `W${stamp.slice(-3).toUpperCase()}`,
      perDay: 2,
      rules: RULES,
    },
  });
});
afterAll(() => journey.browser.close());

test('the admin enters an unavailable date and a day-off request, and the roster honours and explains both', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT);
  const { emds } = journey;

  // The employees step of the roster setup: the first employee's Availability.
  const wizard = await openRosterSetup(page, /^Step 3: Employees setup/);
  const who = `${PREFIX}0 Bench`;
  const dialog = await openAvailability(page, wizard, who);
  const dates = dialog.getByRole('form', { name: 'Unavailable dates' });
  await dates.getByLabel('Date').fill(UNAVAILABLE);
  await dates.getByRole('button', { name: 'Add date' }).click();
  await dialog.getByRole('list', { name: 'Unavailable dates' }).getByText(UNAVAILABLE).waitFor();
  const requests = dialog.getByRole('form', { name: 'Day requests' });
  await requests.getByLabel('Request date').fill(DAY_OFF);
  await requests.getByLabel('Request', { exact: true }).selectOption({ label: 'Day off' });
  await requests.getByLabel('Weight (1-10)').fill('8');
  await requests.getByRole('button', { name: 'Add request' }).click();
  await dialog.getByText(`${DAY_OFF}: Strongly prefers a day off (8)`).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Opened again, it shows what was saved.
  await openAvailability(page, wizard, who);
  await dialog.getByRole('list', { name: 'Unavailable dates' }).getByText(UNAVAILABLE).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await closeRosterSetup(page, wizard);

  // The roster for next month.
  await calculateRoster(page, START);
  const notes = page.getByRole('table', { name: 'Availability and requests honoured' });
  await notes.waitFor({ timeout: 60_000 });
  // Dated notes name the employee by first name (the first added is a man) and the day of the month.
  await notes.getByRole('cell', { name: `${PREFIX}0 not rostered on the 10th: he is unavailable` }).waitFor();
  await notes.getByRole('cell', { name: `${PREFIX}0 not rostered on the 12th: he asked for it off` }).waitFor();

  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  const thisOne = emds[0]!;
  await rosterCell(page, thisOne, dayOfNextMonth(1)).waitFor({ state: 'attached' });
  for (const date of [UNAVAILABLE, DAY_OFF])
    expect(await rosterCell(page, thisOne, date).getAttribute('data-assigned')).not.toBe('1');
  // The others work those days (two a day are needed), so the days are covered.
  for (const other of emds.slice(1))
    for (const date of [UNAVAILABLE, DAY_OFF])
      expect(await rosterCell(page, other, date).getAttribute('data-assigned')).toBe('1');
  expect(errors).toEqual([]);
  await context.close();
});
