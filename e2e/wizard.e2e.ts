/**
 * The setup wizard on a new app: each of the five steps shows its form inside the wizard (loaded
 * from remote-times-setup and remote-times-people); saving a step raises the progress by 20% and
 * moves on; at 100% the banner is gone.
 */
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { createAndOpenApp } from './support/newApp';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const progressOf = async (wizard: Locator) => wizard.locator('progress').getAttribute('value');

async function expectStep(wizard: Locator, name: string, percent: number) {
  await wizard.getByRole('region', { name }).getByText(`${name}: not done yet`).waitFor();
  await wizard.locator(`progress[value="${percent}"]`).waitFor();
}

test('walking the five steps from 0% to 100% inside the wizard hides the banner', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = Date.now().toString(36);
  const appName = `Wizard Walk ${stamp}`;
  await createAndOpenApp(page, appName);

  await page.getByRole('button', { name: 'Setup times using wizard (0%)' }).click();
  const wizard = page.getByRole('dialog', { name: 'Use wizard to setup times' });

  // 1. Clients: a client type first (a new app has none), then the client.
  await expectStep(wizard, 'Clients', 0);
  await wizard.getByLabel('Client type name').fill('Retail');
  await wizard.getByRole('button', { name: 'Add client type' }).click();
  await wizard.getByRole('cell', { name: 'Retail', exact: true }).waitFor();
  await wizard.getByLabel('Client name').fill('Shoprite');
  await wizard.getByLabel('Client type', { exact: true }).selectOption({ label: 'Retail' });
  await wizard.getByLabel('Start date').fill('2026-01-05');
  await wizard.getByRole('button', { name: 'Save' }).click();

  // 2. Sites: a site group first, then the site placed by searching a city.
  await expectStep(wizard, 'Sites', 20);
  await page.getByRole('button', { name: 'Complete times setup (20%)' }).waitFor();
  await wizard.getByRole('tab', { name: 'Add/Update Site Group' }).click();
  await wizard.getByLabel('Group name').fill('Gauteng');
  await wizard.getByRole('button', { name: 'Add site group' }).click();
  await wizard.getByRole('cell', { name: 'Gauteng', exact: true }).waitFor();
  await wizard.getByLabel('Site name').fill('Sandton Depot');
  await wizard.getByLabel('Client', { exact: true }).selectOption({ label: 'Shoprite' });
  await wizard.getByLabel('Group', { exact: true }).selectOption({ label: 'Gauteng' });
  await wizard.getByLabel('Search a place').fill('Johannes');
  await wizard
    .getByRole('option', { name: /Johannesburg/ })
    .first()
    .click();
  await wizard.getByRole('button', { name: 'Save' }).click();

  // 3. Shifts.
  await expectStep(wizard, 'Shifts', 40);
  await wizard.getByLabel('Shift name').fill('Day');
  await wizard.getByLabel('Site', { exact: true }).selectOption({ label: 'Sandton Depot' });
  await wizard.getByLabel('Start time').fill('07:00');
  await wizard.getByRole('button', { name: 'Save' }).click();

  // 4. Positions.
  await expectStep(wizard, 'Positions', 60);
  await wizard.getByLabel('Position name').fill('Guard');
  await wizard.getByLabel('Abbreviation').fill('GRD');
  await wizard.getByRole('button', { name: 'Save' }).click();

  // 5. Employees.
  await expectStep(wizard, 'Employees', 80);
  await wizard.getByLabel('Name', { exact: true }).fill('Lerato');
  await wizard.getByLabel('Surname', { exact: true }).fill('Mokoena');
  await wizard.getByLabel('Mobile').fill('0831234567');
  await wizard.getByLabel('Date of birth').fill('1994-03-12');
  await wizard.getByLabel('Female').check();
  await wizard.getByRole('button', { name: 'Save' }).click();

  await wizard.locator('progress[value="100"]').waitFor();
  expect(await progressOf(wizard)).toBe('100');
  await wizard.getByRole('button', { name: 'Close' }).first().click();
  await wizard.waitFor({ state: 'detached' });
  // After a fresh load of the app's details (the app name is drawn from the same answer), no banner.
  await page.reload();
  await page.getByTestId('times-app-name').filter({ hasText: appName }).waitFor();
  expect(await page.getByRole('button', { name: /Complete times setup|Setup times using wizard/ }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
