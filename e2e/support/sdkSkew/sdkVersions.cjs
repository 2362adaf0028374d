/**
 * The SDK versions a version-skew fixture builds a remote against, derived from the versions
 * this tree declares (shared-sdk/package.json), so the fixtures stay a minor or a major away
 * when the SDK moves on.
 */
const { sharedModules } = require('../../../shared-sdk/package.json');

const CORE = '@times/shared-sdk';

function parts(version) {
  const [major, minor] = version.split('.').map(Number);
  return { major, minor };
}

/** The core one minor ahead (a function added). */
function newerMinor() {
  const { major, minor } = parts(sharedModules[CORE]);
  return { [CORE]: `${major}.${minor + 1}.0` };
}

/** The core one minor behind: the remote needs less than the shell has. */
function olderMinor() {
  const { major, minor } = parts(sharedModules[CORE]);
  if (minor === 0) throw new Error(`${CORE} ${sharedModules[CORE]} has no older minor of its major`);
  return { [CORE]: `${major}.${minor - 1}.0` };
}

/**
 * A breaking change of the session state module: its next major, and the core's next major too
 * (the core re-exports the state's API, so breaking one breaks both). The shell cannot serve it,
 * and the remote must not load a second copy of the state.
 */
function nextMajor() {
  const state = '@times/shared-sdk/state';
  const next = (module) => `${parts(sharedModules[module]).major + 1}.0.0`;
  return { [state]: next(state), [CORE]: next(CORE) };
}

module.exports = { newerMinor, olderMinor, nextMajor };
