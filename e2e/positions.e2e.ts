/** Positions: add with the spec's messages, the card, a duplicate refused, update and delete; restricted users see 'Not allowed'. */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { nextAnswer } from './support/nextAnswer';
import { openAcmeTimes } from './support/publicPages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the admin adds, updates and deletes a position', async () => {
  const { context, page, errors } = await newPage(browser);
  const stamp = Date.now().toString(36).slice(-4).toUpperCase();
  await openAcmeTimes(page, '821234567', 'Admin#2026');
  await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'POSITIONS' }).click();
  await page.getByRole('tab', { name: 'Available Employee Positions' }).waitFor();

  await page.getByRole('tab', { name: 'Add Employee Positions' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Position name is required').waitFor();
  await page.getByText('Abbreviation is required').waitFor();
  await page.getByLabel('Abbreviation').fill('TOOLONG');
  await page.getByLabel('Position name').fill(`Guard ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Max length exceeded').waitFor();
  await page.getByLabel('Abbreviation').fill(stamp);
  await page.getByLabel('Daily hours').fill('8');
  await page.getByLabel('Weekly hours').fill('40');
  await page.getByLabel('Monthly hours').fill('160');
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await page.getByLabel(day, { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  const card = page.getByRole('listitem', { name: `Guard ${stamp}` });
  await card.getByText(`Guard ${stamp} (${stamp})`).waitFor();
  await card.getByText('Daily 8 h · Weekly 40 h · Monthly 160 h').waitFor();
  expect(await card.getByLabel('Mon on').count()).toBe(1);
  expect(await card.getByLabel('Sat off').count()).toBe(1);

  // The same abbreviation again is refused, and what was typed stays.
  await page.getByRole('tab', { name: 'Add Employee Positions' }).click();
  await page.getByLabel('Position name').fill(`Other ${stamp}`);
  await page.getByLabel('Abbreviation').fill(stamp);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'Position name or abbreviation already exist' }).waitFor();
  expect(await page.getByLabel('Position name').inputValue()).toBe(`Other ${stamp}`);
  // With an abbreviation of its own it is saved: the journey's second position, kept to the end.
  await page.getByLabel('Abbreviation').fill(`X${stamp.slice(1)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('listitem', { name: `Other ${stamp}` }).waitFor();

  // Update (with the spec's update message), then delete with confirmation.
  await page.getByRole('tab', { name: 'Available Employee Positions' }).click();
  await page.getByRole('listitem', { name: `Guard ${stamp}` }).click();
  await page.getByLabel('Position name').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByText('Psition name is required').waitFor();
  await page.getByLabel('Position name').fill(`Senior Guard ${stamp}`);
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('listitem', { name: `Senior Guard ${stamp}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  // The list is asked again after the delete; once it shows the journey's other position, this one is gone.
  const reloaded = nextAnswer(page, '/api/empl/56799');
  await page
    .getByRole('dialog', { name: `Delete Senior Guard ${stamp} ?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await reloaded;
  await page.getByRole('listitem', { name: `Other ${stamp}` }).waitFor();
  expect(await page.getByRole('listitem', { name: `Senior Guard ${stamp}` }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('an operations manager sees the Not allowed texts on positions', async () => {
  const { context, page } = await newPage(browser);
  await openAcmeTimes(page, '821234569', 'Ops#2026');
  await page.goto(page.url().replace(/\/apptimes.*$/, '/apptimes/positions'));
  await page
    .getByText(
      'Not allowed to add shifts. Please contact Administrator to add shifts before you can continue with the setup.',
      { exact: true },
    )
    .waitFor();
  await context.close();
});
