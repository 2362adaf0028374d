/**
 * One site, a day and a night shift with the same employees (ours, issue 16): the admin sets the
 * night shift's 'Min rest between shifts (hours)' in the roster setup, calculates all shifts of the
 * site together for next month, and reads both View Roster grids: nobody works both shifts on a day,
 * nor a day shift the morning after a night (11 hours of rest). A drag in the day roster that would
 * put someone on a day they work the night, or right after a night, is refused and changes nothing.
 */
import { drag } from './support/drag';
import { gridState, rosterCell } from './support/rosterGrid';
import type { GridState } from './support/rosterGrid';
import { addJourneyShifts, openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, calculateSiteRosters, worksOn } from './support/shiftRoster';
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

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney();
});
afterAll(() => journey.browser.close());

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
  const std = await addAcmeRetailSite(journey.admin, siteName);
  const tag = stamp.slice(-3).toUpperCase();
  const day = { name: `Day ${stamp}`, abbr: `D${tag}` };
  const night = { name: `Night ${stamp}`, abbr: `N${tag}` };
  const shift = ({ name, abbr }: typeof day, times: { start: string; end: string }, role: string) => ({
    shiftName: name,
    roleName: `${role} ${stamp}`,
    abbr,
    times,
    perDay: 1,
    rules: RULES,
  });
  await addJourneyShifts(journey.admin, {
    site: std,
    employees: { count: EMPLOYEES, prefix: `Xs${stamp}` },
    shifts: [
      shift(day, { start: '06:00', end: '18:00' }, 'Day guard'),
      shift(night, { start: '18:00', end: '06:00' }, 'Night guard'),
    ],
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
  const { context, page, errors } = await openRosterShift(journey.browser, night.name, siteName);

  // The night shift's working days: 11 hours of rest between shifts, kept once saved.
  const workingDays = /^Step 1: Working days setup/;
  let wizard = await openRosterSetup(page, workingDays);
  const restHours = wizard.getByLabel('Min rest between shifts (hours)');
  expect(await restHours.inputValue()).toBe('0');
  await restHours.fill(String(REST_HOURS));
  await wizard.getByRole('button', { name: 'Save' }).click();
  await wizard.getByText('Working days setup completed').waitFor();
  await closeRosterSetup(page, wizard);
  wizard = await openRosterSetup(page, workingDays);
  expect(await wizard.getByLabel('Min rest between shifts (hours)').inputValue()).toBe(String(REST_HOURS));
  await closeRosterSetup(page, wizard);

  // Both shifts of the site for next month, in one go; the night's roster opens when it is done.
  const [nights, days] = await calculateSiteRosters(page, START, siteName, [night, day], EMPLOYEES);

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
  await calculateRoster(page, START, 'Calculate all shifts of this site');
  await page.getByText(`Rosters already created for this period: ${day.name}, ${night.name}`).waitFor();
  await page.getByRole('button', { name: 'Recalculate all shifts of this site' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
