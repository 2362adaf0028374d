/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchCspViolations } from './cspViolations';
import { stackNowMs } from './stackClock';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CHROMIUM_PATH, CHROMIUM_ARGS } = require('../../scripts/lib/chromium.cjs') as {
  CHROMIUM_PATH: string;
  CHROMIUM_ARGS: string[];
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const shellUrl = (path = '/'): string =>
  new URL(path, process.env.E2E_SHELL_URL || 'http://127.0.0.1:5200').toString();
export const apiUrl = (path: string): string =>
  new URL(path, process.env.E2E_API_URL || 'http://127.0.0.1:5300').toString();

/**
 * When the stack's clock is set to another day (TIMES_NOW, with TIMES_NOW_FROM set by the e2e runner: see
 * mock-api/src/clock/clockFromEnv.ts), the page's clock is set to the same instant and runs on from there, so the
 * screens and the API agree on what today is.
 */
async function followStackClock(context: BrowserContext): Promise<void> {
  if (process.env.TIMES_NOW) await context.clock.install({ time: stackNowMs() });
}

/**
 * A fresh context (no cookies, no cache) and page, a desktop's or (phone) a phone's; page errors and Content-Security-Policy
 * violations are collected for assertions (and any violation fails the journey, see cspViolations.ts).
 */
export async function newPage(
  browser: Browser,
  { phone = false }: { phone?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // A phone: 390 x 844 with touch (My Times is built for it first); else a desktop.
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  await followStackClock(context);
  const errors: string[] = [];
  await watchCspViolations(context, errors);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
