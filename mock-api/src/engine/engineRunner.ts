/**
 * Where the roster engine's heavy work runs: a roster's search and a site's day allocation. The
 * API decides what to calculate and writes the outcome (rosters/calculation/); the runner only
 * computes. In this process's worker threads by default (localEngine.ts), or on the job queue's
 * workers when REDIS_URL is set (queue/queueEngine.ts), any number of them on any machine.
 */
import type { RosterModel, RosterResult, SiteAllocation, SiteAllocationInput } from '@times/roster-engine';

export interface EngineRunOptions {
  /** Stops the work (a recalculation, a deleted roster): the promise rejects. */
  signal?: AbortSignal;
}

export interface EngineRunner {
  roster(model: RosterModel, options?: EngineRunOptions): Promise<RosterResult>;
  siteAllocation(input: SiteAllocationInput, options?: EngineRunOptions): Promise<SiteAllocation>;
  /** Throws ServiceUnavailable when work could not be handed over now (the queue's Redis is down). */
  available(): Promise<void>;
  /** Lets go of what the runner holds (the queue's connections); work under way is abandoned. */
  close(): Promise<void>;
}
