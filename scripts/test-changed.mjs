#!/usr/bin/env node
/**
 * npm run test:changed [-- --base REF]: the quick loop while working. Checks only what the change since REF
 * (default main; on main itself, the uncommitted change) can have broken:
 *   - the type-check of the whole program, incremental (.artifacts/tsc.tsbuildinfo: seconds once warm);
 *   - eslint and prettier on the changed files;
 *   - jest on the tests related to the changed files (jest --changedSince REF, on every core);
 *   - the end-to-end journeys of the touched remotes and the shell (lib/journeysFor.mjs), after rebuilding the
 *     touched apps (every app when a build is missing).
 * Prints each step's time and ends with 'N passed, N failed' over its jest tests. `npm test` remains the
 * check before a push: changes to shared-sdk, the API or the engine reach every journey.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, ROOT } from './lib/apps.mjs';
import { journeysFor } from './lib/journeysFor.mjs';
import { slowestFiles, slowestReport } from './lib/slowest.mjs';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const baseRef = baseAt >= 0 ? args[baseAt + 1] : 'main';
if (!baseRef) {
  console.error('usage: npm run test:changed [-- --base REF]');
  process.exit(2);
}

const git = (...gitArgs) => execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' }).trim();
const base = git('merge-base', 'HEAD', baseRef);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && fs.existsSync(path.join(ROOT, file)));
console.log(`Changed since ${baseRef} (${base.slice(0, 8)}): ${changed.length} file(s)`);

const artifacts = path.join(ROOT, '.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const cores = Math.max(1, os.availableParallelism());
const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const unitJson = path.join(artifacts, 'changed-unit-results.json');
const e2eJson = path.join(artifacts, 'changed-e2e-results.json');
for (const file of [unitJson, e2eJson]) fs.rmSync(file, { force: true });
const { apps, journeys } = journeysFor(changed);

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const ran = [];
function run(name, command, commandArgs) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    const end = (ok) => {
      const seconds = (Date.now() - started) / 1000;
      ran.push({ name, seconds, ok });
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
      resolve(ok);
    };
    child.once('error', () => end(false));
    child.once('close', (code) => end(code === 0));
  });
}

const tsBuildInfo = path.join(artifacts, 'tsc.tsbuildinfo');
const checks = [
  run('type-check (incremental)', bin('tsc'), [
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    tsBuildInfo,
  ]),
  lintable.length ? run('lint (changed files)', bin('eslint'), ['--max-warnings', '0', ...lintable]) : true,
  changed.length
    ? run('format check (changed files)', bin('prettier'), ['--check', '--ignore-unknown', ...changed])
    : true,
];
let ok = (await Promise.all(checks)).every(Boolean);
if (ok)
  ok = await run('related unit tests', bin('jest'), [
    `--changedSince=${base}`,
    `--maxWorkers=${cores}`,
    '--passWithNoTests',
    '--json',
    '--outputFile',
    unitJson,
  ]);
if (ok && journeys.length) {
  // Every app when any build is missing (the stack serves them all), else the touched ones.
  const unbuilt = APPS.some(
    (app) => !fs.existsSync(path.join(ROOT, app.dir, 'dist', app.isHost ? 'index.html' : 'remoteEntry.js')),
  );
  if (unbuilt) ok = await run('builds', process.execPath, ['scripts/build-all.mjs']);
  else if (apps.length)
    ok = await run('builds of the touched apps', process.execPath, ['scripts/build-all.mjs', ...apps]);
  const names = journeys.map((file) => path.basename(file).replace(/\./g, '\\.'));
  if (ok)
    ok = await run(`journeys of ${apps.join(', ') || 'the changed journeys'}`, process.execPath, [
      'scripts/run-e2e.mjs',
      `(${names.join('|')})$`,
      '--json',
      '--outputFile',
      e2eJson,
    ]);
} else if (!journeys.length) console.log('\nNo remote or journey changed: no journey to run (npm test runs them all).');

console.log(`\n${slowestReport(ran, slowestFiles([unitJson, e2eJson], ROOT), 10)}`);
const counts = [unitJson, e2eJson, e2eJson.replace(/\.json$/, '-2.json')]
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
  .reduce((sum, r) => ({ passed: sum.passed + r.numPassedTests, failed: sum.failed + r.numFailedTests }), {
    passed: 0,
    failed: 0,
  });
console.log(`${counts.passed} passed, ${counts.failed + (ok || counts.failed ? 0 : 1)} failed`);
process.exit(ok ? 0 : 1);
