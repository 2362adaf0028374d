/**
 * Drags with the mouse in small steps, as a person does (Sortable's fallback drag samples the
 * pointer), after bringing both ends on screen, clear of the window's edges: Sortable scrolls the
 * page while the pointer is near an edge, which would move the target away from under the pointer
 * (a cell scrolled just into view sits right at the edge).
 */
import type { Locator, Page } from 'playwright-core';

/** Sortable's scroll band is 30 px; twice that keeps the whole cell out of it. */
const EDGE_MARGIN = 60;

/** Scrolls the element to the middle of the window when it is within EDGE_MARGIN of an edge or out of view. */
function clearOfEdges(element: Locator): Promise<void> {
  return element.evaluate((node, margin) => {
    const box = node.getBoundingClientRect();
    const clear =
      box.top >= margin &&
      box.bottom <= window.innerHeight - margin &&
      box.left >= margin &&
      box.right <= window.innerWidth - margin;
    if (!clear) node.scrollIntoView({ block: 'center', inline: 'nearest' });
  }, EDGE_MARGIN);
}

function inBand(box: { y: number; height: number }, height: number): boolean {
  return box.y >= EDGE_MARGIN && box.y + box.height <= height - EDGE_MARGIN;
}

export async function drag(page: Page, source: Locator, target: Locator, { above = false } = {}): Promise<void> {
  await clearOfEdges(source);
  await clearOfEdges(target);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: element not visible');
  const height = page.viewportSize()?.height ?? Infinity;
  if (!inBand(from, height) || !inBand(to, height))
    throw new Error('drag: the two ends are too far apart to be on screen together, clear of its edges');
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
