/**
 * @times/shared-sdk/app/state: the selected Times app's store, one instance for the Times frame
 * and every Times remote. A shared singleton module, strictly versioned like
 * '@times/shared-sdk/state'; '@times/shared-sdk/app' re-exports it through the package name.
 */
export { useTimesStore } from './timesStore';
export type { TimesState, TimesLoad } from './timesStore';
