/**
 * The shell's federation runtime plugin: a strict singleton (a stateful shared module: React, the
 * router, the session store, the selected-app store, formik…) is always the shell's copy. Left to
 * itself, the runtime gives a singleton nobody has loaded yet to the highest version offered, so a
 * remote built against a newer major could win it and refuse the shell and every other remote.
 * Here the shell's registered copy is chosen whenever it has one, and a remote whose need it does
 * not satisfy is refused with the runtime's own message (versionSkew.ts reads it for the error
 * boundary). The stateless modules keep the runtime's rule (another copy when the versions do
 * not fit). No module has to be loaded early to win: the sign-in page loads only what it uses.
 */
import { satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The shell's federation name: the `from` of the copies it registers. */
export const HOST_NAME = 'shell';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

export function hostFirstResolve(args: ResolveShareArgs): ResolveShareArgs {
  const { shareScopeMap, scope, pkgName, shareInfo } = args;
  const config = shareInfo.shareConfig;
  if (!config?.singleton) return args;
  const versions = shareScopeMap[scope]?.[pkgName] ?? {};
  const hostVersion = Object.keys(versions).find((version) => versions[version]?.from === HOST_NAME);
  const shared = hostVersion === undefined ? undefined : versions[hostVersion];
  // The runtime chose the shell's copy itself (the usual case): nothing to change.
  if (hostVersion === undefined || !shared || hostVersion === args.version) return args;
  // The libraries shared tree-shaken (webpack/sharedModules.cjs: one export list for every app) load the shell's shaken copy.
  const useTreesShaking = Boolean(shared.treeShaking) && shareInfo.treeShaking?.mode === 'runtime-infer';
  return {
    ...args,
    version: hostVersion,
    resolver: () => {
      const needs = config.requiredVersion;
      if (typeof needs === 'string' && !satisfy(hostVersion, needs)) {
        const message = `Version ${hostVersion} from ${HOST_NAME} of shared singleton module ${pkgName} does not satisfy the requirement of ${shareInfo.from} which needs ${needs})`;
        if (config.strictVersion) throw new Error(`[ Federation Runtime ]: ${message}`);
        console.warn(message);
      }
      return { shared, useTreesShaking };
    },
  };
}

export default function hostFirstShares(): ModuleFederationRuntimePlugin {
  return { name: 'times-host-first-shares', resolveShare: hostFirstResolve };
}
