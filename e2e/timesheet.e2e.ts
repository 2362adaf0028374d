/**
 * The timesheet (issue 20): an employee of a shift at Pretoria Central clocks in at the kiosk by
 * number without a rostered shift today; the admin's timesheet of the shift for this week shows
 * the day as unrostered with the hours clocked so far; the admin approves it with the minutes and a
 * reason (kept with the day), and exports the approved days as a CSV file for payroll.
 */
import fs from 'node:fs';
import { newPage } from './support/browser';
import { openAcmeTimes } from './support/publicPages';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';
import { stackNow } from './support/stackClock';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Ts${stamp}`;
const NAME = `${PREFIX}0 Bench`;
const SHIFT = `Sheet ${stamp}`;

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 1, prefix: PREFIX },
    shift: { shiftName: SHIFT, roleName: `Sheeter ${stamp}`, abbr: `T${stamp.slice(-3).toUpperCase()}`, perDay: 1 },
  });
});
afterAll(() => journey.browser.close());

const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

it('shows a clock-in on the timesheet, approves the day with a reason and exports it', async () => {
  const { page, context, errors } = await newPage(journey.browser);
  await openAcmeTimes(page);
  const main = page.getByRole('main');
  await page.goto(page.url().replace(/\/apptimes.*$/, `/apptimes/kiosk/${SITE}`));
  await main.getByRole('textbox', { name: 'Employee number' }).fill(`${PREFIX}-0`);
  await main.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('dialog', { name: `Clock in ${NAME}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await main.getByText(new RegExp(`^${NAME} clocked in at`)).waitFor();
  const today = localDate(stackNow());

  await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'TIMESHEET' }).click();
  await main.getByRole('heading', { name: 'Timesheet', exact: true }).waitFor();
  await main.getByLabel('Site').selectOption({ label: 'Pretoria Central' });
  await main.getByLabel('Shift').selectOption({ label: SHIFT });
  await main.getByRole('button', { name: 'Show' }).click();
  const cell = main.getByRole('table', { name: 'Timesheet' }).getByRole('button', { name: `${NAME}, ${today}` });
  await cell.waitFor();
  expect(await cell.textContent()).toMatch(/^0\.0 \/ \d+\.\d h.*Unrostered/);

  await cell.click();
  const dialog = page.getByRole('dialog', { name: `${NAME}: ${today}` });
  await dialog.getByLabel('Minutes worked').fill('480');
  await dialog.getByLabel('Reason').fill('Covered the gate all day');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  await main
    .getByRole('button', { name: `${NAME}, ${today}` })
    .getByText('Approved')
    .waitFor();
  expect(await main.getByRole('button', { name: `${NAME}, ${today}` }).textContent()).toContain('0.0 / 8.0 h');

  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export approved days (CSV)' }).click();
  const download = await downloading;
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Employee,Employee number,Date,Shift,Rostered hours,Worked hours,Approved hours,Reason,Approved by,Approved at',
  );
  expect(csv).toContain(`${NAME},${PREFIX}-0,${today},${SHIFT},0.0,`);
  expect(csv).toContain(',8.0,Covered the gate all day,Thandi Admin,');
  expect(errors).toEqual([]);
  await context.close();
});
