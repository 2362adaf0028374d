/** The engine in this process's worker threads (one per calculation): the default, with no REDIS_URL. */
import { runRosterInWorker, runSiteAllocationInWorker } from '@times/roster-engine';
import type { EngineRunner } from './engineRunner';

export const localEngine: EngineRunner = {
  roster: (model, { signal } = {}) => runRosterInWorker(model, { signal }),
  siteAllocation: (input, { signal } = {}) => runSiteAllocationInWorker(input, { signal }),
  available: async () => {},
  close: async () => {},
};
