import { createInstance } from '@module-federation/enhanced/runtime';
import { versionSkewOf } from './versionSkew';

/** The error the real federation runtime raises when a remote needs a stateful module the page cannot give. */
async function runtimeRefusal(loaded: string, needed: string): Promise<unknown> {
  const stateful = { singleton: true, strictVersion: true };
  const host = createInstance({
    name: 'shell',
    remotes: [],
    shared: {
      '@times/shared-sdk/state': {
        version: loaded,
        lib: () => ({}),
        shareConfig: { ...stateful, requiredVersion: `^${loaded}` },
      },
    },
  });
  const remote = createInstance({
    name: 'remote_roster',
    remotes: [],
    shared: {
      '@times/shared-sdk/state': {
        version: needed,
        get: () => Promise.resolve(() => ({})),
        shareConfig: { ...stateful, requiredVersion: `^${needed}` },
      },
    },
  });
  remote.initShareScopeMap('default', host.shareScopeMap['default']!);
  return remote.loadShare('@times/shared-sdk/state').then(
    () => null,
    (error: unknown) => error,
  );
}

describe('version skew of a stateful shared module', () => {
  it("reads the federation runtime's refusal: which remote needs what, and what the page has", async () => {
    const error = await runtimeRefusal('1.0.0', '2.0.0');
    expect(versionSkewOf(error)).toEqual({
      remote: 'remote-roster',
      module: '@times/shared-sdk/state',
      needs: '^2.0.0',
      provides: '1.0.0',
    });
  });

  it('a compatible need is no refusal', async () => {
    expect(await runtimeRefusal('1.2.0', '1.1.0')).toBeNull();
  });

  it.each([[new Error('Failed to fetch remoteEntry.js')], ['offline'], [undefined]])(
    'any other failure (%p) is not a version skew',
    (error) => {
      expect(versionSkewOf(error)).toBeNull();
    },
  );
});
