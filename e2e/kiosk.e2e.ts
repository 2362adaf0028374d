/**
 * The kiosk (issue 20): the admin opens KIOSK, starts the kiosk of Pretoria Central, and a new
 * employee of a shift there clocks in with their employee number after confirming 'Clock in
 * {name}?'. The connection then drops: their clock-out waits on the device ('Waiting to send: 1')
 * and is sent, with the time it was made, when the connection returns. The API then has them
 * clocked out (its kiosk answer says so).
 */
import type { Page } from 'playwright-core';
import { newPage } from './support/browser';
import { openAcmeTimes } from './support/publicPages';
import { rosterJourney } from './support/rosterJourney';
import type { RosterJourney } from './support/rosterJourney';
import { PRETORIA_CENTRAL as SITE } from './support/site';

const stamp = Date.now().toString(36).slice(-5);
const PREFIX = `Ks${stamp}`;
const NAME = `${PREFIX}0 Bench`;
const NUMBER = `${PREFIX}-0`;

let journey: RosterJourney;

beforeAll(async () => {
  journey = await rosterJourney({
    employees: { count: 1, prefix: PREFIX },
    shift: {
      shiftName: `Kiosk ${stamp}`,
      roleName: `Clocker ${stamp}`,
      abbr: `K${stamp.slice(-3).toUpperCase()}`,
      perDay: 1,
    },
  });
});
afterAll(() => journey.browser.close());

async function clock(page: Page, question: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Employee number' }).fill(NUMBER.toLowerCase());
  await main.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const clockedIn = async (): Promise<number | undefined> => {
  const kiosk = await journey.admin.call('/api/attd/20101', { std: SITE });
  const employees = kiosk.employees as { empd: string; clocked_in: number }[];
  return employees.find((employee) => employee.empd === journey.emds[0])?.clocked_in;
};

it('clocks an employee in by number, and sends the clock-out made offline when the connection returns', async () => {
  const { context, page, errors } = await newPage(journey.browser);
  await openAcmeTimes(page);
  await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'KIOSK' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Site').selectOption({ label: 'Pretoria Central' });
  await main.getByRole('button', { name: 'Start kiosk' }).click();
  await page.waitForURL(`**/apptimes/kiosk/${SITE}`);
  await main.getByRole('heading', { name: 'Kiosk: Pretoria Central' }).waitFor();

  // An unknown number is refused where it was typed.
  await main.getByRole('textbox', { name: 'Employee number' }).fill('nobody-here');
  await main.getByRole('button', { name: 'Continue' }).click();
  await main.getByText('No employee of this site has that number').waitFor();

  await clock(page, `Clock in ${NAME}?`);
  await main.getByText(new RegExp(`^${NAME} clocked in at \\d{2}:\\d{2}`)).waitFor();
  expect(await clockedIn()).toBe(1);

  await context.setOffline(true);
  await clock(page, `Clock out ${NAME}?`);
  await main.getByText(`${NAME}: saved on this device. It will be sent when the connection returns.`).waitFor();
  await main.getByText('Waiting to send: 1').waitFor();
  expect(await clockedIn()).toBe(1);

  await context.setOffline(false);
  await main.getByText(new RegExp(`^${NAME} clocked out at \\d{2}:\\d{2}$`)).waitFor();
  await main.getByText('Waiting to send: 1').waitFor({ state: 'detached' });
  expect(await clockedIn()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
