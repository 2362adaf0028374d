/**
 * The core SDK of the next minor, as a remote's team would build against it: everything of this
 * tree's core, and one function added. Aliased as '@times/shared-sdk' in the fixture build only.
 */
export * from '../../../shared-sdk/src/index';
export { sdkAddedFunction } from './addedFunction';
