/**
 * The one list of modules shared between the shell and every remote, and the policy that
 * decides how each is shared (README, 'Versions of the SDK and version skew'):
 * - stateful (holds React context, a store or module state that must exist once): a strict
 *   singleton. A remote whose need the loaded copy cannot satisfy fails with a clear error
 *   (the shell's error boundary names the versions) instead of loading a second copy.
 * - stateless (pure functions, texts, components without state of their own): shared when the
 *   loaded copy satisfies the remote's need, else the remote loads its own copy.
 * Versions: the SDK's modules from shared-sdk/package.json `sharedModules`, the libraries from
 * its pinned `dependencies`. Every build derives the range it needs from them: `^major.minor.0`
 * of the version it was built against.
 */
const sdkPackage = require('../package.json');

const SHARED_MODULES = [
  { request: 'react', stateful: true },
  { request: 'react-dom', stateful: true },
  { request: 'react-dom/client', stateful: true },
  { request: 'react/jsx-runtime', stateful: true },
  { request: 'react-router-dom', stateful: true },
  { request: 'styled-components', stateful: true },
  { request: 'zustand', stateful: true },
  { request: 'formik', stateful: true },
  { request: '@times/shared-sdk/state', stateful: true },
  { request: '@times/shared-sdk/app/state', stateful: true },
  { request: '@times/shared-sdk', stateful: false },
  { request: '@times/shared-sdk/app', stateful: false },
];

/**
 * The exports of the big shared libraries that any app uses: the shared copy is tree-shaken
 * to these. Using a new export of these libraries means adding it here (a build of every app
 * reads this one list, so all apps agree).
 */
const USED_EXPORTS = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
  ],
  'styled-components': ['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider', 'useTheme'],
  formik: ['ErrorMessage', 'Form', 'Formik', 'useField', 'useFormikContext', 'validateYupSchema', 'yupToFormErrors'],
};

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The range a build needs of a module it was built against: same major, at least this minor. */
function rangeFor(version) {
  const match = SEMVER.exec(version);
  if (!match) throw new Error(`shared version "${version}" is not an exact major.minor.patch version`);
  return `^${match[1]}.${match[2]}.0`;
}

/** The versions the SDK declares for its shared modules, and the pinned libraries. */
function declaredVersions(pkg = sdkPackage) {
  return { ...pkg.dependencies, ...pkg.sharedModules };
}

function versionOf(request, versions) {
  const exact = versions[request];
  if (exact) return exact;
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const version = versions[pkg];
  if (!version) throw new Error(`shared module ${request} has no version in shared-sdk/package.json`);
  return version;
}

/**
 * The Module Federation `shared` option of a build.
 * @param {Record<string,string>} [overrides] versions to build against instead of the declared
 *   ones (a test fixture building a remote against another SDK version, see sdkFixture.cjs)
 */
function sharedConfig(overrides = {}) {
  const versions = { ...declaredVersions(), ...overrides };
  const shared = {};
  for (const { request, stateful } of SHARED_MODULES) {
    const version = versionOf(request, versions);
    shared[request] = {
      singleton: stateful,
      strictVersion: stateful,
      requiredVersion: rangeFor(version),
      version,
      ...(USED_EXPORTS[request] ? { treeShaking: { mode: 'runtime-infer', usedExports: USED_EXPORTS[request] } } : {}),
    };
  }
  return shared;
}

const STATEFUL = SHARED_MODULES.filter((m) => m.stateful).map((m) => m.request);
const SHARED = SHARED_MODULES.map((m) => m.request);

module.exports = { SHARED_MODULES, SHARED, STATEFUL, USED_EXPORTS, rangeFor, declaredVersions, sharedConfig };
