/**
 * App home and the Times frame: the admin creates an organization, an organization app and an
 * own app, sees them under Following, opens one and lands in the Times frame with the menu the
 * rights give; the limited group user sees only their entries.
 */
import type { Browser, Page } from 'playwright-core';
import { signedInApi } from './support/api';
import { createAndOpenApp } from './support/newApp';
import type { ApiUser } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signInByMobile } from './support/publicPages';
import { menuLabels } from './support/timesMenu';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ADMIN_MENU = [
  'ROSTER',
  'ROSTER LIST',
  'REQUESTS',
  'TIMESHEET',
  'KIOSK',
  'CLIENTS',
  'SITES',
  'SHIFTS',
  'POSITIONS',
  'EMPLOYEES',
  'USERS',
  'WEBCAM',
];

async function signInAdmin(page: Page) {
  await signInByMobile(page, '821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');
}

/** A client (and its client type) added to the app the API user has chosen. */
async function addClient(api: ApiUser, client: string): Promise<void> {
  expect((await api.call('/api/clnt/88953', { name: `Type of ${client}` })).status).toBe('OK');
  const types = (await api.call('/api/clnt/76343')).types as { tpd: string; name: string }[];
  const type = types.find((candidate) => candidate.name === `Type of ${client}`);
  expect(type).toBeDefined();
  expect(
    (await api.call('/api/clnt/64523', { name: client, clnt_tpd: type?.tpd, dt_started: '2026-01-05' })).status,
  ).toBe('OK');
}

const following = (page: Page) => page.getByRole('tab', { name: 'Following' }).click();

test('the app home: carousel, Discover and Following, profile and accounts', async () => {
  const { context, page, errors } = await newPage(browser);
  await signInAdmin(page);
  const slide = page.getByTestId('ad-slide');
  const first = await slide.textContent();
  await page.getByRole('button', { name: 'Next slide' }).click();
  expect(await slide.textContent()).not.toBe(first);
  expect(await page.getByRole('button', { name: /^Slide \d$/ }).count()).toBe(3);

  await page.getByRole('tab', { name: 'Discover' }).waitFor();
  await page.getByRole('region', { name: 'Times' }).getByRole('button', { name: 'Create App' }).waitFor();
  await following(page);
  await page.getByRole('button', { name: 'NEW APP' }).waitFor();
  await page
    .getByRole('region', { name: 'Acme Security Services' })
    .getByRole('button', { name: 'Open Acme Times' })
    .waitFor();

  await page.getByRole('button', { name: 'Thandi Admin' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Profile' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Thandi Admin' }).click();
  await page.getByRole('menuitem', { name: 'Accounts' }).click();
  await page.getByRole('dialog', { name: 'Accounts' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'MESSAGES' }).click();
  await page.waitForURL('**/apphome/homemessages');
  await page.getByText('You have no messages.').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the admin creates an organization, an organization app and an own app, and sees them under Following', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = Date.now().toString(36);
  await signInAdmin(page);
  await page.getByRole('button', { name: 'Create App' }).click();
  await page.waitForURL('**/apphome/homenewapp');
  await page.getByRole('heading', { name: 'Create times app' }).waitFor();

  // Organization App: an existing name is refused, a new one is added and chosen.
  await page.getByRole('button', { name: /Organization App/ }).click();
  await page.getByRole('button', { name: 'Choose Acme Security Services' }).waitFor();
  await page.getByRole('tab', { name: 'New organization' }).click();
  await page.getByRole('button', { name: 'Add organization' }).click();
  await page.getByText('Name required').waitFor();
  await page.getByLabel('Organization name').fill('Acme Security Services');
  await page.getByRole('button', { name: 'Add organization' }).click();
  await page.getByRole('alert').filter({ hasText: 'Name already exist' }).waitFor();
  await page.getByLabel('Organization name').fill(`Kruger Logistics ${stamp}`);
  await page.getByLabel('VAT number (optional)').fill(`VAT${stamp}`);
  await page.getByRole('button', { name: 'Add organization' }).click();
  await page.getByText(`Organization: Kruger Logistics ${stamp}`).waitFor();

  // The app form with its messages.
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByText('Valid app name is required').waitFor();
  await page.getByText('Valid description required').waitFor();
  await page.getByLabel('App name').fill(`Kruger Times ${stamp}`);
  await page.getByLabel('Description').fill('Rosters for the Kruger depots');
  await page.getByLabel('Handle (optional)').fill('acme-times');
  await page.getByLabel('Tags (optional, separated by commas)').fill('logistics, depots');
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('alert').filter({ hasText: 'Handle name already exist' }).waitFor();
  await page.getByLabel('Handle (optional)').fill(`kruger-${stamp}`);
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.waitForURL('**/apphome');
  await page
    .getByRole('region', { name: `Kruger Logistics ${stamp}` })
    .getByRole('button', { name: `Open Kruger Times ${stamp}` })
    .waitFor();

  // Own App.
  await page.getByRole('button', { name: 'NEW APP' }).click();
  await page.getByRole('button', { name: /Own App/ }).click();
  await page.getByLabel('App name').fill(`Thandi Planner ${stamp}`);
  await page.getByLabel('Description').fill('My own rosters');
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.waitForURL('**/apphome');
  await page
    .getByRole('region', { name: 'Thandi Admin' })
    .getByRole('button', { name: `Open Thandi Planner ${stamp}` })
    .waitFor();

  // The same own-app name again is refused.
  await page.getByRole('button', { name: 'NEW APP' }).click();
  await page.getByRole('button', { name: /Own App/ }).click();
  await page.getByLabel('App name').fill(`Thandi Planner ${stamp}`);
  await page.getByLabel('Description').fill('Again');
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('alert').filter({ hasText: 'App name already exist' }).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL('**/apphome');
  expect(errors).toEqual([]);
  await context.close();
});

test('opening an app lands in the Times frame with the admin menu', async () => {
  const { context, page, errors } = await newPage(browser);
  await signInAdmin(page);
  await following(page);
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/apptimes');
  await page.getByTestId('times-app-name').filter({ hasText: 'Acme Times' }).waitFor();
  expect(await menuLabels(page)).toEqual(ADMIN_MENU);

  // The Times top bar's user menu opens the Profile and Accounts modals (spec 001 section 2.1).
  const topBar = page.getByRole('banner');
  await topBar.getByRole('button', { name: 'Thandi Admin' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('dialog', { name: 'Profile' }).waitFor();
  await page.keyboard.press('Escape');
  await topBar.getByRole('button', { name: 'Thandi Admin' }).click();
  await page.getByRole('menuitem', { name: 'Accounts' }).click();
  await page.getByRole('dialog', { name: 'Accounts' }).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'TIMESHEET' }).click();
  await page.getByRole('heading', { name: 'Timesheet' }).waitFor();
  await page.getByRole('link', { name: 'APP HOME' }).click();
  await page.waitForURL('**/apphome');
  await following(page);
  await page.getByRole('region', { name: 'Recent' }).getByRole('button', { name: 'Open Acme Times' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a new app starts the setup wizard at its first step, with Previous, Next and the progress bar', async () => {
  const { context, page, errors } = await newPage(browser);
  const name = `Fresh Start ${Date.now().toString(36)}`;
  await createAndOpenApp(page, name);

  await page.getByRole('button', { name: 'Setup times using wizard (0%)' }).click();
  const wizard = page.getByRole('dialog', { name: 'Use wizard to setup times' });
  await wizard.getByRole('region', { name: 'Clients' }).getByText('Clients: not done yet').waitFor();
  expect(await wizard.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('region', { name: 'Sites' }).waitFor();
  await wizard.getByRole('button', { name: 'Previous' }).click();
  await wizard.getByRole('region', { name: 'Clients' }).waitFor();
  expect(await wizard.getByRole('progressbar').getAttribute('value')).toBe('0');
  await wizard.getByRole('button', { name: 'Go to Clients' }).click();
  await page.waitForURL('**/apptimes/clients');
  await page.getByRole('tab', { name: 'Available Clients' }).waitFor();

  // With this app's first client (its own data, whatever other journeys do to the demo app), the
  // banner asks to complete the setup at 20%.
  await addClient(await signedInApi('821234567', 'Admin#2026', name), `First client ${name}`);
  await page.reload();
  await page.getByRole('button', { name: 'Complete times setup (20%)' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the limited group user sees only the menu entries their group grants', async () => {
  const { context, page } = await newPage(browser);
  await signInByMobile(page, '821234568', 'Group#2026');
  await page.waitForURL('**/apphome');
  await following(page);
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/apptimes');
  await page.getByRole('banner').getByRole('button', { name: 'Sipho Group' }).waitFor();
  // Sipho's group may view rosters only: no REQUESTS (a request is decided by those who may adjust rosters).
  expect(await menuLabels(page)).toEqual(['ROSTER', 'ROSTER LIST', 'TIMESHEET', 'KIOSK', 'SITES']);
  await context.close();
});

test('without a chosen app, /apptimes sends the user to choose one', async () => {
  const { context, page } = await newPage(browser);
  await signInByMobile(page, '821234569', 'Ops#2026');
  await page.waitForURL('**/apphome');
  await page.goto(page.url().replace('/apphome', '/apptimes'));
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
  await page.waitForURL('**/apptimes');
  expect(await menuLabels(page)).toEqual(['ROSTER', 'ROSTER LIST', 'REQUESTS', 'TIMESHEET', 'KIOSK']);
  await context.close();
});
