/**
 * The chosen shift's roster setup wizard, as the admin opens it from the roster page's 'Update
 * roster setup (100%)' button at one of its steps, and closes it with Escape.
 */
import type { Locator, Page } from 'playwright-core';

/** The wizard, opened at the step whose button matches `step` (e.g. /^Step 3: Employees setup/). */
export async function openRosterSetup(page: Page, step: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: 'Update roster setup (100%)' }).click();
  const wizard = page.getByRole('dialog', { name: 'Roster setup' });
  await wizard.getByRole('button', { name: step }).click();
  return wizard;
}

/** The employees step's Availability dialog of `who` (name and surname), opened. */
export async function openAvailability(page: Page, wizard: Locator, who: string): Promise<Locator> {
  await wizard.getByRole('button', { name: `Availability of ${who}` }).click();
  return page.getByRole('dialog', { name: `Availability of ${who}` });
}

/** Closes the wizard (Escape) and waits until it is gone. */
export async function closeRosterSetup(page: Page, wizard: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await wizard.waitFor({ state: 'detached' });
}
