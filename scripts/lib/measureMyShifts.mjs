/**
 * My shifts on a phone (issue 31): once the living demo is ready, Mandla Mthembu (a demo employee, README) signs in
 * through the screens at 390 x 844 and opens Acme Times into My Times; then each run cold-loads /mytimes/shifts in a
 * new context with his cookies only (an empty HTTP cache) until the first shift is visible and the network is idle.
 */
import fs from 'node:fs';
import { measureColdLoad } from './measureLoad.mjs';

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const SHIFT = 'main li';

/** Polls the stack's store file until the demo's build ended; its record. */
async function demoEnded(dbFile, waitMs = 300_000) {
  for (let waited = 0; waited < waitMs; waited += 1000) {
    try {
      const record = JSON.parse(fs.readFileSync(dbFile, 'utf8')).demo?.[0];
      if (record && record.state !== 'building') return record;
    } catch {
      // Being written: read again.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo was still being built after 5 minutes');
}

/** Mandla's cookies after signing in and opening his app (My Times). */
async function signedInEmployee(browser, shellUrl) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}/approot/login`);
    await page.getByLabel('Country').selectOption('27');
    await page.getByLabel('Mobile number').fill('822338553');
    await page.getByLabel('Password').fill('Mandla#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/apphome');
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
    await page.waitForURL('**/mytimes/shifts');
    await page.locator(SHIFT).first().waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function measureMyShifts(browser, shellUrl, dbFile, runs) {
  const demo = await demoEnded(dbFile);
  if (demo.state !== 'ready') throw new Error(`the demo is ${demo.state}: ${demo.message}`);
  const storageState = await signedInEmployee(browser, shellUrl);
  const results = [];
  for (let i = 0; i < runs; i++)
    results.push(
      await measureColdLoad(browser, `${shellUrl}/mytimes/shifts`, {
        selector: SHIFT,
        contextOptions: { ...PHONE, storageState },
      }),
    );
  return results;
}
