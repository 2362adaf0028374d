#!/usr/bin/env node
/**
 * npm run bench [-- --build] [--runs N] [--strict]
 *   --build   build every app first and print the build time per app (build-all)
 *   --runs N  cold loads to run (default 3); the median is reported
 *   --strict  exit 1 when the median JavaScript transferred exceeds the budget
 * (a) every file of every dist: raw and gzip (level 9) bytes, .js totals per app;
 * (b) the stack on free ports with a temp db, Chromium cold-loads <shell>/approot/login until the sign-in form is
 *     visible and the network is idle; the JavaScript transferred is summed and compared with the budget.
 * (b2) on the same stack, a demo employee's My shifts cold-loaded on a 390 px phone (signed in): time to the first
 *     shift and the JavaScript for it, against 1.5 s and 200 KB gzip (scripts/lib/measureMyShifts.mjs).
 * (b3) the managers' Requests with 500 pending over 20 sites, at the API (scripts/bench-requests.ts; --no-requests
 *     skips it).
 * (c) on the same stack, the admin imports a 10,000-row CSV file through the screens: total time, the longest
 *     main-thread task and timer gap (a freeze), against FREEZE_MS.
 * (c2) the View Roster calendar of a 300-employee roster: grid render, drag and drop (scripts/bench-calendar.ts;
 *     --no-calendar skips it).
 * (d) the roster engine (scripts/bench-roster.ts; --no-roster skips it).
 * (d2) who can cover an open place on a 300 x 31 roster (scripts/bench-cover.ts; --no-cover skips it).
 * (d4) the kiosk's face description network in Node (tfjs cpu and WASM backends) and one identification among 500
 *      enrolled employees (scripts/bench-face.ts; --no-face skips it).
 * (d3) the API under 20,000 employees and 24 rosters of 300, embedded and on PostgreSQL (two API processes): write
 *      latency, the employee list under 50 connections, 20 calculations at once on two queue workers
 *      (scripts/bench-backend.ts; --no-backend skips it, --backend-seconds N shortens it).
 * (e) the multi-shift solver on the public benchmark (scripts/bench-nrp.ts): fourteen instances, 60 s each on two
 *     threads, seeds 1 and 2 side by side against best-known, peak memory, anytime curves of the large instances
 *     (--no-nrp skips it, --nrp-seconds N shortens it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, distDir } from './lib/apps.mjs';
import { buildAll, buildRows } from './lib/build.mjs';
import { distSizes, jsTotals } from './lib/distSizes.mjs';
import { startStack } from './lib/stack.mjs';
import { launchChromium, measureColdLoad } from './lib/measureLoad.mjs';
import { measureImport } from './lib/measureImport.mjs';
import { measureMyShifts } from './lib/measureMyShifts.mjs';
import { kb, printTable } from './lib/table.mjs';

const BUDGET_KB = 170;
/** My shifts on a phone (issue 31): the first shift visible, and the JavaScript for it. */
const MY_SHIFTS_MS = 1_500;
const MY_SHIFTS_KB = 200;
/** The CSV import: a 10,000-row file imports without freezing the page (no main-thread task above this). */
const IMPORT_ROWS = 10_000;
const FREEZE_MS = 200;
const LOGIN_PATH = '/approot/login';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const runs = Math.max(1, Number(option('--runs', 3)) || 3);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// (c) build times
if (flag('--build')) {
  console.log('Building every app (NODE_ENV=production)…');
  const results = await buildAll({ onDone: (r) => console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.app.dir}`) });
  printTable(buildRows(results), { title: 'Build time per app' });
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.error(`\n===== ${r.app.dir}: webpack output =====\n${r.output.trim()}`);
  if (failed.length) process.exit(1);
}

// (a) dist sizes
const summary = [];
for (const app of APPS) {
  const sizes = distSizes(distDir(app));
  if (!sizes.length) {
    console.log(`\n${app.dir}/dist: missing (run npm run build first)`);
    summary.push({ app: app.dir, 'js files': 0, 'js raw': '-', 'js gzip': '-' });
    continue;
  }
  const js = jsTotals(sizes);
  printTable(
    [
      ...sizes.map((s) => ({ file: s.file, raw: s.raw, gzip: s.gzip })),
      { file: `total .js (${js.files} files)`, raw: js.raw, gzip: js.gzip },
    ],
    { title: `${app.dir}/dist`, columns: ['file', 'raw', 'gzip'] },
  );
  summary.push({ app: app.dir, 'js files': js.files, 'js raw': kb(js.raw), 'js gzip': kb(js.gzip) });
}
printTable(summary, { title: 'JavaScript per app (gzip level 9)' });

// (b) cold load in Chromium
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'times-bench-'));
let stack;
let browser;
let exitCode = 0;
try {
  stack = await startStack({ ports: 'auto', dbFile: path.join(tmp, 'db.json'), writeConfig: false, apiLog: false });
  const appOfPort = new Map(Object.entries(stack.ports).map(([name, port]) => [String(port), name]));
  const url = `${stack.urls.shell}${LOGIN_PATH}`;
  console.log(`\nCold load of ${url} (${runs} runs, new browser context each)…`);
  browser = await launchChromium();

  const results = [];
  for (let i = 0; i < runs; i++) {
    const result = await measureColdLoad(browser, url, { selector: 'form' });
    results.push(result);
    console.log(
      `  run ${i + 1}: ${result.scripts.length} scripts, ${kb(result.totalTransfer)} transferred, form visible after ${result.readyMs} ms, network idle after ${result.idleMs} ms`,
    );
    for (const error of result.errors) console.log(`    ${error}`);
  }

  // The budget is for gzip JavaScript: the compressed bodies, without the HTTP headers around them.
  const medianBody = median(results.map((r) => r.totalBody));
  const shown = results.find((r) => r.totalBody === medianBody) ?? results[0];
  if (!shown) throw new Error('no cold-load run to show');
  const label = (scriptUrl) => {
    const u = new URL(scriptUrl);
    return `${appOfPort.get(u.port) ?? u.host}${u.pathname}`;
  };
  printTable(
    [
      ...shown.scripts.map((s) => ({
        script: label(s.url),
        status: s.status,
        transferred: s.transfer,
        'gzip body': s.body ?? '',
        raw: s.decoded ?? '',
      })),
      {
        script: `total (${shown.scripts.length} scripts)`,
        status: '',
        transferred: shown.totalTransfer,
        'gzip body': shown.totalBody,
        raw: shown.totalDecoded,
      },
    ],
    {
      title: 'JavaScript downloaded on a cold load of the sign-in page (bytes; transferred = gzip body + headers)',
      columns: ['script', 'status', 'transferred', 'gzip body', 'raw'],
      align: { status: 'right' },
    },
  );
  const medianKb = medianBody / 1024;
  const ok = medianKb <= BUDGET_KB;
  console.log(
    `\nJavaScript (gzip bodies) of a cold load, median of ${runs}: ${medianKb.toFixed(2)} KB (1 KB = 1024 B) — target <= ${BUDGET_KB} KB gzip: ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `  with HTTP headers: ${kb(median(results.map((r) => r.totalTransfer)))}; median time to form: ${median(results.map((r) => r.readyMs))} ms`,
  );
  if (!ok && flag('--strict')) exitCode = 1;

  console.log(`\nMy shifts on a 390 px phone, signed in as a demo employee (${runs} cold loads)…`);
  const phone = await measureMyShifts(browser, stack.urls.shell, path.join(tmp, 'db.json'), runs);
  const phoneMs = median(phone.map((r) => r.readyMs));
  const phoneKb = median(phone.map((r) => r.totalBody)) / 1024;
  const phoneOk = phoneMs <= MY_SHIFTS_MS && phoneKb <= MY_SHIFTS_KB;
  printTable(
    [
      ...phone.map((r, i) => ({
        run: String(i + 1),
        'first shift (ms)': String(r.readyMs),
        'network idle (ms)': String(r.idleMs),
        scripts: String(r.scripts.length),
        'JS gzip': kb(r.totalBody),
      })),
    ],
    {
      title: 'My shifts: cold load on a phone (loopback)',
      columns: ['run', 'first shift (ms)', 'network idle (ms)', 'scripts', 'JS gzip'],
    },
  );
  console.log(
    `My shifts: first shift after ${phoneMs} ms (target <= ${MY_SHIFTS_MS} ms), JavaScript ${phoneKb.toFixed(2)} KB gzip (target <= ${MY_SHIFTS_KB} KB): ${phoneOk ? 'OK' : 'NOT MET'}`,
  );
  if (!phoneOk && flag('--strict')) exitCode = 1;

  console.log(`\nCSV import of ${IMPORT_ROWS} rows through the screens…`);
  const run = await measureImport(browser, stack.urls.shell, IMPORT_ROWS);
  printTable(
    [
      { measure: 'rows imported', value: `${run.imported} of ${run.rows}` },
      { measure: 'whole import (file chosen → summary)', value: `${(run.totalMs / 1000).toFixed(1)} s` },
      { measure: 'longest main-thread task', value: `${run.longestTaskMs} ms` },
      { measure: 'long tasks (> 50 ms)', value: String(run.longTasks) },
      { measure: 'longest extra gap of a 50 ms timer', value: `${run.maxTimerGapMs} ms` },
      { measure: "'Show more' click answered after", value: `${run.clickMs} ms` },
    ],
    { title: 'CSV import in Chromium', columns: ['measure', 'value'] },
  );
  const smooth = run.longestTaskMs <= FREEZE_MS && run.maxTimerGapMs <= FREEZE_MS && run.imported === run.rows;
  console.log(`CSV import: every row imported and no freeze above ${FREEZE_MS} ms: ${smooth ? 'OK' : 'NOT MET'}`);
  if (!smooth && flag('--strict')) exitCode = 1;
} catch (error) {
  console.error(`\nCold-load measurement failed: ${error instanceof Error ? error.message : String(error)}`);
  if (stack) {
    const out = stack.apiOutput().trim();
    if (out) console.error(`--- mock API output ---\n${out}`);
  }
  exitCode = 1;
} finally {
  await browser?.close();
  await stack?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}

// (b3) the Requests page at the API (scripts/bench-requests.ts), unless --no-requests.
if (!flag('--no-requests')) {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log('\nRequests bench: npx tsx scripts/bench-requests.ts');
  const requests = spawnSync('npx', ['tsx', 'scripts/bench-requests.ts'], { cwd: root, stdio: 'inherit' });
  if (requests.status !== 0) exitCode = 1;
}

// (c2) the View Roster calendar with a 300-employee roster (scripts/bench-calendar.ts), unless --no-calendar.
if (!flag('--no-calendar')) {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const calendarArgs = ['tsx', 'scripts/bench-calendar.ts', ...(flag('--strict') ? ['--strict'] : [])];
  console.log(`\nCalendar bench: npx ${calendarArgs.join(' ')}`);
  const calendar = spawnSync('npx', calendarArgs, { cwd: root, stdio: 'inherit' });
  if (calendar.status !== 0) {
    console.error(
      `Calendar bench ended with ${calendar.error ? calendar.error.message : `exit code ${calendar.status ?? calendar.signal}`}`,
    );
    exitCode = 1;
  }
}

// (d) the roster engine against the HiGHS reference (scripts/bench-roster.ts), unless --no-roster;
//     --roster-quick runs its --quick subset, --strict is passed on.
if (!flag('--no-roster')) {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rosterArgs = [
    'tsx',
    'scripts/bench-roster.ts',
    ...(flag('--roster-quick') ? ['--quick'] : []),
    ...(flag('--strict') ? ['--strict'] : []),
  ];
  console.log(`\nRoster engine bench: npx ${rosterArgs.join(' ')}`);
  const roster = spawnSync('npx', rosterArgs, { cwd: root, stdio: 'inherit' });
  if (roster.status !== 0) {
    console.error(
      `Roster bench ended with ${roster.error ? roster.error.message : `exit code ${roster.status ?? roster.signal}`}`,
    );
    if (flag('--strict') || roster.error || roster.status === null) exitCode = 1;
  }
}
/**
 * Runs a TypeScript bench script of scripts/ with tsx, its output shown as it comes: its exit status.
 * @param {string} title
 * @param {string[]} scriptArgs the script's path and arguments
 */
async function runTsBench(title, scriptArgs) {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  console.log(`\n${title}: npx tsx ${scriptArgs.join(' ')}`);
  return spawnSync('npx', ['tsx', ...scriptArgs], { cwd: root, stdio: 'inherit' }).status;
}

// (d2) who can cover an open place on a 300 x 31 roster (scripts/bench-cover.ts), unless --no-cover.
if (!flag('--no-cover') && (await runTsBench('Cover bench', ['scripts/bench-cover.ts'])) !== 0) exitCode = 1;

// (d4) the face descriptor net in Node: cpu and WASM backends, matching against 500 descriptors (scripts/bench-face.ts), unless --no-face.
if (!flag('--no-face') && (await runTsBench('Face bench', ['scripts/bench-face.ts'])) !== 0) exitCode = 1;
// (d3) the API under 20,000 employees and 24 rosters (scripts/bench-backend.ts), unless --no-backend: the embedded
//      store against PostgreSQL with two API processes, then 20 calculations at once on two workers;
//      --backend-seconds N shortens its read load. It never fails the run (the table shows the targets).
if (!flag('--no-backend')) {
  const backendArgs = ['scripts/bench-backend.ts', '--seconds', String(option('--backend-seconds', 20))];
  if ((await runTsBench('Backend bench', backendArgs)) === null) exitCode = 1;
}
// (e) the multi-shift solver on the public shift scheduling benchmark (scripts/bench-nrp.ts), unless --no-nrp.
if (!flag('--no-nrp')) {
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const nrpArgs = ['tsx', 'scripts/bench-nrp.ts', '--seconds', String(option('--nrp-seconds', 60))];
  console.log(`\nPublic benchmark: npx ${nrpArgs.join(' ')}`);
  const nrp = spawnSync('npx', nrpArgs, { cwd: root, stdio: 'inherit' });
  if (nrp.status !== 0) {
    console.error(`NRP bench ended with ${nrp.error ? nrp.error.message : `exit code ${nrp.status ?? nrp.signal}`}`);
    exitCode = 1;
  }
}
process.exit(exitCode);
