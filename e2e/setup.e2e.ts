/**
 * Times setup: the admin sets up a client type, a client, a site group, a site placed on the map by
 * searching a city, and two shifts; toggles and deletes with confirmation; pages through 60 sites
 * without a repeat; the limited group user sees 'Not allowed' and the server refuses their writes.
 */
import type { Browser, Page } from 'playwright-core';
import { signedInApi } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { nextAnswer } from './support/nextAnswer';
import { openAcmeTimes } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36);

const menu = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name }).click();

test('clients: a client type, a client, its status switch, and delete with confirmation', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = Date.now().toString(36); // per attempt: a retried journey does not meet its own client type
  await openAcmeTimes(page);
  await menu(page, 'CLIENTS');
  await page.getByRole('tab', { name: 'Available Clients' }).waitFor();

  await page.getByRole('tab', { name: 'Client Types' }).click();
  await page.getByRole('button', { name: 'Add client type' }).click();
  await page.getByText('Client type name is required').waitFor();
  await page.getByLabel('Client type name').fill('Retail');
  await page.getByRole('button', { name: 'Add client type' }).click();
  await page.getByRole('alert').filter({ hasText: 'Client type already exist' }).waitFor();
  await page.getByLabel('Client type name').fill(`Security ${stamp}`);
  await page.getByRole('button', { name: 'Add client type' }).click();
  await page.getByRole('cell', { name: `Security ${stamp}`, exact: true }).waitFor();

  await page.getByRole('tab', { name: 'New Client' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Client name is required', 'Select valid client type', 'Select valid date'])
    await page.getByText(message).waitFor();
  await page.getByLabel('Client name').fill(`Bidvest ${stamp}`);
  await page.getByLabel('Client type').selectOption({ label: `Security ${stamp}` });
  await page.getByLabel('Start date').fill('2026-02-01');
  await page.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('listitem', { name: `Bidvest ${stamp}` });
  await card.waitFor();
  await card.getByText(`Security ${stamp}`).waitFor();

  // The status switch flips its label at once; once the server has stored it, the Deactivated
  // filter shows the client.
  const statusSaved = nextAnswer(page, '/api/clnt/34563');
  await card.getByRole('switch').click();
  await card.getByText('Deactivated').waitFor();
  expect(((await (await statusSaved).json()) as { status: string }).status).toBe('OK');
  await page.getByLabel('Filter').selectOption('Deactivated');
  await page.getByRole('listitem', { name: `Bidvest ${stamp}` }).waitFor();
  await page.getByLabel('Filter').selectOption('All');

  // Details, then delete with confirmation.
  await page
    .getByRole('listitem', { name: `Bidvest ${stamp}` })
    .getByRole('heading')
    .click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete Bidvest ${stamp} ?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  // The list is asked again after the delete: once it is back with the seeded client, ours is gone.
  const reloaded = nextAnswer(page, '/api/clnt/34543');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await reloaded;
  await page.getByRole('listitem', { name: 'Acme Retail' }).waitFor();
  expect(await page.getByRole('listitem', { name: `Bidvest ${stamp}` }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('sites and shifts: a group, a site placed by searching a city, two shifts, a deleted shift', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page);
  await menu(page, 'SITES');
  await page.getByRole('tab', { name: 'Site Groups' }).click();
  await page.getByRole('tab', { name: 'Add/Update Site Group' }).click();
  await page.getByRole('button', { name: 'Add site group' }).click();
  await page.getByText('Group name is required').waitFor();
  await page.getByLabel('Group name').fill(`Western Cape ${stamp}`);
  await page.getByRole('button', { name: 'Add site group' }).click();
  await page.getByRole('cell', { name: `Western Cape ${stamp}`, exact: true }).waitFor();

  await page.getByRole('tab', { name: 'New Sites' }).click();
  await page.getByLabel('Apply to general employees').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Site name is required',
    'Select client',
    'Select group',
    'Select at least one option between Apply to general employees or Apply to user employees',
  ]) {
    // The message slot under the field (a select's first option may read the same).
    await page
      .locator('form span', { hasText: new RegExp(`^${message}$`) })
      .first()
      .waitFor();
  }
  expect(await page.getByLabel('Operations manager').locator('option').first().textContent()).toBe('Not Applicable');
  await page.getByLabel('Site name').fill(`Cape Town Depot ${stamp}`);
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Acme Retail' });
  await page.getByLabel('Group', { exact: true }).selectOption({ label: `Western Cape ${stamp}` });
  await page.getByLabel('Operations manager').selectOption({ label: 'Naledi Ops' });
  await page.getByLabel('Apply to user employees').check();
  await page.getByLabel('Search a place').fill('Cape To');
  await page
    .getByRole('option', { name: /Cape Town/ })
    .first()
    .click();
  await page.getByText(/Chosen place: Cape Town/).waitFor();
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the first tab, the new site listed.
  await page.getByRole('tab', { name: 'Available Sites', selected: true }).waitFor();
  const row = page.getByRole('row', { name: new RegExp(`Cape Town Depot ${stamp}`) });
  await row.waitFor();
  expect(await row.getByRole('cell').allTextContents()).toEqual([
    `Cape Town Depot ${stamp}`,
    'Acme Retail',
    `Western Cape ${stamp}`,
    '0',
    '0',
    '0',
    '-',
    '✓',
  ]);

  // Shifts of that site.
  await menu(page, 'SHIFTS');
  await page.getByRole('tab', { name: 'Add Shift' }).click();
  await page.getByLabel('Shift name').fill('Morning');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: `Cape Town Depot ${stamp}` });
  await page.getByLabel('Start time').fill('06:00');
  expect(await page.getByLabel('End time').inputValue()).toBe('12:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem', { name: 'Morning' }).waitFor();
  await page.getByRole('tab', { name: 'Add Shift' }).click();
  await page.getByLabel('Shift name').fill('Night');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: `Cape Town Depot ${stamp}` });
  await page.getByLabel('Start time').fill('18:00');
  expect(await page.getByLabel('End time').inputValue()).toBe('00:00');
  await page.getByRole('button', { name: 'Save' }).click();
  const night = page.getByRole('listitem', { name: 'Night' });
  await night.getByRole('button', { name: 'Delete Night' }).click();
  await page
    .getByRole('dialog', { name: `Delete Night from Cape Town Depot ${stamp} ?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await night.getByText('Deleted', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the site list pages through 60 sites without a repeat', async () => {
  const admin = await signedInApi('821234567', 'Admin#2026');
  const lookups = await admin.call('/api/clnt/324678');
  const groups = await admin.call('/api/site/34344');
  const clnt = (lookups.clients as { cntd: string }[])[0]!.cntd;
  const sgd = (groups.site_groups as { gd: string }[])[0]!.gd;
  for (let i = 0; i < 60; i += 1) {
    const answer = await admin.call('/api/site/4645654', {
      nm: `Paged ${stamp} ${String(i).padStart(2, '0')}`,
      clnt,
      sgd,
      ops: '',
      gen_emply: 1,
      usr_emply: 0,
      location_tp: 1,
      loc_autocomplete: JSON.stringify({
        name: 'Durban',
        description: 'KwaZulu-Natal, South Africa',
        lat: -29.85,
        lng: 31.02,
      }),
      location_changed: 1,
    });
    expect(answer.status).toBe('OK');
  }
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page);
  await menu(page, 'SITES');
  const rows = page.getByRole('table', { name: 'Available Sites' }).locator('tbody tr');
  await rows.first().waitFor();
  let shown = await rows.count();
  while (await page.getByRole('button', { name: 'More' }).isVisible()) {
    await page.getByRole('button', { name: 'More' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('table[aria-label="Available Sites"] tbody tr').length > n,
      shown,
    );
    shown = await rows.count();
  }
  const names = await rows.locator('td:first-child').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  expect(names.filter((name) => name.startsWith(`Paged ${stamp}`))).toHaveLength(60);
  await page
    .getByTestId('sites-shown')
    .filter({ hasText: `${names.length} of ${names.length} sites` })
    .waitFor();
  await context.close();
});

test('the limited group user sees Not allowed for clients, and the server refuses their writes', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234568', 'Group#2026');
  await page.goto(page.url().replace(/\/apptimes.*$/, '/apptimes/clients'));
  await page
    .getByText(
      'Not allowed to add clients. Please contact Administrator to add clients before you can continue with the setup.',
      { exact: true },
    )
    .waitFor();

  const sipho = await signedInApi('821234568', 'Group#2026');
  expect((await sipho.call('/api/clnt/88953', { name: `Sneaky ${stamp}` })).status).toBe('INVALID_USER_RIGHTS');
  expect((await sipho.call('/api/clnt/34543', { flt: 0 })).status).toBe('INVALID_USER_RIGHTS');
  // Sites are theirs to manage (SITES right 1).
  expect((await sipho.call('/api/site/34344')).status).toBe('OK');
  await context.close();
});
