/**
 * Building an app against another SDK than the one in this tree, for tests of version skew
 * (e2e/versionSkew.e2e.ts, fixtures in e2e/support/sdkSkew/): TIMES_SDK_FIXTURE names a CommonJS file exporting
 *   { versions?: { [sharedModule]: 'x.y.z' },  // versions built against, instead of package.json's
 *     alias?: { [request]: '/abs/file' },      // e.g. '@times/shared-sdk$' -> an SDK with a function added
 *     exposes?: { [name]: '/abs/file' } }      // exposed modules replaced (one that calls that function)
 * Without it (every normal build) nothing changes.
 */
const path = require('node:path');

const EMPTY = { versions: {}, alias: {}, exposes: {} };

function loadSdkFixture(file = process.env.TIMES_SDK_FIXTURE) {
  if (!file) return EMPTY;
  const fixture = require(path.resolve(file));
  for (const field of ['versions', 'alias', 'exposes']) {
    const value = fixture[field] ?? {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw new Error(`TIMES_SDK_FIXTURE ${file}: "${field}" must be an object`);
  }
  return { versions: fixture.versions ?? {}, alias: fixture.alias ?? {}, exposes: fixture.exposes ?? {} };
}

module.exports = { loadSdkFixture };
