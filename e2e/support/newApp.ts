/** The demo admin signs in, creates an own app (setup at 0%) and opens it in the Times frame. */
import type { Page } from 'playwright-core';
import { signInByMobile } from './publicPages';

export async function createAndOpenApp(page: Page, name: string): Promise<void> {
  await signInByMobile(page, '821234567', 'Admin#2026');
  await page.waitForURL('**/apphome');
  await page.getByRole('button', { name: 'Create App' }).click();
  await page.getByRole('button', { name: /Own App/ }).click();
  await page.getByLabel('App name').fill(name);
  await page.getByLabel('Description').fill('Set up with the wizard');
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.waitForURL('**/apphome');
  await page
    .getByRole('button', { name: `Open ${name}` })
    .first()
    .click();
  await page.waitForURL('**/apptimes');
  await page.getByTestId('times-app-name').filter({ hasText: name }).waitFor();
}
