#!/usr/bin/env node
/**
 * npm test: the static checks and the production builds, then the unit tests, then the end-to-end tests; stops at
 * the first failing step. Ends with the steps and the slowest test files by time (lib/slowest.mjs), then one line
 * 'N passed, N failed' over all jest tests.
 *
 * eslint, the longest single-threaded step, has a lane of its own; the other lane runs the format check, both
 * type-checks and the builds one app at a time in its shadow. Then the unit tests and the end-to-end journeys
 * run side by side: a journey spends most of its time waiting on its browser and the API (measured alone, the
 * journeys kept 0.6 of the two cores busy), so the unit tests fill the cores it leaves. Each lane's step output
 * is printed whole when it ends. No test's outcome depends on the machine's speed (the engine's searches end on
 * move budgets in tests, the clocks are set, the journeys wait for what they look for), and the unit tests
 * spend much of their time waiting, so jest runs two files per core.
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
/**
 * Test files spend much of their time waiting (HTTP, PostgreSQL, worker threads starting): two per core keep the
 * cores busier. Their outcomes do not depend on speed, so more at once cannot change them.
 */
const waitingWorkers = 2 * cores;
const unitRuns = [
  {
    name: 'unit tests',
    args: [`--maxWorkers=${waitingWorkers}`],
    outputFile: path.join(artifacts, 'unit-results.json'),
  },
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
      // In eslint's shadow (it takes one core the longest): one app at a time, so the lanes share the cores.
      { name: 'production builds', command: node, args: ['scripts/build-all.mjs'], env: { BUILD_CONCURRENCY: '1' } },
    ],
  ],
  [
    unitRuns.map(({ name, args, outputFile }) => ({
      name,
      command: bin('jest'),
      args: [...args, '--json', '--outputFile', outputFile],
    })),
    [
      {
        name: 'end-to-end tests',
        command: node,
        args: ['scripts/run-e2e.mjs', '--json', '--outputFile', e2eJson],
        // Journeys two at a time: at four, a sign-up journey's form was not ready for its click under load.
        env: { E2E_WORKERS: process.env.E2E_WORKERS || String(cores) },
      },
    ],
  ],
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
      env: { ...process.env, ...step.env },
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
