/** The Times side menu as a user reads it. */
import type { Page } from 'playwright-core';

/**
 * The Times menu's entries, once the user's rights have rendered it (not the spinner before it): their names,
 * without the count an entry may show beside it (REQUESTS: what waits), which comes when it is read.
 */
export async function menuLabels(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Times menu' }).getByRole('link');
  await links.first().waitFor();
  return links.evaluateAll((elements) =>
    elements.map((element) =>
      [...element.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.dataset.count !== undefined))
        .map((node) => node.textContent ?? '')
        .join(''),
    ),
  );
}
