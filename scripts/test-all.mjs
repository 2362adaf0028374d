#!/usr/bin/env node
/**
 * npm test: lint (eslint, then prettier --check) beside the type-checks, then the unit tests (jest on every core),
 * production builds and end-to-end tests, in that order; stops at the first failing step. Ends with the steps and
 * the slowest test files by time (lib/slowest.mjs), then one line 'N passed, N failed' over all jest tests.
 *
 * The static checks are single-threaded, so they run in two lanes at once (eslint, the longest,
 * in one; the format check and both type-checks in the other), each step's output printed whole
 * when it ends. The test steps run one after another. No unit test's outcome depends on the machine's speed (the
 * engine's searches end on move budgets in tests), so the unit tests take every core in one run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { secondOutputFile } from './lib/e2ePhases.mjs';
import { slowestFiles, slowestReport } from './lib/slowest.mjs';

const artifacts = path.join(ROOT, '.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const cores = Math.max(1, os.availableParallelism());
const unitRuns = [
  { name: 'unit tests', args: [`--maxWorkers=${cores}`], outputFile: path.join(artifacts, 'unit-results.json') },
];
const e2eJson = path.join(artifacts, 'e2e-results.json');
// The journeys run in two phases (lib/e2ePhases.mjs), the second writing beside the first.
const e2eJsons = [e2eJson, secondOutputFile(e2eJson)];
for (const file of [...unitRuns.map((run) => run.outputFile), ...e2eJsons]) fs.rmSync(file, { force: true });

const node = process.execPath;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
/** Steps in order; a step that is a list of lanes runs its lanes at once, each lane's steps in turn. */
const steps = [
  [
    [{ name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] }],
    [
      { name: 'format check', command: bin('prettier'), args: ['--check', '.'] },
      { name: 'type-check', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
      { name: 'type-check scripts', command: bin('tsc'), args: ['-p', 'tsconfig.scripts.json'] },
    ],
  ],
  ...unitRuns.map(({ name, args, outputFile }) => ({
    name,
    command: bin('jest'),
    args: [...args, '--json', '--outputFile', outputFile],
  })),
  { name: 'production builds', command: node, args: ['scripts/build-all.mjs'] },
  { name: 'end-to-end tests', command: node, args: ['scripts/run-e2e.mjs', '--json', '--outputFile', e2eJson] },
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);
/** Every step that ran: its name, seconds and whether it passed (for the closing table). */
const ran = [];

/** Runs one step; `buffered` keeps its output until it ends (lanes), else it goes straight through. */
function run(step, { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${step.name} ===`);
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let ended = false;
    // A child that cannot start reports 'error' and may still report 'close': the step ends once.
    const end = (ok) => {
      if (ended) return;
      ended = true;
      if (buffered) console.log(`\n=== ${step.name} ===\n${Buffer.concat(output).toString().trimEnd()}`);
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s ===`);
      ran.push({ name: step.name, seconds: (Date.now() - started) / 1000, ok });
      resolve(ok ? null : step.name);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

/** A lane's steps one after another, stopping at its first failure: the failed step's name, or null. */
async function lane(laneSteps) {
  for (const step of laneSteps) {
    const failed = await run(step, { buffered: true });
    if (failed) return failed;
  }
  return null;
}

function counts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
}

const runStarted = Date.now();
let failedStep = null;
for (const step of steps) {
  failedStep = Array.isArray(step) ? ((await Promise.all(step.map(lane))).find(Boolean) ?? null) : await run(step);
  if (failedStep) break;
}

console.log(`\n${slowestReport(ran, slowestFiles([...unitRuns.map((one) => one.outputFile), ...e2eJsons], ROOT))}`);
console.log(`whole run: ${seconds(runStarted)} s`);

const total = (files) =>
  files.map(counts).reduce((sum, one) => ({ passed: sum.passed + one.passed, failed: sum.failed + one.failed }));
const unit = total(unitRuns.map((run) => run.outputFile));
const e2e = total(e2eJsons);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (failedStep && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
