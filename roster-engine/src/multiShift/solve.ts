/**
 * The multi-shift solver.
 * 1. A first roster that meets every hard rule: each employee's best line in turn with the lines before fixed
 *    (rowDp.ts), then passes of best lines until none improves.
 * 1b. Optionally (exactFirst, for small models) one exact re-solve of the whole roster by HiGHS, which ends the
 *    search when it proves the roster optimal.
 * 2. Column generation and a dive (columnGeneration.ts), kept when no worse; the relaxation's bound ends the search
 *    when the roster reaches it.
 * 3. A large neighbourhood search that keeps a candidate when it is no worse (objective.ts): exact re-solves by
 *    HiGHS of every employee over a window of days or a few employees over the horizon (neighbourhoods.ts,
 *    subSolve.ts), choices among candidate lines of a few employees (lineChoice.ts) and ruin-and-recreate
 *    (lineMoves.ts).
 * Deterministic for a seed when it stops on its iteration budget: HiGHS is bounded by node counts, the time limit is
 * only a cap (the dive's share of it included).
 */
import { priceAndDive } from './columnGeneration';
import { highsRuntime } from './highsRuntime';
import { chooseLines } from './lineChoice';
import { replaceLine, ruinAndRecreate } from './lineMoves';
import path from 'node:path';
import { runInWorker } from '../worker/runInWorker';
import { constructRoster, longSearch, prefersLongSearch } from './longSearch';
import type { SearchWorkerInput } from './searchWorker';
import { SharedBest } from './sharedBest';
import type { MsRoster, MultiShiftModel } from './model';
import { emptyMsRoster } from './model';
import { MoveTimer } from './moveTimer';
import { NeighbourhoodChooser } from './neighbourhoods';
import { objectiveOf } from './objective';
import { seededRandom } from './random';
import { lineContext } from './rowDp';
import { subSolve } from './subSolve';

export interface MultiShiftSolveOptions {
  seed?: number;
  /** Moves to try at most after the first roster (default: no limit but the time). */
  maxIterations?: number;
  /** Wall-clock cap in seconds (default 60). */
  timeLimitSec?: number;
  /** HiGHS nodes per re-solve (default 200). */
  maxNodes?: number;
  /**
   * Before the column generation, re-solve the whole roster exactly with HiGHS within these limits, and stop when
   * it is proven optimal (for small models, e.g. a site's shifts; absent: no such step).
   */
  exactFirst?: { maxNodes: number; timeLimitSec: number };
  /**
   * Stop on the budgets only (maxIterations, HiGHS nodes, pricing rounds), never on a clock, so that the same roster
   * comes out on any machine (tests); the time limit is then not applied.
   */
  budgetOnly?: boolean;
  /**
   * Threads for the long search (default 1): the others run it with seeds of their own from the same first roster
   * and share their best (searchWorker.ts); never with budgetOnly.
   */
  threads?: number;
  /**
   * Take the long search (longSearch.ts) for a model it suits (horizons over 28 days, over 60 people): the public
   * benchmark's large instances. Off by default: a site's own shifts (site/allocateSite.ts) keep the search below,
   * which covers their months better within the site calculation's small budget.
   */
  longSearch?: boolean;
  /** Called on every improvement. */
  onImprove?: (objective: number, seconds: number) => void;
}

export interface MultiShiftSolveResult {
  roster: MsRoster;
  objective: number;
  iterations: number;
  seconds: number;
  /** What ended the search: the iteration budget, the time cap, or a proof that the roster is optimal. */
  stoppedBy: 'iterations' | 'time' | 'optimal';
}

/** A helper thread's heap limit, and how long after the time limit it is terminated at the latest. */
const HELPER_MEMORY_MB = 768;
const HELPER_GRACE_MS = 5_000;
/** HiGHS's random seeds are below 2^31 - 1. */
const HIGHS_SEED_LIMIT = 2_147_483_647;
/** The search stops 2% of the time limit before it, at least STOP_MARGIN_MIN_SEC, at most STOP_MARGIN_MAX_SEC. */
const STOP_MARGIN_MIN_SEC = 0.25;
const STOP_MARGIN_MAX_SEC = 2;
/** The longest a single HiGHS re-solve may run, in seconds. */
const SUB_SOLVE_CAP_SEC = 3;
/** The shares of moves that are ruin-and-recreate and choices of lines (the rest are HiGHS re-solves). */
const RUIN_SHARE = 0.1;
const CHOICE_SHARE = 0.3;
/** Ruin-and-recreate clears between 2 and RUIN_MAX lines; a choice of lines re-decides 2 to CHOICE_MAX. */
const RUIN_MAX = 6;
const CHOICE_MAX = 10;
/** The share of the time the column generation's dive may take. */
const DIVE_SHARE = 0.3;

/** Seeds of the helper threads: far from the main search's. */
const HELPER_SEED_STEP = 7_919;
/** Helpers stop this much before the main search, so their last best is on the board when it looks. */
const HELPER_EARLY_SEC = 0.3;

/** Starts the helper searches on worker threads; stop() ends them (their best stays on the board). */
function startHelpers(
  model: MultiShiftModel,
  start: MsRoster,
  board: SharedBest,
  count: number,
  seed: number,
  seconds: number,
  options: MultiShiftSolveOptions,
): { stop: () => void } {
  const abort = new AbortController();
  const deadline = Date.now() + Math.max(0, seconds - HELPER_EARLY_SEC) * 1000;
  for (let i = 1; i <= count; i++) {
    const input: SearchWorkerInput = {
      model,
      start,
      seed: (seed + i * HELPER_SEED_STEP) % HIGHS_SEED_LIMIT,
      maxNodes: options.maxNodes ?? 200,
      deadline,
      board: board.buffer,
    };
    const task = { modulePath: path.join(__dirname, 'searchWorker.ts'), exportName: 'runSearchWorker' };
    // A helper that fails only costs its share of the search: the main thread's roster stands.
    runInWorker(task, input, {
      timeoutMs: seconds * 1000 + HELPER_GRACE_MS,
      signal: abort.signal,
      maxMemoryMb: HELPER_MEMORY_MB,
    }).catch(() => undefined);
  }
  return { stop: () => abort.abort() };
}

export async function solveMultiShift(
  model: MultiShiftModel,
  options: MultiShiftSolveOptions = {},
): Promise<MultiShiftSolveResult> {
  const began = performance.now();
  const elapsed = (): number => (performance.now() - began) / 1000;
  // The search ends a little before the limit, so that the last move, the helpers' answer and the return fit in it.
  const requested = options.timeLimitSec ?? 60;
  const timeLimit = options.budgetOnly
    ? Infinity
    : Math.max(0, requested - Math.min(STOP_MARGIN_MAX_SEC, Math.max(STOP_MARGIN_MIN_SEC, requested * 0.02)));
  const maxIterations = options.maxIterations ?? Infinity;
  if (options.budgetOnly && maxIterations === Infinity) throw new Error('budgetOnly needs maxIterations');
  const random = seededRandom(options.seed ?? 1);
  // HiGHS takes a random_seed in [0, 2^31 - 1]; the search's own random numbers use the seed as given.
  const seed = Math.abs(Math.trunc(options.seed ?? 1)) % HIGHS_SEED_LIMIT;
  const highs = await highsRuntime();
  const limits = (): { maxNodes: number; timeLimitSec: number; seed: number } => ({
    maxNodes: options.maxNodes ?? 200,
    timeLimitSec: options.budgetOnly ? Infinity : Math.max(0.05, Math.min(SUB_SOLVE_CAP_SEC, timeLimit - elapsed())),
    seed,
  });
  const ctx = lineContext(model);
  const all = model.employees.map((_, e) => e);
  if (options.longSearch && prefersLongSearch(model)) {
    const first = constructRoster(ctx, all);
    options.onImprove?.(objectiveOf(model, first), elapsed());
    const threads = options.budgetOnly ? 1 : Math.max(1, Math.floor(options.threads ?? 1));
    const board = threads > 1 ? SharedBest.create(model.employees.length, model.days.length) : undefined;
    const helpers = board ? startHelpers(model, first, board, threads - 1, seed, timeLimit - elapsed(), options) : null;
    let best = Infinity;
    const result = longSearch(highs, ctx, first, random, {
      maxIterations,
      timeLimitSec: timeLimit - elapsed(),
      maxNodes: options.maxNodes ?? 200,
      seed,
      budgetOnly: options.budgetOnly,
      share: board,
      onImprove: (value) => {
        if (value < best) options.onImprove?.((best = value), elapsed());
      },
    });
    helpers?.stop();
    const held = board?.better(result.objective);
    if (held) options.onImprove?.(held.objective, elapsed());
    return { ...result, ...(held ?? {}), seconds: elapsed() };
  }

  let roster = emptyMsRoster(model);
  for (const e of all) replaceLine(highs, ctx, roster, e, limits(), false);
  let objective = objectiveOf(model, roster);
  // Passes of best lines until none improves; the clock is looked at before each line (one pass is many lines).
  for (let before = Infinity; objective < before && elapsed() < timeLimit;) {
    before = objective;
    for (const e of random.pick(all, all.length)) {
      if (elapsed() >= timeLimit) break;
      replaceLine(highs, ctx, roster, e, limits());
    }
    objective = objectiveOf(model, roster);
  }
  if (options.exactFirst) {
    const whole = subSolve(
      highs,
      model,
      roster,
      {},
      {
        maxNodes: options.exactFirst.maxNodes,
        timeLimitSec: options.budgetOnly
          ? Infinity
          : Math.max(0.05, Math.min(options.exactFirst.timeLimitSec, timeLimit - elapsed())),
        seed,
        warmStart: true,
      },
    );
    if (whole.roster && objectiveOf(model, whole.roster) <= objective) {
      roster = whole.roster;
      objective = objectiveOf(model, roster);
    }
    if (whole.optimal) {
      options.onImprove?.(objective, elapsed());
      return { roster, objective, iterations: 0, seconds: elapsed(), stoppedBy: 'optimal' };
    }
  }
  // The dive's share counts from the start of the search, so a slow construction (a busy machine) leaves it less.
  const dive = priceAndDive(highs, ctx, roster, {
    seconds: Math.min(timeLimit * DIVE_SHARE, timeLimit - elapsed()),
    deadline: timeLimit - elapsed(),
    seed,
  });
  if (objectiveOf(model, dive.roster) <= objective) {
    roster = dive.roster;
    objective = objectiveOf(model, dive.roster);
  }
  options.onImprove?.(objective, elapsed());

  const chooser = new NeighbourhoodChooser(model, random);
  const timer = new MoveTimer(timeLimit, elapsed);
  let iterations = 0;
  let stoppedBy: MultiShiftSolveResult['stoppedBy'] = 'iterations';
  for (;;) {
    // Every price is a penalty (no negative weight), so 0 bounds any roster from below.
    if (objective <= Math.max(0, dive.lowerBound ?? 0)) {
      stoppedBy = 'optimal';
      break;
    }
    if (iterations >= maxIterations) break;
    // What a move may give HiGHS: what is left after the time moves have lately run past their grants (none is
    // started when that is too little: on a busy machine it would end past the limit).
    const grant = options.budgetOnly ? Infinity : timer.grant(SUB_SOLVE_CAP_SEC);
    if (elapsed() >= timeLimit || grant === 0) {
      stoppedBy = 'time';
      break;
    }
    const granted = { maxNodes: options.maxNodes ?? 200, timeLimitSec: grant, seed };
    const began = elapsed();
    iterations++;
    let candidate: MsRoster | null;
    let proven = false;
    const draw = random.next();
    if (all.length > 1 && draw < RUIN_SHARE) {
      candidate = roster.map((line) => [...line]);
      const k = 2 + random.int(Math.min(RUIN_MAX, all.length) - 1);
      ruinAndRecreate(highs, ctx, candidate, random.pick(all, k), random, granted);
    } else if (all.length > 1 && draw < RUIN_SHARE + CHOICE_SHARE) {
      const k = 2 + random.int(Math.min(CHOICE_MAX, all.length) - 1);
      candidate = chooseLines(highs, ctx, roster, random.pick(all, k), random, granted, dive.pool);
    } else {
      const part = chooser.next();
      const result = subSolve(highs, model, roster, part.scope, { ...granted, warmStart: true });
      chooser.learn(part.kind, result.optimal);
      candidate = result.roster;
      proven = part.whole && result.optimal;
    }
    timer.record(grant, elapsed() - began);
    if (candidate) {
      const value = objectiveOf(model, candidate);
      if (value <= objective) {
        if (value < objective) options.onImprove?.(value, elapsed());
        roster = candidate;
        objective = value;
      }
    }
    if (proven) {
      stoppedBy = 'optimal';
      break;
    }
  }
  return { roster, objective, iterations, seconds: elapsed(), stoppedBy };
}
