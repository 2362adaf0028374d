#!/usr/bin/env node
/**
 * npm start (after npm run build) / npm run serve: the mock API and every app's dist on the default loopback ports,
 * until Ctrl-C. Ports follow shared-sdk/webpack/apps.cjs (PORT_<FEDERATION_NAME>, MOCK_API_PORT env honoured).
 * The mock API's dev routes stay off (OTP codes are printed on the console); `--demo` (npm run start:demo,
 * npm run serve -- --demo) turns them on: GET /dev/outbox and POST /dev/reset for anyone who reaches the API,
 * and lets one address ask for more codes (registrations, resets: 600 an hour, not 30), since the outbox shows
 * them to anyone anyway; a contract suite run (npm run contract) makes 15 of them.
 */
import { APPS } from './lib/apps.mjs';
import { startStack } from './lib/stack.mjs';
import { printTable } from './lib/table.mjs';

const demo = process.argv.includes('--demo');
/** What --demo sets on the mock API (a variable already set in the environment wins). */
const DEMO_ENV = {
  MOCK_API_DEV_ROUTES: '1',
  MOCK_API_THROTTLE_CODE_REQUESTS_PER_ADDRESS: process.env.MOCK_API_THROTTLE_CODE_REQUESTS_PER_ADDRESS || '600/3600',
};

let stack;
try {
  stack = await startStack({ env: demo ? DEMO_ENV : {} });
} catch (error) {
  // ENODIST: the message lists the missing dist folders and ends with "run npm run build first".
  console.error(`Cannot start the stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const rows = [
  { app: 'shell', url: stack.urls.shell, serves: stack.dists.shell },
  ...APPS.filter((a) => !a.isHost).map((a) => ({
    app: a.dir,
    url: stack.urls.remotes[a.federationName],
    serves: stack.dists[a.federationName],
  })),
  { app: 'mock-api', url: stack.urls.api, serves: process.env.MOCK_API_DB || 'mock-api/data/db.json (default)' },
];
printTable(rows, { title: 'Times is running:' });
console.log(`\nOpen ${stack.urls.shell}  (demo login: see README)`);
console.log(
  demo
    ? `Demo mode: OTP codes at ${stack.urls.api}/dev/outbox?to=<mobile>, POST ${stack.urls.api}/dev/reset restores the seed.`
    : 'OTP codes are printed below ([outbox]); npm run start:demo also lists them at /dev/outbox.',
);
console.log('Press Ctrl-C to stop.\n');

const exit = await stack.apiExited;
console.error(
  `\nThe mock API stopped (${exit.error ? exit.error.message : (exit.signal ?? `exit code ${exit.code}`)}); shutting down.`,
);
await stack.close();
process.exit(1);
