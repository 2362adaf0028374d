/**
 * axe-core in the page under test: its source is evaluated in the page from node_modules (nothing is
 * fetched; evaluated through the DevTools protocol, not as a <script> tag, which the apps' Content
 * Security Policy rightly refuses as inline script), then `axe.run` checks the whole document with its default rules. `seriousFindings` lists what a
 * user of assistive technology would be blocked by (impact serious or critical), one readable line
 * per rule: id, impact, help text and the CSS selectors of the offending elements.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { resultTypes: ['violations'] }),
  );
}

/** The serious and critical axe findings on the page as it is now, e.g. "color-contrast (serious) …: .a, .b". */
export async function seriousFindings(page: Page): Promise<string[]> {
  const { violations } = await runAxe(page);
  return violations
    .filter((violation) => BLOCKING.includes(violation.impact ?? null))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
