/** The roster list (ROSTER LIST in the Times menu) at Acme Retail's Pretoria Central. */
import type { Locator, Page } from 'playwright-core';
import { selectAcmeRetailSite } from './rosterPage';

/** Opens the roster list from the menu and answers the card of the shift's roster and its Open button, once shown. */
export async function rosterListCard(page: Page, shiftName: string): Promise<{ card: Locator; open: Locator }> {
  await page.getByRole('link', { name: 'ROSTER LIST' }).first().click();
  await page.waitForURL('**/apptimes/rosters');
  await selectAcmeRetailSite(page);
  const open = page.getByRole('button', { name: new RegExp(`^Open roster Pretoria Central ${shiftName} `) });
  await open.waitFor();
  return { card: page.locator('article', { has: open }), open };
}
