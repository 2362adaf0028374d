/**
 * The long search on a worker thread (worker/runInWorker.ts starts it): a second search with a seed of its own
 * from the same first roster (and the other way of weighing its moves), sharing its best with the main thread's through a SharedBest board, until the
 * deadline both keep. Uses the second core; the main thread reads the board when its own search ends.
 */
import { highsRuntime } from './highsRuntime';
import { longSearch } from './longSearch';
import type { MsRoster, MultiShiftModel } from './model';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { SharedBest } from './sharedBest';

export interface SearchWorkerInput {
  model: MultiShiftModel;
  start: MsRoster;
  seed: number;
  maxNodes: number;
  /** When to stop, in milliseconds since the epoch (Date.now(), the clock both threads share). */
  deadline: number;
  board: SharedArrayBuffer;
}

export async function runSearchWorker(
  input: SearchWorkerInput,
  control: { shouldStop: () => boolean },
): Promise<{ objective: number; iterations: number }> {
  const highs = await highsRuntime();
  const { model } = input;
  const board = new SharedBest(input.board, model.employees.length, model.days.length);
  const result = longSearch(highs, lineContext(model), input.start, seededRandom(input.seed), {
    maxIterations: Infinity,
    timeLimitSec: Math.max(0, (input.deadline - Date.now()) / 1000),
    maxNodes: input.maxNodes,
    seed: input.seed,
    share: board,
    // The other way of weighing the moves than the main thread's: the two searches differ (longSearch.ts).
    memory: 'work',
    shouldStop: control.shouldStop,
  });
  board.offer(result.roster, result.objective);
  return { objective: result.objective, iterations: result.iterations };
}
