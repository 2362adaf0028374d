#!/usr/bin/env node
/**
 * npm test: lint (eslint, then prettier --check), type-check, unit tests, production builds,
 * end-to-end tests, in that order; stops at the first failing step. Ends with one line
 * 'N passed, N failed' over all jest tests.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const artifacts = path.join(ROOT, '.artifacts');
fs.mkdirSync(artifacts, { recursive: true });
const unitJson = path.join(artifacts, 'unit-results.json');
const e2eJson = path.join(artifacts, 'e2e-results.json');
for (const file of [unitJson, e2eJson]) fs.rmSync(file, { force: true });

const node = process.execPath;
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const steps = [
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format check', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'type-check', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'type-check scripts', command: bin('tsc'), args: ['-p', 'tsconfig.scripts.json'] },
  { name: 'unit tests', command: bin('jest'), args: ['--json', '--outputFile', unitJson] },
  { name: 'production builds', command: node, args: ['scripts/build-all.mjs'] },
  { name: 'end-to-end tests', command: node, args: ['scripts/run-e2e.mjs', '--json', '--outputFile', e2eJson] },
];

function counts(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: result.numPassedTests, failed: result.numFailedTests + result.numRuntimeErrorTestSuites };
}

let failedStep = null;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit' });
  console.log(
    `=== ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (run.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const unit = counts(unitJson);
const e2e = counts(e2eJson);
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (failedStep && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`\nunit: ${unit.passed} passed, ${unit.failed} failed; e2e: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failedStep) console.log(`failed step: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
