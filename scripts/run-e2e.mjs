#!/usr/bin/env node
/**
 * npm run test:e2e [-- <testPathPattern> [jest args…]]
 * Starts the stack on test ports (default shell 5200, remotes 5201-5205, API 5300; E2E_BASE_PORT moves them all)
 * with a throw-away db file, so a developer's running `npm start` (4200-4205, 4300) is not disturbed,
 * runs the journeys with `jest --config e2e/jest.config.cjs` in two phases (lib/e2ePhases.mjs: two at a time, then
 * the ones that change the stack alone; E2E_WORKERS sets the first phase's count), closes the stack and exits with
 * the first failing phase's code.
 *
 * Env given to the tests:
 *   E2E_SHELL_URL       http://127.0.0.1:5200
 *   E2E_API_URL         http://127.0.0.1:5300
 *   E2E_PORTS_JSON      {"shell":5200,"remote_public":5201,…,"api":5300}
 *   E2E_REMOTE_URLS_JSON {"remote_public":"http://127.0.0.1:5201",…}
 *   E2E_CONTROL_URL     control API of the stack (POST /apps/<name>/stop, POST /apps/<name>/start {dir?}, GET /)
 *   E2E_DB_FILE         the mock API's db file for this run
 *   CHROMIUM_PATH       /usr/bin/chromium (unless already set; read by e2e/support/browser.ts)
 * TIMES_NOW=<ISO instant> (e.g. 2027-02-28T10:00:00Z) runs the API and every browser at that day (clockFromEnv.ts).
 * E2E_VERBOSE=1 prints the mock API output; otherwise it goes to <tmp>/mock-api.log (kept when tests fail).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { APPS, HOST_APP, ROOT } from './lib/apps.mjs';
import { startStack } from './lib/stack.mjs';
import { serveStackControl } from './lib/stackControl.mjs';
import { onShutdown } from './lib/children.mjs';
import { e2ePhases } from './lib/e2ePhases.mjs';

const JEST_CONFIG = 'e2e/jest.config.cjs';
if (!fs.existsSync(path.join(ROOT, JEST_CONFIG))) {
  console.error(`${JEST_CONFIG} not found: no e2e tests to run.`);
  process.exit(1);
}

// A stack set to another day (TIMES_NOW): the API and every browser count from the same real instant.
if (process.env.TIMES_NOW && !process.env.TIMES_NOW_FROM) process.env.TIMES_NOW_FROM = String(Date.now());

const base = Number(process.env.E2E_BASE_PORT || 5200);
const ports = {
  ...Object.fromEntries(APPS.map((app) => [app.federationName, base + (app.port - HOST_APP.port)])),
  api: base + 100,
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'times-e2e-'));
const dbFile = path.join(tmp, 'db.json');
const apiLogFile = path.join(tmp, 'mock-api.log');

let stack;
try {
  // The tests read OTP codes from /dev/outbox: the dev routes are on for this throw-away stack only.
  stack = await startStack({
    ports,
    dbFile,
    // Every test browser shares 127.0.0.1, so the per-address limit of first visits is raised.
    // Roster searches end on a move budget (the time limit a cap out of reach), as in the unit tests: the journeys'
    // rosters do not depend on how busy the machine is, and take a second or two rather than up to ten.
    env: {
      MOCK_API_DEV_ROUTES: '1',
      MOCK_API_VISITOR_SESSIONS_PER_MINUTE: '10000',
      ROSTER_ITERATIONS: process.env.ROSTER_ITERATIONS || '20000',
      ROSTER_TIME_LIMIT_MS: process.env.ROSTER_TIME_LIMIT_MS || '120000',
    },
    writeConfig: false,
    apiLog: process.env.E2E_VERBOSE ? true : apiLogFile,
  });
} catch (error) {
  console.error(`Cannot start the e2e stack: ${error instanceof Error ? error.message : String(error)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(1);
}
const control = await serveStackControl(stack, { port: Number(process.env.E2E_CONTROL_PORT || 0) });
onShutdown(async () => {
  await Promise.allSettled([control.close(), stack.close()]);
  fs.rmSync(tmp, { recursive: true, force: true }); // interrupted: nothing worth keeping
});

console.log(`e2e stack: shell ${stack.urls.shell}, api ${stack.urls.api}, control ${control.url}, db ${dbFile}`);

const [first, ...rest] = process.argv.slice(2);
const pattern = first !== undefined && !first.startsWith('-') ? first : undefined;
const extra = first === undefined ? [] : pattern === undefined ? [first, ...rest] : rest;
const journeys = fs
  .readdirSync(path.join(ROOT, 'e2e'))
  .filter((name) => name.endsWith('.e2e.ts'))
  .sort()
  .map((name) => `e2e/${name}`);
const phases = e2ePhases({ files: journeys, pattern, extra, workers: Number(process.env.E2E_WORKERS || 2) });
if (phases.length === 0) console.error(`no journey matches ${pattern}`);

const testEnv = {
  ...process.env,
  E2E_SHELL_URL: stack.urls.shell,
  E2E_API_URL: stack.urls.api,
  E2E_PORTS_JSON: JSON.stringify(stack.ports),
  E2E_REMOTE_URLS_JSON: JSON.stringify(stack.urls.remotes),
  E2E_CONTROL_URL: control.url,
  E2E_DB_FILE: dbFile,
  CHROMIUM_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};

// `npx jest`, minus the npx wrapper: npm exec does not pass a SIGTERM on, which would orphan jest and its browsers.
const require = createRequire(import.meta.url);
/** @type {string[]} */
let jestCommand;
try {
  jestCommand = [process.execPath, require.resolve('jest/bin/jest')];
} catch {
  jestCommand = ['npx', 'jest'];
}

let interrupted = false;
/** One jest run of a phase: its exit code. */
const runPhase = (phase) =>
  new Promise((resolve) => {
    console.log(`\n--- e2e: ${phase.name} ---`);
    const jest = spawn(jestCommand[0] ?? 'npx', [...jestCommand.slice(1), '--config', JEST_CONFIG, ...phase.args], {
      cwd: ROOT,
      env: testEnv,
      stdio: 'inherit',
    });
    // Ctrl-C reaches jest through the terminal; a SIGTERM sent to this script alone must end jest too.
    onShutdown(async () => {
      interrupted = true;
      if (jest.exitCode === null && jest.signalCode === null) jest.kill('SIGTERM');
    });
    jest.once('error', (error) => {
      console.error(`cannot run jest: ${error.message}`);
      resolve(1);
    });
    jest.once('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
  });
// Every phase runs, so one failing journey still leaves the others' results; the first failure's code wins.
let code = phases.length === 0 ? 1 : 0;
for (const phase of phases) {
  if (interrupted) break;
  const phaseCode = await runPhase(phase);
  if (code === 0) code = phaseCode;
}
if (interrupted) await new Promise(() => {}); // the shutdown handler closes the stack and exits

await control.close();
await stack.close();
if (code === 0) {
  fs.rmSync(tmp, { recursive: true, force: true });
} else {
  console.error(`e2e failed (jest exit ${code}); db and mock API log kept in ${tmp}`);
}
process.exit(code);
