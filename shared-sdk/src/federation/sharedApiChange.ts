/**
 * Whether a shared module's recorded API (its version and run-time export names, in
 * sharedApi.json) and its current one agree with the release policy (README 'Versions of the
 * SDK and version skew'): an export removed needs a new major, an export added a new minor (or
 * major). Type-only changes are not seen here (they vanish at run time).
 */
export interface SharedApi {
  version: string;
  exports: string[];
}

const parts = (version: string): [number, number, number] => {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
};

/** What is wrong with the change from `recorded` to `current`, or null when it follows the policy and is recorded. */
export function sharedApiProblem(module: string, recorded: SharedApi | undefined, current: SharedApi): string | null {
  if (!recorded) return `${module} has no recorded API: record it (UPDATE_SHARED_API=1 npx jest sharedApi)`;
  const added = current.exports.filter((name) => !recorded.exports.includes(name));
  const removed = recorded.exports.filter((name) => !current.exports.includes(name));
  if (added.length === 0 && removed.length === 0 && current.version === recorded.version) return null;
  const [major, minor] = parts(current.version);
  const [oldMajor, oldMinor] = parts(recorded.version);
  const change = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (removed.length > 0 && major <= oldMajor)
    return `${module} ${change}: a removed export is a breaking change, its major must go up from ${recorded.version} (shared-sdk/package.json sharedModules)`;
  if (added.length > 0 && major === oldMajor && minor <= oldMinor)
    return `${module} ${change}: an added export is a new minor, its version must go up from ${recorded.version} (shared-sdk/package.json sharedModules)`;
  return `${module} ${change || 'unchanged exports'} at ${current.version}: record the new API (UPDATE_SHARED_API=1 npx jest sharedApi)`;
}
