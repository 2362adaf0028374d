#!/usr/bin/env node
/**
 * npm run test:loaded [-- --runs N]: the unit tests, N times in a row (default 3), each beside a second CPU-heavy
 * process on the same cores: another jest run (the roster engine's tests, over and over). Shows that no unit
 * test's outcome depends on the machine being free. Prints each run's time and counts; exits 1 on any failure.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { formatTable } from './lib/table.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 3) : 3;
const jest = path.join(ROOT, 'node_modules', '.bin', 'jest');
const cores = Math.max(1, os.availableParallelism());
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'times-loaded-'));

/** The load: a second jest run of the engine's tests, started again each time it ends, until stopped. */
let loading = true;
let load = null;
const startLoad = () => {
  if (!loading) return;
  load = spawn(jest, ['--selectProjects', 'roster-engine', '--maxWorkers=1', '--silent'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  load.once('close', startLoad);
};
const stopLoad = () => {
  loading = false;
  load?.kill('SIGTERM');
};
process.once('SIGINT', () => {
  stopLoad();
  process.exit(130);
});

const runOnce = (outputFile) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(jest, [`--maxWorkers=${2 * cores}`, '--silent', '--json', '--outputFile', outputFile], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('close', (code) => resolve({ code, seconds: (Date.now() - started) / 1000 }));
  });

startLoad();
const rows = [];
let failed = 0;
for (let run = 1; run <= runs; run++) {
  const outputFile = path.join(tmp, `run-${run}.json`);
  console.log(`run ${run} of ${runs}, beside the engine's tests…`);
  const { code, seconds } = await runOnce(outputFile);
  const result = fs.existsSync(outputFile) ? JSON.parse(fs.readFileSync(outputFile, 'utf8')) : null;
  const passed = result?.numPassedTests ?? 0;
  const failures = result ? result.numFailedTests + result.numRuntimeErrorTestSuites : 1;
  if (code !== 0) failed += Math.max(1, failures);
  rows.push({ run, seconds: seconds.toFixed(1), passed, failed: failures });
  for (const file of result?.testResults ?? []) {
    if (file.status !== 'passed') console.log(`  failed: ${path.relative(ROOT, file.name)}`);
  }
}
stopLoad();
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${formatTable(rows)}`);
console.log(`${rows.reduce((n, row) => n + row.passed, 0)} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
