/**
 * The API's way to compute a roster: engine.ts's computeRoster in a worker thread, so the server
 * keeps answering while a roster is Processing, with a hard timeout so it never stays Processing.
 */
import path from 'node:path';
import type { RosterModel, RosterResult } from '../model/types';
import { runInWorker } from './runInWorker';
import type { WorkerRunOptions } from './runInWorker';

/** engine.ts beside this folder (engine.js if this file was compiled). */
export const ENGINE_MODULE = path.join(__dirname, '..', `engine${path.extname(__filename) || '.ts'}`);

/** Time allowed beyond the model's own search time (worker start, TypeScript loading, checking). */
export const WORKER_OVERHEAD_MS = 20_000;

export type RosterWorkerOptions = Partial<WorkerRunOptions>;

/**
 * computeRoster(model) in a worker. timeoutMs defaults to model.timeLimitMs + 20 s; shortly before
 * it (softStopMs) the search is asked to stop and answer with its best roster; at timeoutMs the
 * worker is terminated and the promise rejects with RosterWorkerError 'TIMEOUT'.
 */
export function runRosterInWorker(model: RosterModel, options: RosterWorkerOptions = {}): Promise<RosterResult> {
  const timeoutMs = options.timeoutMs ?? Math.max(0, model.timeLimitMs || 0) + WORKER_OVERHEAD_MS;
  return runInWorker<RosterModel, RosterResult>({ modulePath: ENGINE_MODULE, exportName: 'computeRoster' }, model, {
    ...options,
    timeoutMs,
  });
}
