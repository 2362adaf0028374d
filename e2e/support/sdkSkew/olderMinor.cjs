/** TIMES_SDK_FIXTURE: remote-apphome built against the previous minor of the core SDK. */
const { olderMinor } = require('./sdkVersions.cjs');

module.exports = { versions: olderMinor() };
