/**
 * The sharing policy of webpack/sharedModules.cjs: versions from shared-sdk/package.json, the
 * range each build needs derived from them, stateful modules strict singletons, stateless ones
 * loaded from the remote's own copy when the page's does not satisfy it.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import sdkPackage from '../../package.json';

interface SharedEntry {
  singleton: boolean;
  strictVersion: boolean;
  requiredVersion: string;
  version: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS, read as the builds read it
const sharing = require('../../webpack/sharedModules.cjs') as {
  SHARED: string[];
  STATEFUL: string[];
  rangeFor: (version: string) => string;
  sharedConfig: (overrides?: Record<string, string>) => Record<string, SharedEntry>;
};

const SDK_MODULES = Object.keys(sdkPackage.sharedModules);

describe('the range a build needs', () => {
  it.each([
    ['1.1.0', '^1.1.0'],
    ['19.3.1', '^19.3.0'],
    ['0.4.2', '^0.4.0'],
  ])('built against %s, it needs %s', (version, range) => {
    expect(sharing.rangeFor(version)).toBe(range);
  });

  it.each([['1.1'], ['^1.1.0'], ['latest'], ['']])('refuses %p, which is not an exact version', (version) => {
    expect(() => sharing.rangeFor(version)).toThrow(/not an exact major\.minor\.patch/);
  });

  it('a newer minor or patch satisfies it, an older minor or another major does not (as the runtime reads it)', () => {
    const range = sharing.rangeFor('1.1.0');
    expect(['1.1.0', '1.1.7', '1.2.0', '1.9.3'].filter((v) => satisfy(v, range))).toEqual([
      '1.1.0',
      '1.1.7',
      '1.2.0',
      '1.9.3',
    ]);
    expect(['1.0.9', '2.0.0', '0.1.0'].filter((v) => satisfy(v, range))).toEqual([]);
  });
});

describe('the shared config of every build', () => {
  const shared = sharing.sharedConfig();

  it('shares the SDK modules at the versions shared-sdk/package.json declares, needing ^major.minor of them', () => {
    for (const request of SDK_MODULES) {
      const version = sdkPackage.sharedModules[request as keyof typeof sdkPackage.sharedModules];
      expect({ request, ...shared[request] }).toMatchObject({
        request,
        version,
        requiredVersion: sharing.rangeFor(version),
      });
    }
  });

  it('shares every SDK module it declares, and declares every SDK module it shares', () => {
    expect(sharing.SHARED.filter((r) => r.startsWith('@times/')).sort()).toEqual([...SDK_MODULES].sort());
  });

  it('makes the stateful modules strict singletons: one instance, or a clear refusal', () => {
    expect(sharing.STATEFUL).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        'react-router-dom',
        'styled-components',
        'zustand',
        'formik',
        '@times/shared-sdk/state',
        '@times/shared-sdk/app/state',
      ]),
    );
    for (const request of sharing.STATEFUL)
      expect({ request, ...shared[request] }).toMatchObject({ request, singleton: true, strictVersion: true });
  });

  it("lets a remote load its own copy of the stateless modules when the page's is too old", () => {
    for (const request of ['@times/shared-sdk', '@times/shared-sdk/app'])
      expect({ request, ...shared[request] }).toMatchObject({ request, singleton: false, strictVersion: false });
  });

  it('pins the libraries at the versions of shared-sdk/package.json, needing their major.minor', () => {
    expect(shared['react']).toMatchObject({ version: sdkPackage.dependencies.react, requiredVersion: '^19.3.0' });
    expect(shared['react-dom/client']?.version).toBe(sdkPackage.dependencies['react-dom']);
  });

  it('builds against other versions when a fixture says so (a remote built against another SDK)', () => {
    const other = sharing.sharedConfig({ '@times/shared-sdk': '1.4.2', '@times/shared-sdk/state': '2.0.0' });
    expect(other['@times/shared-sdk']).toMatchObject({ version: '1.4.2', requiredVersion: '^1.4.0' });
    expect(other['@times/shared-sdk/state']).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
  });
});
