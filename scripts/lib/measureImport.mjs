/**
 * The CSV import in Chromium, as a user does it: sign in as the demo admin, open Employees → New
 * Employee → 'Import employees from csv file', choose a generated file of `rows` employees and wait
 * for the summary. Measures the whole import, the longest main-thread task (Long Tasks API) and
 * the longest gap between ticks of a 50 ms timer in the page (what a user feels as a freeze).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const HEADER = 'Name;Surname;Date of Birth;Mobile;Gender;Employee Number;ID Type;ID';

/** A file of `rows` distinct employees in the spec's format (semicolons). */
export function writeEmployeesCsv(rows) {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push(
      `Bench${i};Worker${i};19${70 + (i % 30)}-${month}-${day};07${String(i).padStart(8, '0')};${(i % 2) + 1};B-${i};1;`,
    );
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'times-bench-csv-')), `employees-${rows}.csv`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Runs in the page before its scripts: collects long tasks and the longest timer gap. */
function watchMainThread() {
  const w = window;
  w.__bench = { longest: 0, longTasks: 0, maxGap: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__bench.longTasks += 1;
      w.__bench.longest = Math.max(w.__bench.longest, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    w.__bench.maxGap = Math.max(w.__bench.maxGap, now - last - 50);
    last = now;
  }, 50);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl
 * @param {number} rows
 */
export async function measureImport(browser, shellUrl, rows) {
  const file = writeEmployeesCsv(rows);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}/approot/login`);
    await page.getByLabel('Country').selectOption('27');
    await page.getByLabel('Mobile number').fill('821234567');
    await page.getByLabel('Password').fill('Admin#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/apphome');
    await page.getByRole('tab', { name: 'Following' }).click();
    await page.getByRole('button', { name: 'Open Acme Times' }).first().click();
    await page.waitForURL('**/apptimes');
    await page.getByRole('navigation', { name: 'Times menu' }).getByRole('link', { name: 'EMPLOYEES' }).click();
    await page.getByRole('tab', { name: 'New Employee' }).click();
    await page.getByRole('button', { name: 'Import employees from csv file' }).click();
    await page.getByLabel('Select .csv file').waitFor();
    await page.evaluate(watchMainThread);

    const started = Date.now();
    await page.getByLabel('Select .csv file').setInputFiles(file);
    await page.getByText(new RegExp(`^\\d+ of ${rows} rows imported$`)).waitFor({ timeout: 600_000 });
    const totalMs = Date.now() - started;
    const summary = await page.getByText(new RegExp(`^\\d+ of ${rows} rows imported$`)).textContent();
    const imported = Number(summary?.split(' ')[0]);
    // A click while the results are there still answers at once.
    const clickStarted = Date.now();
    await page
      .getByRole('button', { name: /Show more/ })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const clickMs = Date.now() - clickStarted;
    const main = await page.evaluate(() => window.__bench);
    return {
      rows,
      imported,
      totalMs,
      longestTaskMs: Math.round(main.longest),
      longTasks: main.longTasks,
      maxTimerGapMs: Math.round(main.maxGap),
      clickMs,
    };
  } finally {
    await context.close();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}
