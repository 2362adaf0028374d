/** TIMES_SDK_FIXTURE: remote-apphome built against the next major of the session state (a breaking release, see sdkVersions.cjs). */
const { nextMajor } = require('./sdkVersions.cjs');

module.exports = { versions: nextMajor() };
