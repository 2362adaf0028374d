/**
 * The engine's one call: a model in, a roster out. The search (solver/) builds the roster and
 * scores it incrementally; the independent checker (checker/) lists its violations and uncovered
 * slots, each with its reason. The score is the search's (the tests and the bench require the
 * checker to give the same). Pure and synchronous: the API runs it in a worker thread
 * (worker/runRosterInWorker.ts) so that it keeps answering while a roster is Processing.
 */
import type { RosterModel, RosterResult } from './model/types';
import { searchRoster } from './solver/searchRoster';
import { buildModelIndex, buildRosterGrid, checkContext } from './checker';
import type { CheckContext } from './checker/context';
import { dailyTotalsOf, rosterSummaryOf } from './summary';
import { markPinnedViolations } from './explain/pinNotes';

export interface ComputeRosterOptions {
  /** Polled by the search: true asks it to stop and return the best roster found so far. */
  shouldStop?: () => boolean;
}

export function computeRoster(model: RosterModel, options: ComputeRosterOptions = {}): RosterResult {
  const search = searchRoster(model, { shouldStop: options.shouldStop });
  // The tables are built once for the check and the figures.
  const index = buildModelIndex(model);
  const ctx: CheckContext = {
    index,
    grid: buildRosterGrid(index, search.assignments),
    assignments: search.assignments,
  };
  const check = checkContext(ctx);
  return {
    assignments: search.assignments,
    violations: markPinnedViolations(model, check.violations),
    uncovered: check.uncovered,
    score: search.score,
    totals: dailyTotalsOf(ctx),
    summary: rosterSummaryOf(ctx, check),
    search: { iterations: search.iterations, elapsedMs: search.elapsedMs, seed: model.seed },
  };
}
