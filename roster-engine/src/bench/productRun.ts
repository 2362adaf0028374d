/**
 * One calculation the way the product makes it: the API builds a RosterModel with its time limit
 * (mock-api's rosterTimeLimitMs, 10 s by default) and runs `runRosterInWorker(model)` (a worker
 * thread, engine.ts's computeRoster: the search, then the checker and the figures). Measured: the
 * whole call (worker start and answer included) and the search's own time, the roster re-checked
 * by the independent checker, the time per move, the process's peak memory (worker included).
 */
import { checkRoster } from '../checker';
import { runRosterInWorker } from '../worker/runRosterInWorker';
import type { Score } from '../model/types';
import { generateInstance, PRODUCT_TIME_LIMIT_MS } from './generator';
import type { InstanceSpec } from './generator';

export interface ProductOutcome {
  kind: 'product';
  timeLimitMs: number;
  /** runRosterInWorker from call to answer. */
  callMs: number;
  /** The search's own time (RosterResult.search.elapsedMs). */
  searchMs: number;
  iterations: number;
  score: Score;
  check: { total: number; hard: number; uncovered: number };
  maxRssMb: number;
}

export async function runProduct(spec: InstanceSpec): Promise<ProductOutcome> {
  const model = generateInstance({ ...spec, timeLimitMs: PRODUCT_TIME_LIMIT_MS });
  const started = performance.now();
  const result = await runRosterInWorker(model);
  const callMs = performance.now() - started;
  const { score } = checkRoster(model, result.assignments);
  return {
    kind: 'product',
    timeLimitMs: model.timeLimitMs,
    callMs,
    searchMs: result.search.elapsedMs,
    iterations: result.search.iterations,
    score: result.score,
    check: { total: score.total, hard: score.hard, uncovered: score.uncovered },
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

/** Milliseconds per move of a search: its time over its moves. */
export const msPerMove = (outcome: Pick<ProductOutcome, 'searchMs' | 'iterations'>): number =>
  outcome.iterations > 0 ? outcome.searchMs / outcome.iterations : NaN;
