/**
 * The roster page: the client → site → shift cascade with 'empty' selectors, the tabs each user's
 * ROSTER rights allow, and the full-screen 'Create/View Roster' modal.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { openAcmeTimes } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const tabNames = (page: Page) => page.getByRole('tab').allTextContents();

test('the admin picks a client and sees its first site chosen, with every roster tab', async () => {
  const { context, page, errors } = await newPage(browser);
  await openAcmeTimes(page, '821234567', 'Admin#2026');
  await page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
  await page.waitForFunction(() => {
    const select = [...document.querySelectorAll('label')]
      .find((label) => label.textContent?.startsWith('Select Site'))
      ?.querySelector('select');
    return Boolean(select && select.value !== '');
  });
  expect(await tabNames(page)).toEqual(['Create Roster', 'Summary', 'View Roster']);
  await page.getByRole('tab', { name: 'Create Roster', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Create/View Roster' }).click();
  await page.getByRole('dialog', { name: 'Create/View Roster' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('a group user with the view right sees Summary and View Roster, starting on Summary', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234568', 'Group#2026');
  await page.getByRole('tab', { name: 'Summary', selected: true }).waitFor();
  expect(await tabNames(page)).toEqual(['Summary', 'View Roster']);
  await context.close();
});
