/**
 * One site, a day and a night shift with the same employees (ours, issue 16): the admin sets the
 * night shift's 'Min rest between shifts (hours)' in the roster setup, calculates all shifts of the
 * site together for next month, and reads both View Roster grids: nobody works both shifts on a day,
 * nor a day shift the morning after a night (11 hours of rest). A drag in the day roster that would
 * put someone on a day they work the night, or right after a night, is refused and changes nothing.
 */
import type { Browser } from 'playwright-core';
import { signedInApi } from './support/api';
import type { ApiUser } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { drag } from './support/drag';
import { openAcmeTimes } from './support/publicPages';
import { selectRosterShift } from './support/rosterPage';
import { gridState, rosterCell } from './support/rosterGrid';
import type { GridState } from './support/rosterGrid';
import { readShiftRoster, rosterTab, worksOn } from './support/shiftRoster';
import { addEmployees, nextMonthStart, setUpRosterShift } from './support/rosterShift';
import { addAcmeRetailSite } from './support/site';

/** Catalogue ids: 1 maximum consecutive days, 2 minimum rest days. */
const RULES = [1, 2];
const REST_HOURS = 11;
/**
 * Three people for two shifts of one a day: neither shift can be covered by one person (5 days in a
 * row at most), so at least one works both and the rosters must keep clear of each other.
 */
const EMPLOYEES = 3;
const START = nextMonthStart();
/** Day columns in view at the journey's 1600 px width without scrolling the grid. */
const ON_SCREEN_DAYS = 10;

let browser: Browser;
let admin: ApiUser;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInApi('821234567', 'Admin#2026');
});
afterAll(() => browser.close());

interface SiteSetup {
  siteName: string;
  day: { name: string; abbr: string };
  night: { name: string; abbr: string };
}

/**
 * A new site of Acme Retail (the site calculation plans every shift of the site, so none of the
 * other journeys' shifts) with a Day (06:00-18:00) and a Night shift (18:00-06:00), one person a
 * day each, and the same three new employees on both, in a position of each shift. Each attempt of
 * the journey has its own.
 */
async function setUpSite(): Promise<SiteSetup> {
  const stamp = Date.now().toString(36).slice(-5);
  const siteName = `Depot ${stamp}`;
  const std = await addAcmeRetailSite(admin, siteName);
  const employees = await addEmployees(admin, EMPLOYEES, `Xs${stamp}`);
  const tag = stamp.slice(-3).toUpperCase();
  const day = { name: `Day ${stamp}`, abbr: `D${tag}` };
  const night = { name: `Night ${stamp}`, abbr: `N${tag}` };
  for (const [shift, times, role] of [
    [day, { start: '06:00', end: '18:00' }, 'Day guard'],
    [night, { start: '18:00', end: '06:00' }, 'Night guard'],
  ] as const)
    await setUpRosterShift(admin, {
      site: std,
      shiftName: shift.name,
      roleName: `${role} ${stamp}`,
      abbr: shift.abbr,
      times,
      employees,
      perDay: 1,
      rules: RULES,
    });
  return { siteName, day, night };
}

/** Who works both shifts on a day, or a day shift the day after a night, as the two grids show. */
function clashes(day: GridState, night: GridState): string[] {
  const found: string[] = [];
  for (const emd of day.employees)
    day.dates.forEach((date, i) => {
      if (worksOn(day, emd, date) && worksOn(night, emd, date)) found.push(`${emd} works both shifts on ${date}`);
      const previous = day.dates[i - 1];
      if (previous && worksOn(night, emd, previous) && worksOn(day, emd, date))
        found.push(`${emd} works the day shift on ${date} after the night of ${previous}`);
    });
  return found;
}

test('the admin calculates a day and a night shift together: no one works both, nor a day after a night', async () => {
  const { siteName, day, night } = await setUpSite();
  const { context, page, errors } = await newPage(browser);
  await page.setViewportSize({ width: 1600, height: 900 });
  await openAcmeTimes(page);
  await selectRosterShift(page, night.name, siteName);

  // The night shift's working days: 11 hours of rest between shifts, kept once saved.
  const openWorkingDays = async () => {
    await page.getByRole('button', { name: 'Update roster setup (100%)' }).click();
    const wizard = page.getByRole('dialog', { name: 'Roster setup' });
    await wizard.getByRole('button', { name: /^Step 1: Working days setup/ }).click();
    return wizard;
  };
  let wizard = await openWorkingDays();
  const restHours = wizard.getByLabel('Min rest between shifts (hours)');
  expect(await restHours.inputValue()).toBe('0');
  await restHours.fill(String(REST_HOURS));
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText('Working days setup completed').waitFor();
  await page.keyboard.press('Escape');
  await wizard.waitFor({ state: 'detached' });
  wizard = await openWorkingDays();
  expect(await wizard.getByLabel('Min rest between shifts (hours)').inputValue()).toBe(String(REST_HOURS));
  await page.keyboard.press('Escape');
  await wizard.waitFor({ state: 'detached' });

  // Both shifts of the site for next month, in one go; the night's roster opens when it is done.
  await rosterTab(page, 'Create Roster').click();
  await page.getByLabel('Start date').first().fill(START);
  await page.getByRole('button', { name: 'Calculate all shifts of this site' }).click();
  const nights = await readShiftRoster(page, siteName, night, EMPLOYEES);
  await selectRosterShift(page, day.name, siteName);
  const days = await readShiftRoster(page, siteName, day, EMPLOYEES);

  // Read from the grids: the month is covered, the same people work both shifts, never clashing.
  expect(days.dates[0]).toBe(START);
  expect(nights.dates).toEqual(days.dates);
  expect([...nights.employees].sort()).toEqual([...days.employees].sort());
  for (const grid of [days, nights]) expect(Object.values(grid.totals).every((total) => total === 1)).toBe(true);
  const onBoth = days.employees.filter(
    (emd) =>
      days.dates.some((date) => worksOn(days, emd, date)) && days.dates.some((date) => worksOn(nights, emd, date)),
  );
  expect(onBoth.length).toBeGreaterThan(0);
  expect(clashes(days, nights)).toEqual([]);

  // In the day roster, a day's worker dragged onto the empty cell of that night's worker: refused.
  const shown = days.dates.slice(0, ON_SCREEN_DAYS);
  const loading = page.getByText('Loading..', { exact: true });
  const dayWorker = (date: string) => days.employees.find((emd) => worksOn(days, emd, date))!;
  const nightDate = shown.find((date) => days.employees.some((emd) => worksOn(nights, emd, date)))!;
  const nightWorker = days.employees.find((emd) => worksOn(nights, emd, nightDate))!;
  await drag(page, rosterCell(page, dayWorker(nightDate), nightDate), rosterCell(page, nightWorker, nightDate));
  await page.getByText('Employee works another shift on this date', { exact: true }).waitFor();
  await loading.waitFor({ state: 'hidden' });
  expect((await gridState(page)).works).toEqual(days.works);

  // Onto the morning after someone's last night: refused for the rest hours.
  // (A first run of nights ends within the first 6 days: at most 5 in a row.)
  const afterNight = shown.flatMap((date, i) =>
    days.employees
      .filter((emd) => i > 0 && worksOn(nights, emd, shown[i - 1]!) && !worksOn(nights, emd, date))
      .map((emd) => [date, emd] as const),
  );
  expect(afterNight.length).toBeGreaterThan(0);
  const [restDate, rested] = afterNight[0]!;
  await drag(page, rosterCell(page, dayWorker(restDate), restDate), rosterCell(page, rested, restDate));
  await page.getByText('Employee needs more rest between shifts', { exact: true }).waitFor();
  await loading.waitFor({ state: 'hidden' });
  expect((await gridState(page)).works).toEqual(days.works);

  // Asked again for the same month, the page names both rosters and offers to recalculate them.
  await rosterTab(page, 'Create Roster').click();
  await page.getByLabel('Start date').first().fill(START);
  await page.getByRole('button', { name: 'Calculate all shifts of this site' }).click();
  await page.getByText(`Rosters already created for this period: ${day.name}, ${night.name}`).waitFor();
  await page.getByRole('button', { name: 'Recalculate all shifts of this site' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
