/** TIMES_SDK_FIXTURE: remote-apphome built against the next minor of the core SDK, which adds a function it calls. */
const path = require('node:path');
const { newerMinor } = require('./sdkVersions.cjs');

module.exports = {
  versions: newerMinor(),
  alias: { '@times/shared-sdk$': path.join(__dirname, 'newerMinorSdk.ts') },
  exposes: { './App': path.join(__dirname, 'NewerMinorApp.tsx') },
};
