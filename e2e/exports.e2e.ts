/**
 * The roster's exports (ours, issue 17): a manager creates an employee's calendar link in the
 * shift's employees step, and the feed (parsed by ical.js) holds nothing of the Draft roster and,
 * once it is published from its Summary, the employee's days of View Roster, night shifts ending
 * the next morning; View Roster's 'Download CSV' gives one line per
 * assignment; 'Print' prints the grid with its legend and without the page's controls; a revoked
 * link answers 404 with an empty body.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { parseFeed } from '../mock-api/src/calendar/testing/parseFeed';
import { gridState } from './support/rosterGrid';
import { openRosterShift, rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { closeRosterSetup, openRosterSetup } from './support/rosterSetupWizard';
import { nextMonthStart } from './support/rosterShift';
import { calculateRoster, rosterStateBar, rosterTab } from './support/shiftRoster';

const stamp = Date.now().toString(36).slice(-5);
const SHIFT = `Nights ${stamp}`;
const PREFIX = `Ex${stamp}`;
const WHO = `${PREFIX}0 Bench`;
const START = nextMonthStart();

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 3, prefix: PREFIX },
    shift: {
      shiftName: SHIFT,
      roleName: `Night guard ${stamp}`,
      abbr: `N${stamp.slice(-3).toUpperCase()}`,
      times: { start: '22:00', end: '06:00' },
      perDay: 2,
      rules: [1, 2],
    },
  });
});
afterAll(() => journey.browser.close());

/** The employee's calendar link dialog in the roster setup's employees step. */
async function openCalendarLink(page: Page) {
  const wizard = await openRosterSetup(page, /^Step 3: Employees setup/);
  await wizard.getByRole('button', { name: `Calendar link of ${WHO}` }).click();
  return { wizard, dialog: page.getByRole('dialog', { name: `Calendar link: ${WHO}` }) };
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test('calendar link, CSV download and print view of a night shift roster', async () => {
  const { context, page, errors } = await openRosterShift(journey.browser, SHIFT);

  // A calendar link for the first employee, shown once.
  const { wizard, dialog } = await openCalendarLink(page);
  await dialog.getByText('No calendar link yet.').waitFor();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Calendar link' }).inputValue();
  expect(link).toMatch(/\/calendar\/[^/]+\.ics$/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await closeRosterSetup(page, wizard);

  // Next month's roster, and the employee's days in View Roster.
  await calculateRoster(page, START);
  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor({ timeout: 60_000 });
  const grid = await gridState(page);
  const worked = Object.entries(grid.works).filter(([, works]) => works);
  const daysOf = (emd: string) => worked.map(([key]) => key.split('|')).filter(([who]) => who === emd);
  const mine = daysOf(journey.emds[0]!).map(([, date]) => date!);
  expect(mine.length).toBeGreaterThan(0);

  // A Draft stays off employees' calendars.
  const draft = await fetch(link);
  expect(draft.status).toBe(200);
  expect(parseFeed(await draft.text()).events).toEqual([]);

  // Published from its Summary, the feed has one event per rostered day, 22:00 to 06:00 the next morning.
  await rosterTab(page, 'Summary').click();
  await rosterStateBar(page).getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog', { name: 'Publish roster' }).getByRole('button', { name: 'Publish' }).click();
  await rosterStateBar(page).getByText('Published', { exact: true }).waitFor();
  await rosterTab(page, 'View Roster').click();
  await page.getByRole('grid', { name: 'Roster calendar' }).waitFor();
  const feed = await fetch(link);
  expect(feed.status).toBe(200);
  expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
  const { events } = parseFeed(await feed.text());
  expect(events.map((event) => [event.start, event.end])).toEqual(
    mine.map((date) => [`${date}T22:00:00`, `${nextDay(date)}T06:00:00`]),
  );

  // Download CSV: one line per assignment, the night shift's end on the next day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  });
  expect(csv.errors).toEqual([]);
  expect(csv.data).toHaveLength(worked.length);
  const myLines = csv.data.filter((line) => `${line.Name} ${line.Surname}` === WHO);
  expect(myLines.map((line) => [line.Date, line.Start, line.End, line.Shift])).toEqual(
    mine.map((date) => [date, `${date} 22:00`, `${nextDay(date)} 06:00`, SHIFT]),
  );

  // Print: window.print is called; on paper the legend shows, the page's controls do not.
  await page.evaluate(() => {
    const printed = window as unknown as { printed: number };
    printed.printed = 0;
    window.print = () => {
      printed.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  const section = page.locator('section[data-print-chosen]');
  expect(await section.getByRole('list', { name: 'Positions' }).isVisible()).toBe(true);
  expect(await section.locator('[data-print="only"]', { hasText: `Night guard ${stamp}` }).isVisible()).toBe(true);
  expect(await section.getByText('Gender: M Male, F Female').isVisible()).toBe(true);
  expect(await page.getByRole('grid', { name: 'Roster calendar' }).isVisible()).toBe(true);
  for (const name of ['Download CSV', 'Print'])
    expect(await page.getByRole('button', { name }).first().isVisible()).toBe(false);
  expect(await rosterTab(page, 'View Roster').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Update roster setup (100%)' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });
  expect(await page.getByRole('button', { name: 'Download CSV' }).first().isVisible()).toBe(true);

  // Revoked, the link answers 404 with an empty body.
  const again = await openCalendarLink(page);
  await again.dialog.getByRole('button', { name: 'Revoke link' }).click();
  await again.dialog.getByRole('button', { name: 'Revoke link' }).click();
  await again.dialog.getByText('The link was revoked: it no longer works.').waitFor();
  const gone = await fetch(link);
  expect(gone.status).toBe(404);
  expect(await gone.text()).toBe('');
  expect(errors).toEqual([]);
  await context.close();
});
