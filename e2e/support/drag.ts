/**
 * Drags with the mouse in small steps, as a person does (Sortable's fallback drag samples the
 * pointer), after scrolling the source, then the target, into view if they are not.
 */
import type { Locator, Page } from 'playwright-core';

export async function drag(page: Page, source: Locator, target: Locator, { above = false } = {}): Promise<void> {
  // Both ends on screen (a long list may have scrolled the target away); no scroll when they are.
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const endX = to.x + to.width / 2;
  const endY = above ? to.y + Math.min(6, to.height / 4) : to.y + to.height / 2;
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(from.x + ((endX - from.x) * step) / 12, from.y + ((endY - from.y) * step) / 12);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(150);
  await page.mouse.up();
}
