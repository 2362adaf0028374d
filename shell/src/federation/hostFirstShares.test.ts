/**
 * The shell's runtime plugin: a singleton is the shell's registered copy even when a remote
 * offers a higher version nobody has loaded yet; a remote that needs more than the shell's copy
 * is refused with the runtime's message (which versionSkewOf reads); anything else is left to
 * the runtime.
 */
import { hostFirstResolve } from './hostFirstShares';
import { versionSkewOf } from './versionSkew';

type Args = Parameters<typeof hostFirstResolve>[0];

const copy = (from: string) => ({ from, loaded: false }) as unknown;

function args(pkg: string, needs: string, { singleton = true, strictVersion = true } = {}): Args {
  const fallback = { shared: 'runtime default', useTreesShaking: false };
  return {
    shareScopeMap: { default: { [pkg]: { '1.0.0': copy('shell'), '2.0.0': copy('remote_apphome') } } },
    scope: 'default',
    pkgName: pkg,
    version: '2.0.0',
    shareInfo: { from: 'remote_apphome', shareConfig: { singleton, strictVersion, requiredVersion: needs } },
    resolver: () => fallback,
  } as unknown as Args;
}

describe('hostFirstResolve', () => {
  it("gives a singleton the shell's copy although a remote offers a higher version", () => {
    const resolved = hostFirstResolve(args('@times/shared-sdk/state', '^1.0.0'));
    expect(resolved.version).toBe('1.0.0');
    expect(resolved.resolver()).toEqual({ shared: copy('shell'), useTreesShaking: false });
  });

  it("keeps the runtime's own choice when that is the shell's copy, and a tree-shaken library its shaken copy", () => {
    const own = args('react', '^1.0.0');
    own.version = '1.0.0';
    expect(hostFirstResolve(own)).toBe(own);
    const shaken = args('react-router-dom', '^1.0.0');
    const shell = { from: 'shell', treeShaking: { mode: 'runtime-infer' } };
    (shaken.shareScopeMap.default as Record<string, unknown>)['react-router-dom'] = {
      '1.0.0': shell,
      '2.0.0': copy('remote_apphome'),
    };
    shaken.shareInfo.treeShaking = { mode: 'runtime-infer' };
    expect(hostFirstResolve(shaken).resolver()).toEqual({ shared: shell, useTreesShaking: true });
  });

  it("refuses a remote whose need the shell's copy does not satisfy, in the runtime's words", () => {
    const resolved = hostFirstResolve(args('@times/shared-sdk/state', '^2.0.0'));
    let thrown: unknown;
    try {
      resolved.resolver();
    } catch (error) {
      thrown = error;
    }
    expect(versionSkewOf(thrown)).toEqual({
      remote: 'remote-apphome',
      module: '@times/shared-sdk/state',
      needs: '^2.0.0',
      provides: '1.0.0',
    });
  });

  it('leaves stateless modules (not singletons) and modules the shell does not offer to the runtime', () => {
    const stateless = args('@times/shared-sdk', '^2.0.0', { singleton: false });
    expect(hostFirstResolve(stateless)).toBe(stateless);
    const notOffered = args('zustand', '^2.0.0');
    (notOffered.shareScopeMap.default as Record<string, unknown>).zustand = { '2.0.0': copy('remote_apphome') };
    expect(hostFirstResolve(notOffered)).toBe(notOffered);
    expect(notOffered.resolver()).toEqual({ shared: 'runtime default', useTreesShaking: false });
  });
});
