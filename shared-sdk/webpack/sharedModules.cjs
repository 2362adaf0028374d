/**
 * The one list of modules shared between the shell and every remote.
 * Versions come from shared-sdk's package.json, the single place they are pinned.
 */
const sdkPackage = require('../package.json');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'styled-components',
  'zustand',
  'formik',
  '@times/shared-sdk',
];

/** Exports of react-router-dom used anywhere in the apps (tree shaking of the shared copy). */
const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

function versionOf(request) {
  if (request === '@times/shared-sdk') return sdkPackage.version;
  const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  const version = sdkPackage.dependencies[pkg];
  if (!version) throw new Error(`shared module ${request} has no pinned version in shared-sdk/package.json`);
  return version;
}

function sharedConfig() {
  const shared = {};
  for (const request of SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: versionOf(request),
      version: versionOf(request),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, ROUTER_EXPORTS, sharedConfig };
