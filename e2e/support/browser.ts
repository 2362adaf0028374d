/** Debian's Chromium driven by playwright-core; never a downloaded browser. */
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const shellUrl = (path = '/'): string => new URL(path, process.env.E2E_SHELL_URL || 'http://127.0.0.1:5200').toString();
export const apiUrl = (path: string): string => new URL(path, process.env.E2E_API_URL || 'http://127.0.0.1:5300').toString();

/** A fresh context (no cookies, no cache) and page; page errors are collected for assertions. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
