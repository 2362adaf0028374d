#!/usr/bin/env node
/**
 * npm run test:dates [-- --all] [-- --date ISO]: the tests whose outcome could depend on the day, run with the
 * stack's clock set to the days that break date code: the last day of a month, 29 February, 31 December and the
 * day Europe's clocks go forward (that one with TZ=Europe/Berlin for the API, the journeys and the browsers).
 * For each day: the unit tests of dates and periods (with TZ set, so a machine zone's DST shows), then the
 * journeys that work with dates (--all: every journey) on a stack whose API and browsers stand at that day
 * (TIMES_NOW; scripts/run-e2e.mjs). Builds must exist (npm run build). Ends with 'N passed, N failed'.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { formatTable } from './lib/table.mjs';

/** The days tried, at times that are already that day in every zone used. */
export const DATES = [
  { name: 'last day of a month', now: '2026-11-30T10:00:00Z', tz: 'UTC' },
  { name: '29 February', now: '2028-02-29T10:00:00Z', tz: 'UTC' },
  { name: '31 December', now: '2026-12-31T10:00:00Z', tz: 'UTC' },
  { name: 'DST change (Europe/Berlin)', now: '2027-03-28T01:30:00Z', tz: 'Europe/Berlin' },
];
/** Journeys that count days, months and periods from today. */
const DATED_JOURNEYS = ['demo', 'rosters', 'publish', 'timesheet', 'crossShift'];
/** Unit tests of dates, periods and the demo's months (they take the date as a parameter; TZ is what varies). */
const DATED_UNITS = [
  'mock-api/src/demo/',
  'mock-api/src/clock/',
  'roster-engine/src/model/period',
  'roster-engine/src/calendar/',
];

const args = process.argv.slice(2);
const all = args.includes('--all');
const dateAt = args.indexOf('--date');
const dates = dateAt >= 0 ? [{ name: 'chosen', now: args[dateAt + 1] ?? '', tz: process.env.TZ || 'UTC' }] : DATES;
if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.error('No builds: run npm run build first.');
  process.exit(2);
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'times-dates-'));
const rows = [];
let passed = 0;
let failed = 0;
const count = (file) => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1 };
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
};
const runStep = (command, commandArgs, env) =>
  spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

for (const [i, date] of dates.entries()) {
  const env = { TIMES_NOW: date.now, TZ: date.tz };
  console.log(`\n=== ${date.name}: TIMES_NOW=${date.now} TZ=${date.tz} ===`);
  const unitJson = path.join(tmp, `unit-${i}.json`);
  const unitOk = runStep(
    path.join(ROOT, 'node_modules', '.bin', 'jest'),
    ['--json', '--outputFile', unitJson, '--testPathPatterns', ...DATED_UNITS.map((p) => `${ROOT}/${p}`)],
    env,
  );
  const e2eJson = path.join(tmp, `e2e-${i}.json`);
  const pattern = all ? '\\.e2e\\.ts$' : `(${DATED_JOURNEYS.join('|')})\\.e2e\\.ts$`;
  const e2eOk = runStep(process.execPath, ['scripts/run-e2e.mjs', pattern, '--json', '--outputFile', e2eJson], env);
  const results = [unitJson, e2eJson, ...(all ? [e2eJson.replace(/\.json$/, '-2.json')] : [])].map(count);
  const day = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }));
  passed += day.passed;
  failed += day.failed + (unitOk && e2eOk ? 0 : day.failed ? 0 : 1);
  rows.push({
    day: date.name,
    TIMES_NOW: date.now,
    TZ: date.tz,
    passed: day.passed,
    failed: day.failed,
    ok: unitOk && e2eOk ? 'ok' : 'FAILED',
  });
}
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${formatTable(rows)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
