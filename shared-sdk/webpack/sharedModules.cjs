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
  '@times/shared-sdk/app',
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
  ],
  'styled-components': ['default', 'css', 'keyframes', 'createGlobalStyle', 'ThemeProvider', 'useTheme'],
  formik: ['ErrorMessage', 'Form', 'Formik', 'useField', 'useFormikContext', 'validateYupSchema', 'yupToFormErrors'],
};

function versionOf(request) {
  if (request.startsWith('@times/shared-sdk')) return sdkPackage.version;
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
      ...(USED_EXPORTS[request] ? { treeShaking: { mode: 'runtime-infer', usedExports: USED_EXPORTS[request] } } : {}),
    };
  }
  return shared;
}

module.exports = { SINGLETONS, USED_EXPORTS, sharedConfig };
