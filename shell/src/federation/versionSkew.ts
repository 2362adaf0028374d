/**
 * A remote that needs a version of a stateful shared module (a strict singleton: the session
 * store, React, the router…) that the loaded copy does not satisfy cannot run: the federation
 * runtime refuses it with an error naming the versions. This reads that error, so the error
 * boundary can say which remote needs what, in the catalogue's words. The error's text is the
 * runtime's (@module-federation/runtime-core); versionSkew.test.ts pins it against the real runtime.
 */
export interface VersionSkew {
  /** The remote's app name, e.g. remote-roster. */
  remote: string;
  /** The shared module, e.g. @times/shared-sdk/state. */
  module: string;
  /** The range the remote was built to need, e.g. ^2.0.0. */
  needs: string;
  /** The version loaded in the page, e.g. 1.0.0. */
  provides: string;
}

const SINGLETON_MISMATCH =
  /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** A federation name (remote_roster) as its app is named (remote-roster). */
const appName = (federationName: string) => federationName.replace(/_/g, '-');

export function versionSkewOf(error: unknown): VersionSkew | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = SINGLETON_MISMATCH.exec(message);
  if (!match) return null;
  const [, provides = '', module = '', consumer = '', needs = ''] = match;
  return { remote: appName(consumer), module, needs, provides };
}
