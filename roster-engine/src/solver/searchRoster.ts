/**
 * The roster search: SCORING.md's score minimised inside the hard-feasible space. Every move keeps
 * every hard rule (the dynamic programs build only rows that keep them, other moves check the rows
 * they touch), so the roster never breaks one; demand that cannot be met stays uncovered (cost).
 *
 * Construction: each employee's row is placed in turn by an exact dynamic program (rowDp.ts): a
 * first pass with "prices" (covering a slot is worth about as much as the soft rules, so work is
 * shared by the targets, Sundays and weekends), a second pass with the true cover weights (best
 * response, those with the most room first), then best-response sweeps while they improve.
 *
 * Improvement: late acceptance hill climbing (history 200) over moves that all keep the hard rules:
 * - exchange (40%): the best way for two employees of a group to swap cells, over all 2^D patterns
 *   (pairDp.ts); the partner mirrors the first one's imbalance (other half of a split weekend,
 *   other side of its hour target, Sundays apart);
 * - chain (10%): a day passes from an employee off its target through a second to a third;
 * - absorb (15%; 5% on horizons over two months, where it looks at every day's workers and cost
 *   half the time at 15%): an employee with room takes its best row where a day may also be taken over from
 *   whoever works it (priced exactly), victims pushed below target take a day back by exchange;
 * - best response (10%): one row re-placed by the DP given everyone else;
 * - ruin and recreate (25%): 2-5 related employees (who could fill an uncovered slot; or one off
 *   target, its mirror and colleagues of both) emptied and re-placed, with true weights or with
 *   prices first, then polished by exchanges among them (not on horizons over two months: horizon.ts).
 * After a stretch without a new best, the search restarts from the best roster with a larger ruin
 * (20% of a group).
 *
 * Phases (when two or more soft rules are assigned): 30% of the budget on cover and the leading
 * soft rule alone, 30% with the leading rule's weight x 8, the rest with the true weights, each
 * phase starting from the previous one's best. The weights 4^rank only approximate a
 * lexicographic order; settling the leading rule first keeps the search from trading it away
 * early for lesser gains it cannot undo.
 *
 * Stopping: when the score reaches a lower bound (lowerBound.ts: then it is optimal), after an
 * iteration budget that depends only on the model's size (240 per employee, at least 60,000), after
 * a stretch without a new best (200 per employee, at least 12,000, per phase), on `shouldStop()`,
 * or at `model.timeLimitMs` (a safety cap). Before it stops on its budget or on stagnation, a repair
 * pass covers on the best roster every uncovered slot that one rule-keeping move covers (an off
 * employee takes the day, possibly leaving another day or freeing someone from a full day; a working
 * one switches from a position over its need or of lower priority, possibly replaced by one off):
 * the late acceptance walk may have left the best before trying the one move that improves it. When
 * the pass changed anything the search goes on from there (stagnation counted afresh; at the end of
 * the budget, a tenth of it more), so it never stops while checker/coverFixes.ts finds a fix. When
 * the time cap ends a search whose best leaves slots open (a year's roster), it stops 5% of its time
 * early for the same repair (never past the deadline); the warm-up phases are also capped at their
 * share of the time.
 *
 * Determinism: every random choice comes from one PRNG seeded with `model.seed` (prng.ts) and
 * every decision depends on iteration counts, never on the clock, so the same model and seed give
 * the same roster whenever the search ends by bound, budget or stagnation. Only the time cap and
 * `shouldStop` (polled every 32 iterations) can end it at a machine-dependent moment; the budget is
 * set so that the bench sizes end well before their time limits.
 */
import { COVER_BASE } from '../rules/catalogue';
import type { Assignment, RosterModel, RuleId, Score } from '../model/types';
import { hintGrid } from './hint';
import { searchAroundPins } from './pins';
import { compileModel, type Compiled } from './compile';
import { lowerBound } from './lowerBound';
import { scoreOf, toAssignments } from './output';
import { PairOptimizer } from './pairDp';
import { Prng } from './prng';
import { RowOptimizer } from './rowDp';
import { RunStates } from './runStates';
import { RosterState } from './state';
import { isLongHorizon } from './horizon';

const INF = Number.POSITIVE_INFINITY;

export interface SearchOptions {
  /** Called with the best score found so far (at most every 100 ms, and once at the end). */
  onProgress?: (best: Score) => void;
  /** Polled every 32 iterations: true ends the search with the best roster so far. */
  shouldStop?: () => boolean;
  /** Replaces the iteration budget derived from the model's size. */
  maxIterations?: number;
  /** Search parameters (for experiments and the bench; the defaults are the tuned ones). */
  tuning?: Partial<Tuning>;
  /** The clock the time limit is read on, in ms (performance.now unless given: tests give a counted one). */
  clock?: () => number;
}

export interface Tuning {
  /** Late acceptance history length. */
  history: number;
  /** Move shares (the rest is ruin and recreate). */
  exchange: number;
  chain: number;
  absorb: number;
  /** The absorb's share on long horizons (horizon.ts). */
  longAbsorb: number;
  bestResponse: number;
  /** Share of ruin and recreate moves that place rows with prices first. */
  priced: number;
  /** Exchanges between the recreated rows before the move is judged. */
  polish: boolean;
  /** Rows emptied by a ruin and recreate: kMin..kMax. */
  kMin: number;
  kMax: number;
  /** Restart from the best with a larger ruin after this many iterations (x employees) without a new best. */
  kickPerWorker: number;
  /** A phase stops after this many iterations (x employees, at least `stagnationMin`) without a new best. */
  stagnationPerWorker: number;
  stagnationMin: number;
  /** Iteration budget: this many per employee, at least `budgetMin`. */
  budgetPerWorker: number;
  budgetMin: number;
  /** Share of the budget for a first phase on the leading soft rule alone (0 = none). */
  leadShare: number;
  /** Share of the budget for a second phase with the leading rule's weight x boost (0 = none). */
  boostShare: number;
  boost: number;
  /**
   * Share of the time kept at the end for the repair of the best roster's uncovered slots when the
   * time, not the budget, ends the search (and only when it has some).
   */
  repairReserve: number;
}

export const DEFAULT_TUNING: Tuning = {
  history: 200,
  exchange: 0.4,
  chain: 0.1,
  absorb: 0.15,
  longAbsorb: 0.05,
  bestResponse: 0.1,
  priced: 0.5,
  polish: true,
  kMin: 2,
  kMax: 5,
  kickPerWorker: 100,
  stagnationPerWorker: 200,
  stagnationMin: 12_000,
  budgetPerWorker: 240,
  budgetMin: 60_000,
  leadShare: 0.3,
  boostShare: 0.3,
  boost: 8,
  repairReserve: 0.05,
};

export interface SearchResult {
  assignments: Assignment[];
  score: Score;
  iterations: number;
  elapsedMs: number;
  /** When the returned roster was found (iteration, milliseconds): for the bench. */
  bestAtIteration: number;
  bestAtMs: number;
}

export function searchRoster(model: RosterModel, options: SearchOptions = {}): SearchResult {
  if (model.pinned?.length) return searchAroundPins(model, (inner, reserved) => searchFree(inner, options, reserved));
  return searchFree(model, options);
}

/** The search of a model without pins; `reserved`: the pins' slots (pins.ts), left out of the need and capacity. */
function searchFree(model: RosterModel, options: SearchOptions, reserved?: Int32Array): SearchResult {
  const clock = options.clock ?? (() => performance.now());
  const started = clock();
  const c = compileModel(model, reserved);
  const tuning: Tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const rng = new Prng(model.seed);
  const progress = progressReporter(model, c, options.onProgress);
  const limit = Number.isFinite(model.timeLimitMs) ? Math.max(0, model.timeLimitMs) : 10_000;
  // Stop a little early (2%, at most 250 ms) so compiling the answer still ends within the limit.
  const deadline = started + Math.max(0, limit - Math.min(250, limit * 0.02));
  const budget = options.maxIterations ?? model.maxIterations ?? iterationBudget(c, tuning);
  // Near-lexicographic warm-up: the leading soft rule alone (with cover), then every rule with the
  // leading one weighted up, then the true weights from the best roster so far.
  let start: Int16Array | null = null;
  const hint = hintGrid(model, c);
  let spent = 0;
  const phases: Array<[Compiled | null, number]> = [
    [weighted(c, model.rules, 0), tuning.leadShare],
    [weighted(c, model.rules, tuning.boost), tuning.boostShare],
  ];
  // Each warm-up phase is also capped at its share of the time (counted from the start), so that a
  // model too large for its budget in the time (a year) still reaches the true weights.
  let timeShare = 0;
  for (const [phase, share] of phases) {
    if (!phase || share <= 0) continue;
    timeShare += share;
    const first = new Search(
      phase,
      rng,
      options.shouldStop,
      progress,
      phaseDeadline(started, deadline, timeShare),
      Math.round(budget * share),
      tuning,
      clock,
    );
    first.run(start, hint);
    start = first.best;
    spent += first.iterations;
  }
  const search = new Search(c, rng, options.shouldStop, progress, deadline, Math.max(0, budget - spent), tuning, clock);
  search.repairReserve = (deadline - started) * tuning.repairReserve;
  search.run(start, hint);
  const state = search.state;
  state.restore(search.best);
  const score = scoreOf(model, state);
  options.onProgress?.(score);
  return {
    assignments: toAssignments(model, c, state),
    score,
    iterations: spent + search.iterations,
    elapsedMs: clock() - started,
    bestAtIteration: spent + search.bestAtIteration,
    bestAtMs: search.bestAtMs - started,
  };
}

/** The time cap of a phase that ends when `share` of the search's time from `started` to `deadline` is used. */
export function phaseDeadline(started: number, deadline: number, share: number): number {
  return started + Math.max(0, deadline - started) * Math.min(1, Math.max(0, share));
}

/**
 * Reports the best true score seen (whatever weights the phase searches with), at most every
 * 100 ms; the final score is reported by `searchRoster` itself.
 */
function progressReporter(
  model: RosterModel,
  c: Compiled,
  onProgress?: (best: Score) => void,
): ((state: RosterState) => void) | null {
  if (!onProgress) return null;
  let best = Infinity;
  let last = 0;
  return (state) => {
    const now = performance.now();
    if (now - last < 100) return;
    const score = scoreOf(model, state, c);
    if (score.total >= best) return;
    best = score.total;
    last = now;
    onProgress(score);
  };
}

/**
 * The model's weights with the first assigned soft rule's multiplied by `boost` (0: only that rule
 * counts, the others are 0); null when fewer than two soft rules are assigned.
 */
function weighted(c: Compiled, rules: readonly RuleId[], boost: number): Compiled | null {
  const field: Partial<Record<RuleId, 'wHours' | 'wFair' | 'wWeekend' | 'wRelief' | 'wOvertime' | 'wRequests'>> = {
    HOUR_TARGETS: 'wHours',
    FAIR_SUNDAYS: 'wFair',
    COMPLETE_WEEKENDS: 'wWeekend',
    RELIEVER_COVER: 'wRelief',
    OVERTIME_WHEN_NEEDED: 'wOvertime',
    REQUESTS: 'wRequests',
  };
  const soft = [...new Set(rules)].filter((rule) => field[rule] !== undefined);
  if (soft.length < 2) return null;
  const key = field[soft[0]!]!;
  if (boost === 0) {
    const lead: Compiled = { ...c, wHours: 0, wFair: 0, wWeekend: 0, wRelief: 0, wOvertime: 0, wRequests: 0 };
    lead[key] = c[key];
    return lead;
  }
  return { ...c, [key]: c[key] * boost };
}

/** The iteration budget of a model: grows with the employees who can work. */
export function iterationBudget(c: Compiled, tuning: Tuning = DEFAULT_TUNING): number {
  let workers = 0;
  for (let e = 0; e < c.E; e++) if (c.quals[e]!.length > 0) workers++;
  return Math.max(tuning.budgetMin, Math.round(workers * tuning.budgetPerWorker));
}

class Search {
  readonly state: RosterState;
  best: Int16Array;
  bestScore: number;
  iterations = 0;
  bestAtIteration = 0;
  bestAtMs = 0;
  private readonly c: Compiled;
  private readonly rng: Prng;
  private readonly dp: RowOptimizer;
  private readonly pair: PairOptimizer;
  private readonly trueGain: Float64Array;
  private readonly priceGain: Float64Array;
  private readonly softScale: number;
  private readonly bound: number;
  private readonly workers: Int32Array;
  private readonly saturdays: Int32Array;
  private readonly victim: Int32Array;
  private readonly picked: Int32Array;
  private readonly isPicked: Uint8Array;
  /** Cell changes (employee, day, position) of a repair move being tried, and of the best one. */
  private readonly trial = new Int32Array(6);
  private readonly fix = new Int32Array(6);
  private stopped = false;
  /** `shouldStop` said so: nothing more runs, not even a repair. */
  private stopRequested = false;
  /** Uncovered slots of the best roster. */
  private bestUncovered = 0;
  /** Milliseconds before the deadline the search stops for a repair when its best leaves slots open (0: never). */
  repairReserve = 0;

  constructor(
    c: Compiled,
    rng: Prng,
    private readonly shouldStop: (() => boolean) | undefined,
    private readonly progress: ((state: RosterState) => void) | null,
    private readonly deadline: number,
    private readonly maxIterations: number,
    private readonly tuning: Tuning,
    private readonly clock: () => number,
  ) {
    this.c = c;
    this.rng = rng;
    this.state = new RosterState(c);
    const runs = new RunStates(c);
    this.dp = new RowOptimizer(c, runs);
    this.pair = new PairOptimizer(c, runs);
    this.trueGain = Float64Array.from(c.coverWeight);
    this.priceGain = new Float64Array(c.P);
    this.softScale = Math.max(1, c.wHours, c.wFair * 3, c.wWeekend, c.wRelief, c.wOvertime);
    this.bound = lowerBound(c);
    const workers: number[] = [];
    for (let e = 0; e < c.E; e++) if (c.quals[e]!.length > 0) workers.push(e);
    this.workers = Int32Array.from(workers);
    const saturdays: number[] = [];
    for (let d = 0; d < c.D; d++) if (c.pairSaturday[d]) saturdays.push(d);
    this.saturdays = Int32Array.from(saturdays);
    this.victim = new Int32Array(c.D);
    this.picked = new Int32Array(Math.max(8, c.E));
    this.isPicked = new Uint8Array(c.E);
    this.best = this.state.snapshot();
    this.bestScore = this.state.score;
  }

  /** Builds a roster (or starts from `start`) and improves it. */
  /** From `start` (a previous phase's best) as it is, else from the hint's rows that keep every rule, else built anew. */
  run(start: Int16Array | null, hint: Int16Array | null = null): void {
    if (this.workers.length === 0 || this.c.D === 0) return;
    if (start) {
      this.state.restore(start);
      this.state.commit();
    } else if (hint) this.fromHint(hint);
    else this.construct();
    this.saveBest();
    this.improve();
  }

  private get softActive(): boolean {
    const c = this.c;
    return c.wHours > 0 || c.wFair > 0 || c.wWeekend > 0;
  }

  /* ---------- construction ---------- */

  private construct(): void {
    const order = Int32Array.from(this.workers);
    this.rng.shuffle(order);
    if (this.softActive) {
      this.setPrices(0.4);
      for (const e of order) this.placeRow(e, this.priceGain);
      this.rng.shuffle(order);
      for (const e of order) {
        this.clearRow(e);
        this.placeRow(e, this.trueGain);
      }
    } else {
      for (const e of order) this.placeRow(e, this.trueGain);
    }
    this.state.commit();
    this.sweep(order);
  }

  /** The hint's rows that keep every rule (the others left empty), then best responses. */
  private fromHint(hint: Int16Array): void {
    this.state.restore(hint);
    for (let e = 0; e < this.c.E; e++) if (!this.state.rowFeasible(e)) this.clearRow(e);
    this.state.commit();
    this.sweep(Int32Array.from(this.workers));
  }

  private sweep(order: Int32Array): void {
    // Best-response sweeps until one brings nothing.
    for (let sweep = 0; sweep < 5 && !this.timeUp(); sweep++) {
      const before = this.state.score;
      this.rng.shuffle(order);
      for (const e of order) {
        this.clearRow(e);
        this.placeRow(e, this.trueGain);
      }
      this.state.commit();
      if (this.state.score >= before) break;
    }
  }

  /** Prices: covering a slot worth `factor` x the soft scale (x 1-2 by the position's priority). */
  private setPrices(factor: number): void {
    const c = this.c;
    for (let p = 0; p < c.P; p++) this.priceGain[p] = (factor * this.softScale * c.coverWeight[p]!) / COVER_BASE;
  }

  private clearRow(e: number): void {
    const D = this.c.D;
    const asg = this.state.asg;
    for (let d = 0; d < D; d++) if (asg[e * D + d]! >= 0) this.state.set(e, d, -1);
  }

  private placeRow(e: number, gain: Float64Array): void {
    const dp = this.dp;
    dp.optimize(this.state, e, gain, 1, this.rng);
    const row = dp.row;
    for (let d = 0; d < this.c.D; d++) if (row[d]! >= 0) this.state.set(e, d, row[d]!);
  }

  /* ---------- improvement ---------- */

  private improve(): void {
    const state = this.state;
    const tuning = this.tuning;
    const HISTORY = Math.max(1, Math.round(tuning.history));
    const history = new Float64Array(HISTORY).fill(state.score);
    let current = state.score;
    let sinceBest = 0;
    const kickAfter = Math.max(5_000, this.workers.length * tuning.kickPerWorker);
    const stagnation = Math.max(tuning.stagnationMin, this.workers.length * tuning.stagnationPerWorker);
    // After a repair at the end of the budget: a tenth of it more (at most a restart's stretch).
    const extra = Math.max(1, Math.min(kickAfter, Math.round(this.maxIterations * 0.1)));
    let budget = this.maxIterations;
    let sinceKick = 0;
    for (;;) {
      if ((this.iterations & 31) === 0 && (this.timeUp() || this.repairDue())) {
        // The time, not the budget, ends the search: what time is left repairs the best.
        if (!this.stopRequested && this.bestUncovered > 0) this.repairBest();
        break;
      }
      if (this.bestScore <= this.bound) break;
      if (this.iterations >= budget || sinceBest >= stagnation) {
        // Not before every slot a single move can cover is covered: repair the best, go on from it.
        if (this.timeUp() || !this.repairBest()) break;
        if (this.iterations >= budget) budget = this.iterations + extra;
        sinceBest = 0;
        sinceKick = 0;
        current = state.score;
        history.fill(current);
        continue;
      }
      this.iterations++;
      if (sinceKick >= kickAfter) {
        sinceKick = 0;
        state.restore(this.best);
        this.kick();
        state.commit();
        current = state.score;
        history.fill(current);
        continue;
      }
      const mark = state.mark();
      if (!this.move()) {
        state.undoTo(mark);
        sinceBest++;
        sinceKick++;
        continue;
      }
      const candidate = state.score;
      const slot = this.iterations % HISTORY;
      if (candidate <= current || candidate < history[slot]!) {
        state.commit();
        current = candidate;
        if (candidate < this.bestScore) {
          this.saveBest();
          sinceBest = 0;
          sinceKick = 0;
        } else {
          sinceBest++;
          sinceKick++;
        }
      } else {
        state.undoTo(mark);
        sinceBest++;
        sinceKick++;
      }
      history[slot] = current;
    }
  }

  /* ---------- repair before stopping ---------- */

  /**
   * Restores the best roster and covers, slot by slot, every uncovered slot that one rule-keeping
   * move covers (`coverSlot`), in passes until one changes nothing. True (with the best saved and
   * the state on it) when the best improved; otherwise the state is the best, unchanged.
   */
  private repairBest(): boolean {
    const c = this.c;
    const state = this.state;
    state.restore(this.best);
    let improved = false;
    for (let pass = true; pass;) {
      pass = false;
      for (let slot = 0; slot < c.P * c.D; slot++) {
        // Never past the deadline (a repair at the time cap; one on the budget ends long before it).
        if (state.count[slot]! < c.req[slot]! && this.clock() >= this.deadline) break;
        while (state.count[slot]! < c.req[slot]! && this.coverSlot(Math.floor(slot / c.D), slot % c.D)) pass = true;
      }
      improved ||= pass;
    }
    state.commit();
    if (improved) this.saveBest();
    return improved;
  }

  /**
   * Applies the best move that covers slot (p, d) and lowers the cover cost and the score, keeping
   * every hard rule; false when there is none. The moves, for an employee e qualified for p:
   * - e off on d takes it (the day has a place left), or also leaves another day it works;
   * - e off on d takes it on a full day that someone works in a position over its need (they leave);
   * - e working q on d switches to p (q over its need, or of lower priority), or someone off on d
   *   takes e's q.
   * Each is judged on the true score of the state, so the best one for the soft rules wins.
   */
  private coverSlot(p: number, d: number): boolean {
    const c = this.c;
    const state = this.state;
    const D = c.D;
    const asg = state.asg;
    const trial = this.trial;
    const before = state.score;
    const coverBefore = state.coverCost;
    let bestScore = before;
    let bestLength = 0;
    const consider = (length: number): void => {
      const score = this.trialScore(length, coverBefore);
      if (score < bestScore) {
        bestScore = score;
        bestLength = length;
        this.fix.set(trial.subarray(0, 3 * length));
      }
    };
    const set = (i: number, e: number, day: number, position: number): void => {
      trial[3 * i] = e;
      trial[3 * i + 1] = day;
      trial[3 * i + 2] = position;
    };
    const pool = c.qualified[p]!;
    const full = state.total[d]! >= c.cap[d]!;
    for (let i = 0; i < pool.length; i++) {
      const e = pool[i]!;
      const q = asg[e * D + d]!;
      if (q === p) continue;
      if (q >= 0) {
        set(0, e, d, p);
        consider(1);
        if (state.count[q * D + d]! > c.req[q * D + d]! || full) continue;
        // Someone off on d takes e's place in q.
        const others = c.qualified[q]!;
        for (let j = 0; j < others.length; j++) {
          const g = others[j]!;
          if (asg[g * D + d]! >= 0 || !c.allowed[g * D + d]) continue;
          set(1, g, d, q);
          consider(2);
        }
        continue;
      }
      if (!c.allowed[e * D + d]) continue;
      set(0, e, d, p);
      if (!full) {
        consider(1);
        // Also leaving one of its worked days.
        for (let from = 0; from < D; from++) {
          if (asg[e * D + from]! < 0) continue;
          set(1, e, from, -1);
          consider(2);
        }
        continue;
      }
      // A full day: one who works it in a position over its need leaves it.
      for (let f = 0; f < c.E; f++) {
        const r = asg[f * D + d]!;
        if (r < 0 || state.count[r * D + d]! <= c.req[r * D + d]!) continue;
        set(1, f, d, -1);
        consider(2);
      }
    }
    if (bestLength === 0) return false;
    for (let i = 0; i < bestLength; i++) state.set(this.fix[3 * i]!, this.fix[3 * i + 1]!, this.fix[3 * i + 2]!);
    state.commit();
    return true;
  }

  /**
   * The score after the cell changes in `trial` (triples employee, day, position), or INF when they
   * break a hard rule or do not lower the cover cost below `coverBefore`; the state is left as it was.
   */
  private trialScore(length: number, coverBefore: number): number {
    const c = this.c;
    const state = this.state;
    const trial = this.trial;
    const mark = state.mark();
    for (let i = 0; i < length; i++) state.set(trial[3 * i]!, trial[3 * i + 1]!, trial[3 * i + 2]!);
    let score = state.coverCost < coverBefore ? state.score : INF;
    for (let i = 0; i < length && score < INF; i++) {
      const e = trial[3 * i]!;
      const d = trial[3 * i + 1]!;
      const p = trial[3 * i + 2]!;
      if (p >= 0 && (!c.allowed[e * c.D + d] || !c.canWork[e * c.P + p] || state.total[d]! > c.cap[d]!)) score = INF;
      else if (!state.rowFeasible(e)) score = INF;
    }
    state.undoTo(mark);
    return score;
  }

  private saveBest(): void {
    this.state.snapshot(this.best);
    this.bestScore = this.state.score;
    this.bestUncovered = this.state.uncovered;
    this.bestAtIteration = this.iterations;
    this.bestAtMs = this.clock();
    this.progress?.(this.state);
  }

  /** Whether the search should stop for the repair it keeps time for (repairReserve). */
  private repairDue(): boolean {
    return this.repairReserve > 0 && this.bestUncovered > 0 && this.clock() >= this.deadline - this.repairReserve;
  }

  private timeUp(): boolean {
    if (this.stopped) return true;
    if (this.shouldStop?.() ?? false) this.stopRequested = true;
    if (this.stopRequested || this.clock() >= this.deadline) this.stopped = true;
    return this.stopped;
  }

  /** One random move; false when it would break a hard rule (the caller undoes it). */
  private move(): boolean {
    const t = this.tuning;
    let r = this.rng.next();
    if ((r -= t.exchange) < 0) return this.exchange();
    if ((r -= t.chain) < 0) return this.chain();
    if ((r -= isLongHorizon(this.c.D) ? t.longAbsorb : t.absorb) < 0) return this.absorb();
    if (r < t.bestResponse) {
      const e = this.workers[this.rng.int(this.workers.length)]!;
      this.clearRow(e);
      this.placeRow(e, this.trueGain);
      return true;
    }
    const k = t.kMin + this.rng.int(t.kMax - t.kMin + 1);
    const n = this.pickRelated(k);
    this.recreate(n, this.softActive && this.rng.next() < t.priced);
    return true;
  }

  /** The best exchange of days between two employees of a group (pairDp.ts). */
  private exchange(): boolean {
    const c = this.c;
    const rng = this.rng;
    const state = this.state;
    const a = this.workers[rng.int(this.workers.length)]!;
    const group = c.groups[c.groupOf[a]!]!;
    if (group.length < 2) return false;
    const b = this.partnerOf(a, group);
    if (b < 0) return false;
    if (!this.pair.optimize(state, a, b, 1, rng)) return false;
    this.applyExchange(a, b);
    return true;
  }

  /**
   * A chain of two exchanges: a (off its hour target) trades with b as if b had no target, then b
   * trades with `end` (on the other side of its target, or without one): a day passes from a to
   * `end` through b when no direct exchange can move it (e.g. across a reliever position).
   */
  private chain(): boolean {
    const c = this.c;
    const rng = this.rng;
    const state = this.state;
    if (c.wHours === 0 || state.hourDeviation === 0) return false;
    let a = -1;
    for (let t = 0; t < 24 && a < 0; t++) {
      const e = this.workers[rng.int(this.workers.length)]!;
      if (c.hasTarget[e] && state.worked[e] !== c.target[e]) a = e;
    }
    if (a < 0) return false;
    const group = c.groups[c.groupOf[a]!]!;
    if (group.length < 3) return false;
    const end = this.hoursPartner(a, group);
    if (end < 0) return false;
    // The middle one can work a position of a's and one of end's: days can pass a → b → end.
    let b = -1;
    const endQuals = c.quals[end]!;
    const aQuals = c.quals[a]!;
    for (let t = 0; t < 8 && b < 0; t++) {
      const pool = c.qualified[endQuals[rng.int(endQuals.length)]!]!;
      const candidate = pool[rng.int(pool.length)]!;
      if (candidate !== a && candidate !== end && c.canWork[candidate * c.P + aQuals[rng.int(aQuals.length)]!])
        b = candidate;
    }
    if (b < 0) return false;
    const moved = this.pair.optimize(state, a, b, 1, rng, true);
    if (moved) this.applyExchange(a, b);
    if (this.pair.optimize(state, b, end, 1, rng)) {
      this.applyExchange(b, end);
      return true;
    }
    return moved;
  }

  /**
   * An employee with room (no target, or below it) takes the best row it can, where a day may also
   * be taken over from whoever works it (that one drops the day). Each day is priced on its own:
   * the score change of the other's drop plus what the employee's cell brings (cover, relief,
   * overtime, its day request); the DP adds the employee's own hours, Sundays and weekends. (Two days taken from the
   * same employee are priced as if apart; the move is judged on the true score anyway.)
   */
  private absorb(): boolean {
    const c = this.c;
    const rng = this.rng;
    const state = this.state;
    const D = c.D;
    let x = -1;
    for (let t = 0; t < 24 && x < 0; t++) {
      const e = this.workers[rng.int(this.workers.length)]!;
      if (!c.hasTarget[e] || state.worked[e]! < c.target[e]!) x = e;
    }
    if (x < 0) return false;
    this.clearRow(x);
    const dp = this.dp;
    const workCost = dp.workCost;
    const workPos = dp.workPos;
    const victim = this.victim;
    const quals = c.quals[x]!;
    const own = c.own[x]!;
    const amp = 0.9 / (D + 1);
    for (let d = 0; d < D; d++) {
      workCost[d] = INF;
      workPos[d] = -1;
      victim[d] = -1;
      if (!c.allowed[x * D + d]) continue;
      for (let i = 0; i < quals.length; i++) {
        const p = quals[i]!;
        const slot = p * D + d;
        const relief = p !== own ? c.wRelief : 0;
        // Without anyone dropping the day.
        if (state.total[d]! < c.cap[d]!) {
          let cost = (state.count[slot]! < c.req[slot]! ? -c.coverWeight[p]! : 0) + relief;
          if (c.wOvertime > 0 && state.total[d]! >= c.base[d]!) cost += c.wOvertime;
          if (cost < workCost[d]!) {
            workCost[d] = cost;
            workPos[d] = p;
            victim[d] = -1;
          }
        }
        // Taking the cell over from one who works p that day.
        const list = c.qualified[p]!;
        for (let j = 0; j < list.length; j++) {
          const y = list[j]!;
          if (y === x || state.asg[y * D + d] !== p) continue;
          const before = state.score;
          const mark = state.mark();
          state.set(y, d, -1);
          let cost = state.score - before + (state.count[slot]! < c.req[slot]! ? -c.coverWeight[p]! : 0) + relief;
          if (c.wOvertime > 0 && state.total[d]! >= c.base[d]!) cost += c.wOvertime;
          if (cost < workCost[d]! && state.rowFeasible(y)) {
            workCost[d] = cost;
            workPos[d] = p;
            victim[d] = y;
          }
          state.undoTo(mark);
        }
      }
      if (workPos[d]! >= 0) workCost[d]! += c.wRequests * c.requestDelta[x * D + d]! + (rng.next() - 0.5) * amp;
    }
    dp.solve(x);
    const row = dp.row;
    let changed = false;
    for (let d = 0; d < D; d++) {
      if (row[d]! < 0) continue;
      const y = victim[d]!;
      if (y >= 0) {
        state.set(y, d, -1);
        changed = true;
      }
      state.set(x, d, row[d]!);
    }
    if (!changed) return true;
    // Two days dropped by one employee may break its rest rule together: check every victim.
    for (let d = 0; d < D; d++) {
      const y = victim[d]!;
      if (row[d]! >= 0 && y >= 0 && !state.rowFeasible(y)) return false;
    }
    // A victim pushed below its target takes a day back from one above (or without) target.
    if (c.wHours > 0) {
      for (let d = 0; d < D; d++) {
        const y = victim[d]!;
        if (row[d]! < 0 || y < 0 || !c.hasTarget[y] || state.worked[y]! >= c.target[y]!) continue;
        const partner = this.hoursPartner(y, c.groups[c.groupOf[y]!]!);
        if (partner >= 0 && partner !== x && this.pair.optimize(state, y, partner, 1, rng))
          this.applyExchange(y, partner);
      }
    }
    return true;
  }

  /** Writes the pair optimizer's rows for a and b into the state. */
  private applyExchange(a: number, b: number): void {
    const state = this.state;
    const D = this.c.D;
    const rowA = this.pair.rowA;
    const rowB = this.pair.rowB;
    // Empty the cells that change first so no day's count passes through a wrong value.
    for (let d = 0; d < D; d++) {
      if (state.asg[a * D + d] !== rowA[d]) state.set(a, d, -1);
      if (state.asg[b * D + d] !== rowB[d]) state.set(b, d, -1);
    }
    for (let d = 0; d < D; d++) {
      if (rowA[d]! >= 0 && state.asg[a * D + d] !== rowA[d]) state.set(a, d, rowA[d]!);
      if (rowB[d]! >= 0 && state.asg[b * D + d] !== rowB[d]) state.set(b, d, rowB[d]!);
    }
  }

  /**
   * A partner for an exchange with a: preferably one whose imbalance mirrors a's — the other half
   * of a split weekend, the other side of its hour target, a Sunday count two or more away.
   */
  private partnerOf(a: number, group: Int32Array): number {
    const c = this.c;
    const rng = this.rng;
    const state = this.state;
    const D = c.D;
    const asg = state.asg;
    const mode = rng.next();
    if (c.wWeekend > 0 && mode < 0.4 && this.saturdays.length > 0) {
      const start = rng.int(this.saturdays.length);
      for (let i = 0; i < this.saturdays.length; i++) {
        const d = this.saturdays[(start + i) % this.saturdays.length]!;
        const sat = asg[a * D + d]! >= 0;
        const sun = asg[a * D + d + 1]! >= 0;
        if (sat === sun) continue;
        const from = rng.int(group.length);
        for (let j = 0; j < group.length; j++) {
          const b = group[(from + j) % group.length]!;
          if (b !== a && asg[b * D + d]! >= 0 !== sat && asg[b * D + d + 1]! >= 0 !== sun) return b;
        }
        break;
      }
    }
    if (c.wHours > 0 && mode < 0.8) {
      const b = this.hoursPartner(a, group);
      if (b >= 0) return b;
    }
    if (c.wFair > 0) {
      const s = state.sundays[a]!;
      for (let tries = 0; tries < 8; tries++) {
        const b = group[rng.int(group.length)]!;
        if (b !== a && Math.abs(state.sundays[b]! - s) >= 2) return b;
      }
    }
    let b = group[rng.int(group.length - 1)]!;
    if (b === a) b = group[group.length - 1]!;
    return b;
  }

  /**
   * An employee of the group on the other side of its hour target than a (over and under mirror
   * each other; one without a target takes either side), or -1.
   */
  private hoursPartner(a: number, group: Int32Array): number {
    const c = this.c;
    const state = this.state;
    const side = c.hasTarget[a] ? Math.sign(state.worked[a]! - c.target[a]!) : 0;
    for (let tries = 0; tries < 16; tries++) {
      const b = group[this.rng.int(group.length)]!;
      if (b === a) continue;
      const sideB = c.hasTarget[b] ? Math.sign(state.worked[b]! - c.target[b]!) : 0;
      if (side === 0 ? sideB !== 0 && c.hasTarget[a] === 0 : sideB === -side || !c.hasTarget[b]) return b;
    }
    return -1;
  }

  /**
   * Picks up to k related employees into `picked`; returns how many. Related: those who could fill
   * an uncovered slot; or one employee off its hour target, one that mirrors it, and colleagues of
   * both (so their rows can be reshaped together); or any of one group.
   */
  private pickRelated(k: number): number {
    const c = this.c;
    const rng = this.rng;
    const state = this.state;
    let n = 0;
    const add = (e: number): void => {
      if (n < k && e >= 0 && !this.isPicked[e]) {
        this.isPicked[e] = 1;
        this.picked[n++] = e;
      }
    };
    const fillFrom = (pool: Int32Array, tries: number): void => {
      for (let t = 0; t < tries && n < k && pool.length > 0; t++) add(pool[rng.int(pool.length)]!);
    };
    const mode = rng.next();
    if (state.uncovered > 0 && mode < 0.5) {
      const slot = this.randomUncoveredSlot();
      fillFrom(c.qualified[Math.floor(slot / c.D)]!, 8 * k);
    } else if (c.wHours > 0 && state.hourDeviation > 0 && mode < 0.8) {
      let a = -1;
      for (let t = 0; t < 24 && a < 0; t++) {
        const e = this.workers[rng.int(this.workers.length)]!;
        if (c.hasTarget[e] && state.worked[e] !== c.target[e]) a = e;
      }
      if (a >= 0) {
        const group = c.groups[c.groupOf[a]!]!;
        add(a);
        const b = this.hoursPartner(a, group);
        add(b);
        // Colleagues: employees qualified for a position a or b may work (chains of relief).
        const qa = c.quals[a]!;
        const qb = b >= 0 ? c.quals[b]! : qa;
        for (let t = 0; t < 8 * k && n < k; t++) {
          const q = rng.next() < 0.5 ? qa : qb;
          fillFrom(c.qualified[q[rng.int(q.length)]!]!, 1);
        }
      }
    }
    if (n === 0) {
      const e0 = this.workers[rng.int(this.workers.length)]!;
      fillFrom(c.groups[c.groupOf[e0]!]!, 8 * k);
    }
    for (let i = 0; i < n; i++) this.isPicked[this.picked[i]!] = 0;
    return n;
  }

  private randomUncoveredSlot(): number {
    const c = this.c;
    const total = c.P * c.D;
    const start = this.rng.int(total);
    for (let i = 0; i < total; i++) {
      const slot = (start + i) % total;
      if (this.state.count[slot]! < c.req[slot]!) return slot;
    }
    return start;
  }

  /** Empties the picked rows and places them again (with prices first when `priced`). */
  private recreate(n: number, priced: boolean): void {
    const picked = this.picked.subarray(0, n);
    for (const e of picked) this.clearRow(e);
    this.rng.shuffle(picked);
    if (priced) {
      this.setPrices(0.1 * 2 ** (this.rng.next() * 4));
      for (const e of picked) this.placeRow(e, this.priceGain);
      // Then true cover weights, those with the most room below their target first.
      this.sortByRoom(picked);
      for (const e of picked) {
        this.clearRow(e);
        this.placeRow(e, this.trueGain);
      }
    } else {
      for (const e of picked) this.placeRow(e, this.trueGain);
    }
    // Not on long horizons: there the exchanges after every recreate cost more than they bring
    // (500 x 365 rich, 10 s: 7.39M and 7.78M without them against 7.87M and 8.08M, seeds 1 and 2).
    if (this.tuning.polish && n >= 2 && !isLongHorizon(this.c.D)) this.polish(picked);
  }

  /** Orders employees by days left below their target, most first (no target counts as most). */
  private sortByRoom(list: Int32Array): void {
    const c = this.c;
    const state = this.state;
    const room = (e: number): number => (c.hasTarget[e] ? c.target[e]! - state.worked[e]! : 1_000);
    for (let i = 1; i < list.length; i++) {
      const e = list[i]!;
      const r = room(e);
      let j = i - 1;
      while (j >= 0 && room(list[j]!) < r) {
        list[j + 1] = list[j]!;
        j--;
      }
      list[j + 1] = e;
    }
  }

  /** Best exchanges between the recreated rows (each pair once). */
  private polish(list: Int32Array): void {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        if (this.c.groupOf[a] !== this.c.groupOf[b]) continue;
        if (this.pair.optimize(this.state, a, b, 1, this.rng)) this.applyExchange(a, b);
      }
    }
  }

  /** Perturbation: a larger ruin and recreate around a random employee. */
  private kick(): void {
    const c = this.c;
    const e0 = this.workers[this.rng.int(this.workers.length)]!;
    const group = c.groups[c.groupOf[e0]!]!;
    const k = Math.min(group.length, Math.max(2, Math.ceil(group.length * 0.2)));
    let n = 0;
    const order = Int32Array.from(group);
    this.rng.shuffle(order);
    for (let i = 0; i < k; i++) this.picked[n++] = order[i]!;
    this.recreate(n, this.softActive);
  }
}
