/** The Times side menu as a user reads it. */
import type { Page } from 'playwright-core';

/** The Times menu's entries, once the user's rights have rendered it (not the spinner before it). */
export async function menuLabels(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Times menu' }).getByRole('link');
  await links.first().waitFor();
  return links.allTextContents();
}
