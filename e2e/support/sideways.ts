/**
 * Whether a page scrolls sideways, and if it does, which elements make it so: those whose right
 * edge reaches the page's scroll width, for a readable failure such as
 * "TH (Photo) 1 px wide, right edge at 611".
 */
import type { Page } from 'playwright-core';

export interface Sideways {
  scrollWidth: number;
  innerWidth: number;
  culprits: string[];
}

export function sideways(page: Page): Promise<Sideways> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (scrollWidth <= window.innerWidth || box.right + window.scrollX < scrollWidth - 1) continue;
      const name = element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
      culprits.push(
        `${element.tagName} (${name}) ${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)}`,
      );
    }
    return { scrollWidth, innerWidth: window.innerWidth, culprits: culprits.slice(0, 8) };
  });
}
