/**
 * A forbidden shift succession (ours, issue 16): one site with a Late (14:00-22:00) and an Early
 * shift (06:00-14:00), one person a day each, and an employee on both, whom each shift needs (one
 * other employee per shift cannot work every day). In the Late shift's employees step the
 * admin opens the first employee's Availability and adds 'Late then Early the next day', then
 * calculates all shifts of the site together for next month and reads both View Roster grids: the
 * employee works both shifts but never an Early day right after a Late day.
 */
import type { GridState } from './support/rosterGrid';
import { addJourneyShifts, openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openAvailability, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateSiteRosters, worksOn } from './support/shiftRoster';
import { addAcmeRetailSite } from './support/site';

/** Catalogue ids: 1 maximum consecutive days, 2 minimum rest days. */
const RULES = [1, 2];
/** Employees per shift: the shared one and one of the shift's own (5 days in a row at most). */
const EMPLOYEES = 2;
const START = nextMonthStart();

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney();
});
afterAll(() => journey.browser.close());

/** A new site of Acme Retail (the site calculation plans all its shifts) with the Late and Early shifts. */
async function setUpSite() {
  const stamp = Date.now().toString(36).slice(-5);
  const siteName = `Yard ${stamp}`;
  const std = await addAcmeRetailSite(journey.admin, siteName);
  const prefix = `Sq${stamp}`;
  const tag = stamp.slice(-3).toUpperCase();
  const late = { name: `Late ${stamp}`, abbr: `L${tag}` };
  const early = { name: `Early ${stamp}`, abbr: `E${tag}` };
  // One a day, the shared employee (0) and the shift's own (1 for Late, 2 for Early).
  const shift = ({ name, abbr }: typeof late, times: { start: string; end: string }, own: number) => ({
    shiftName: name,
    roleName: `${name} guard`,
    abbr,
    times,
    employees: [0, own],
    perDay: 1,
    rules: RULES,
  });
  const { emds } = await addJourneyShifts(journey.admin, {
    site: std,
    employees: { count: 3, prefix },
    shifts: [shift(late, { start: '14:00', end: '22:00' }, 1), shift(early, { start: '06:00', end: '14:00' }, 2)],
  });
  return { siteName, late, early, emd: emds[0]!, who: `${prefix}0 Bench` };
}

/** The dates `emd` works Early the day after working Late, as the two grids show. */
const earlyAfterLate = (late: GridState, early: GridState, emd: string): string[] =>
  early.dates.filter((date, i) => i > 0 && worksOn(late, emd, early.dates[i - 1]!) && worksOn(early, emd, date));

test('the admin forbids Early the day after Late for an employee, and neither roster breaks it', async () => {
  const { siteName, late, early, emd, who } = await setUpSite();
  const { context, page, errors } = await openRosterShift(journey.browser, late.name, siteName);

  // The Late shift's employees step: the employee's Availability, 'Late then Early the next day'.
  const wizard = await openRosterSetup(page, /^Step 3: Employees setup/);
  const dialog = await openAvailability(page, wizard, who);
  const add = dialog.getByRole('form', { name: 'Shifts not worked the day after another (every site)' });
  await add.getByLabel('After working').selectOption({ label: late.name });
  await add.getByLabel('Not the next day').selectOption({ label: late.name });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  // The same shift twice: said, and the selection kept.
  await add.getByText('Choose two different shifts').waitFor();
  await add.getByLabel('Not the next day').selectOption({ label: early.name });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const pair = `${late.name} then ${early.name} the next day`;
  await dialog.getByText(pair, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  // Opened again, it shows the pair.
  await openAvailability(page, wizard, who);
  await dialog.getByText(pair, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await closeRosterSetup(page, wizard);

  // Both shifts for next month, in one go; then each shift's View Roster.
  const [lates, earlies] = await calculateSiteRosters(page, START, siteName, [late, early], EMPLOYEES);

  expect(earlies.dates[0]).toBe(START);
  expect(lates.dates).toEqual(earlies.dates);
  // The employee works both shifts, and never Early the day after Late.
  expect(lates.dates.filter((date) => worksOn(lates, emd, date)).length).toBeGreaterThan(0);
  expect(earlies.dates.filter((date) => worksOn(earlies, emd, date)).length).toBeGreaterThan(0);
  expect(earlyAfterLate(lates, earlies, emd)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
