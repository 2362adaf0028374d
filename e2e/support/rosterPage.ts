/** The roster pages' selectors as a user picks them: Acme Retail, the site (Pretoria Central unless given), then the shift. */
import type { Page } from 'playwright-core';

/** Acme Retail and the site in the page's Select Client and Select Site (the roster page's or the roster list's). */
export async function selectAcmeRetailSite(page: Page, siteName = 'Pretoria Central'): Promise<void> {
  await page.getByLabel('Select Client').selectOption({ label: 'Acme Retail' });
  // Other journeys add sites to Acme Retail, so its first site is not always Pretoria Central.
  await page.getByLabel('Select Site').locator('option', { hasText: siteName }).waitFor({ state: 'attached' });
  await page.getByLabel('Select Site').selectOption({ label: siteName });
}

export async function selectRosterShift(page: Page, shiftName: string, siteName = 'Pretoria Central'): Promise<void> {
  await selectAcmeRetailSite(page, siteName);
  await page.getByLabel('Select Shift').locator('option', { hasText: shiftName }).waitFor({ state: 'attached' });
  await page.getByLabel('Select Shift').selectOption({ label: shiftName });
}
