/** Any visitor sends a contact request. */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, shellUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('a visitor sends a contact request; wrong inputs show the spec messages', async () => {
  const { context, page, errors } = await newPage(browser);
  await page.goto(shellUrl('/'));
  await page.getByRole('link', { name: 'CONTACT US' }).click();
  await page.waitForURL('**/approot/contactus');

  await page.getByLabel('Name', { exact: true }).fill('A');
  await page.getByLabel('Email', { exact: true }).fill('nope');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Name is required',
    'Surname is required',
    'Invalid email address',
    'Valid mobile number is required',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }

  const select = page.getByLabel('Select Product');
  expect(await select.locator('option').allTextContents()).toEqual([
    'Select Product',
    'Times',
    'Classic Vend',
    'Smart AMI',
  ]);
  await select.selectOption({ label: 'Classic Vend' });
  await page.getByLabel('Name', { exact: true }).fill('Ayanda');
  await page.getByLabel('Surname', { exact: true }).fill('Zulu');
  await page.getByLabel('Mobile', { exact: true }).fill('0831234567');
  await page.getByLabel('Email', { exact: true }).fill('ayanda@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Your request has been submitted').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
