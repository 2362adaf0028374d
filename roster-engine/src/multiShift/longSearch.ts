/**
 * The search for long horizons and large sites, whose time and memory per move do not grow with the horizon:
 * 1. a first roster that meets every hard rule at once, employee by employee, each line built window by window
 *    (constructLine.ts) against the cover of those placed before;
 * 2. a local search that keeps a candidate when it is no worse: one employee's line re-decided exactly over a
 *    window of days (windowMoves.ts), ejection chains that pass a short shift from employee to employee
 *    (windowChain.ts), a few employees' lines over a window chosen together by HiGHS among candidate lines
 *    (windowChoice.ts), blocks re-solved by column generation (windowColumnGeneration.ts), and a few employees
 *    re-solved exactly by HiGHS over up to 84 days, the rest fixed (windowMip.ts), also aimed at the week of a short
 *    weekend shift (weekendGroup.ts) or at the workers of its weekend, over that weekend's days or two weekends'
 *    (weekendWorkers.ts); and cell swaps, two employees exchanging one day's cells (cellSwaps.ts), which change no
 *    cover and move the roster across its plateau.
 * The cover counts and the objective are kept up to date move by move. Deterministic for a seed on an iteration
 * budget: HiGHS stops on node counts, the time limit is only a cap.
 */
import type { Highs } from 'highs';
import { constructLine } from './constructLine';
import type { MsRoster, MultiShiftModel } from './model';
import { emptyMsRoster, OFF } from './model';
import { objectiveOf } from './objective';
import type { Random } from './random';
import type { LineContext } from './rowDp';
import { bestLine } from './rowDp';
import { addLineCounts, coverCountsOf, windowCosts } from './windowCosts';
import { chooseWindowLines } from './windowChoice';
import { windowDive } from './windowColumnGeneration';
import { searchWork, TABLE_CALL_WORK } from './searchWork';
import type { SharedBest } from './sharedBest';
import { bestWindowLine } from './windowLine';
import { ejectionChain } from './windowChain';
import { pickMipWindow, windowMip } from './windowMip';
import { pickWeekendWindow } from './weekendGroup';
import { pickWeekendPair, pickWeekendWorkers } from './weekendWorkers';
import { improveWindow } from './windowMoves';
import { swapCells } from './cellSwaps';
import type { ChooserKind } from './kindChooser';
import { KindChooser } from './kindChooser';

/**
 * The least share of the work each kind of block keeps: the cheap moves gain a little often and would starve the
 * blocks, which leave their local optima (measured: Instance19 5,447 with 3%, 3,903 with blocks alone). Since the
 * ejection chains (windowChain.ts) a tenth for the 14-day blocks and 3% for the 28-day ones, which took seconds each
 * and gained nothing on Instances 13, 15, 19, 21 and 23 (30 s, one thread: 13 4,553 against 5,126 with a quarter
 * each, 15 5,203 / 6,009, 23 40,239 / 45,993; 19 and 21 within 2%).
 */
const BLOCK_FLOOR = 0.1;
/**
 * The exact window programmes (windowMip.ts): a few employees over up to 84 days (the whole horizon of Instances 15
 * and 19; 24-54 days for three employees of 13, 21 and 23), about MIP_CELLS cells, so HiGHS mostly proves them in a
 * fraction of a second. A floor of 1% only: they
 * gain where the other moves have stopped (Instance19, whose short shifts need weekends traded over more than 28
 * days) and nothing on Instance13, so the share follows the gain. They took the place of 28-day blocks, which took
 * seconds each and gained nothing on the large instances (3-12 s a run, no gain, on Instances 13, 15, 19 and 23).
 */
const MIP_FLOOR = 0.01;
const MIP_CELLS = 1300;
/**
 * The exact window programmes aimed at a short weekend line (weekendGroup.ts): a week, about WEEKEND_CELLS cells
 * (10 employees of Instance13's 18 types, all 40 of Instance19). A floor of 30%: on Instance13 from a 20 s roster
 * (4,929), 30 s of one thread reached 4,517 without them, 4,178-4,286 with them (their gain 431-646 of it), while
 * with a floor of 3% the cheap moves' early gains kept their share low; 900 cells gained less (4,501), 1,800 as much
 * in longer moves. Since the weekend workers' programmes below, 10%.
 */
const WEEKEND_FLOOR = 0.1;
const WEEKEND_CELLS = 1300;
/**
 * The exact programmes over one weekend's days for its workers, or over two weekends for those who may move from one
 * to the other (weekendWorkers.ts), about WORKERS_CELLS cells (all of the fifty or so who work a weekend of
 * Instance23, 55 of Instance13's 18 types). A floor of 3%, and the week programmes' down from 30% to 10%: the floors
 * summed to 62% of the work before these two kinds, so the kinds that pay most per second on the large instances
 * (the chains and lines) were starved; 60 s side by side (seeds 1-4, load 3-12): Instance23 26,414 / 24,943 /
 * 28,566 / 23,646 against 27,503 / 29,611 / 28,674 / 26,907, Instance13 3,463 / 5,253 / 3,582 / 4,508 against
 * 3,897 / 4,278 / 4,463 / 3,292 (with the week programmes at 30%, seeds 1-2: 26,873 / 27,704 and 3,775 / 5,030;
 * at 3%: no better). The notes have the other instances.
 */
const WORKERS_FLOOR = 0.03;
const WORKERS_CELLS = 2000;
/**
 * Cell swaps (cellSwaps.ts): SWAP_TRIES tries a move, a tenth of the work at least. They change no cover and seldom
 * the objective, so the share that follows the gain would starve them; what they are for is the plateau moves that
 * let the chains and lines leave their local optima.
 */
const SWAP_FLOOR = 0.1;
const SWAP_TRIES = 50;

/**
 * The kinds of move: one line over a window of so many days, a chain, a group's choice, a block's column generation,
 * an exact programme; with the work one move is first expected to take (searchWork.ts units) and the least share of
 * the work the kind keeps (kindChooser.ts).
 */
interface MoveKind extends ChooserKind {
  name: 'line' | 'chain' | 'choice' | 'block' | 'mip' | 'swap';
  days: number;
  /** For 'mip': the cells (staff x days x types) the programme is sized to (windowMip.ts). */
  cells?: number;
  /**
   * For 'mip': the group of a short weekend line's week (weekendGroup.ts) or the workers of its weekend over its days
   * (weekendWorkers.ts) instead of pickMipWindow's.
   */
  aim?: 'week' | 'weekend' | 'weekends';
}
const KINDS: MoveKind[] = [
  { name: 'line', days: 7, work: 2e4, floor: 0.03 },
  { name: 'line', days: 14, work: 5e4, floor: 0.03 },
  { name: 'line', days: 28, work: 3e5, floor: 0.03 },
  { name: 'chain', days: 7, work: 2e5, floor: 0.03 },
  { name: 'chain', days: 14, work: 5e5, floor: 0.03 },
  { name: 'choice', days: 7, work: 2e6, floor: 0.03 },
  { name: 'choice', days: 14, work: 3e6, floor: 0.03 },
  { name: 'block', days: 14, work: 3e7, floor: BLOCK_FLOOR },
  { name: 'mip', days: 84, work: 1e8, floor: MIP_FLOOR, cells: MIP_CELLS },
  { name: 'mip', days: 7, work: 1e8, floor: WEEKEND_FLOOR, cells: WEEKEND_CELLS, aim: 'week' },
  { name: 'mip', days: 2, work: 1e8, floor: WORKERS_FLOOR, cells: WORKERS_CELLS, aim: 'weekend' },
  { name: 'mip', days: 4, work: 1e8, floor: WORKERS_FLOOR, cells: WORKERS_CELLS, aim: 'weekends' },
  { name: 'swap', days: 1, work: 2e5, floor: SWAP_FLOOR },
];
/**
 * A group is 2 to GROUP_MAX employees. A block first has BLOCK_CELLS cells (staff x days x shift types), at least
 * BLOCK_MIN_STAFF employees; then it grows after a block whose relaxation converged and shrinks after one cut short.
 */
const GROUP_MAX = 8;
const BLOCK_CELLS = 6000;
const BLOCK_MIN_STAFF = 4;
/** Links of an ejection chain at most, and employees tried for each link. */
const CHAIN_DEPTH = 6;
const CHAIN_TRIES = 5;
/** Pricing rounds of one block. */
const BLOCK_ROUNDS = 40;
/** The longest one group choice or block may run, in seconds (a cap only). */
const CHOICE_CAP_SEC = 1;
const BLOCK_CAP_SEC = 3;
const MIP_CAP_SEC = 2;
/** The last share of the time (plus a second) in which only one-line moves run. */
const ENDGAME_SHARE = 0.05;
/** How often a search looks at the best roster it shares with other threads, in seconds. */
const SHARE_SEC = 0.5;

/** Horizons longer than this, or sites larger, take this search (Instances 1-11 of the benchmark do not). */
const LONG_DAYS = 28;
const LARGE_STAFF = 60;

export const prefersLongSearch = (model: MultiShiftModel): boolean =>
  model.days.length > LONG_DAYS || model.employees.length > LARGE_STAFF;

export interface LongSearchLimits {
  maxIterations: number;
  /** Seconds left when the search starts. */
  timeLimitSec: number;
  maxNodes: number;
  seed: number;
  /** No clock caps on HiGHS or the blocks: budgets only (see solve.ts). */
  budgetOnly?: boolean;
  /** A best roster shared with searches on other threads, looked at every SHARE_SEC (never with budgetOnly). */
  share?: SharedBest;
  /**
   * How the choice of move forgets what each kind gained: 'moves' (default) over that kind's last moves, 'work' over
   * the whole search's recent work (favours the cheap moves on Instances 13 and 23, the blocks' share falls on 15
   * and 19, so the helper thread takes it: the two threads differ and share their best).
   */
  memory?: 'moves' | 'work';
  /** Ends the search early (a worker's soft stop). */
  shouldStop?: () => boolean;
  onImprove?: (objective: number) => void;
}

export interface LongSearchResult {
  roster: MsRoster;
  objective: number;
  iterations: number;
  stoppedBy: 'iterations' | 'time' | 'optimal';
}

/** A bias per unit worked that outweighs any cover or request price. */
const WORK_BIAS = 1e6;

/**
 * Employee e's first line against the others' cover: window by window, else window by window working as much as
 * the targets allow, else one exact pass over the horizon.
 */
export function firstLine(ctx: LineContext, e: number, others: Int32Array): number[] {
  const built = constructLine(ctx, e, others) ?? constructLine(ctx, e, others, WORK_BIAS);
  if (built) return built;
  const H = ctx.model.days.length;
  const whole = bestWindowLine(ctx, e, new Array<number>(H).fill(OFF), 0, H - 1, windowCosts(ctx, e, 0, H - 1, others));
  if (whole.line) return whole.line;
  const exact = bestLine(ctx, e, others);
  if (exact.line) return exact.line;
  throw new Error(`no line found for employee ${ctx.model.employees[e]!.id} that meets the hard rules`);
}

/** The first roster: every employee's first line in turn. */
export function constructRoster(ctx: LineContext, order: readonly number[]): MsRoster {
  const roster = emptyMsRoster(ctx.model);
  const counts = coverCountsOf(ctx, roster);
  for (const e of order) {
    roster[e] = firstLine(ctx, e, counts);
    addLineCounts(ctx, counts, roster[e], 1);
  }
  return roster;
}

/** A group for a choice: employees who may work the type of a badly covered line of the window, or any. */
function pickGroup(ctx: LineContext, counts: Int32Array, a: number, b: number, k: number, random: Random): number[] {
  const { model } = ctx;
  const S = model.shiftTypes.length;
  const all = model.employees.map((_, e) => e);
  const wrong: number[] = [];
  for (let d = a; d <= b; d++)
    for (let s = 0; s < S; s++) {
      const i = ctx.coverAt[d * S + s]!;
      if (i >= 0 && counts[i] !== model.cover[i]!.requirement) wrong.push(i);
    }
  if (!wrong.length || random.next() < 0.3) return random.pick(all, k);
  const cover = model.cover[wrong[random.int(wrong.length)]!]!;
  const type = model.shiftTypes[cover.shift]!.id;
  const able = all.filter((e) => model.employees[e]!.maxShifts[type] !== 0);
  const group = random.pick(able, k);
  if (group.length < k)
    group.push(
      ...random.pick(
        all.filter((e) => !group.includes(e)),
        k - group.length,
      ),
    );
  return group;
}

export function longSearch(
  highs: Highs,
  ctx: LineContext,
  start: MsRoster,
  random: Random,
  limits: LongSearchLimits,
): LongSearchResult {
  const began = performance.now();
  const elapsed = (): number => (performance.now() - began) / 1000;
  const { model } = ctx;
  const H = model.days.length;
  const E = model.employees.length;
  const all = model.employees.map((_, e) => e);
  let roster = start.map((line) => [...line]);
  let counts = coverCountsOf(ctx, roster);
  let objective = objectiveOf(model, roster);
  let iterations = 0;
  let shared = 0;
  const kinds = KINDS.filter((k) => E > 1 || k.name === 'line');
  const chooser = new KindChooser(kinds, limits.memory);
  const blockStaff: number[] = [];
  const windowOf = (days: number): [number, number] => {
    const length = Math.min(H, days);
    const a = random.int(H - length + 1);
    return [a, a + length - 1];
  };
  // Blocks sweep the horizon, each starting half a block after the one before (from a random first start).
  const sweepAt: number[] = [];
  const sweep = (k: number, days: number): [number, number] => {
    const length = Math.min(H, days);
    const a = (sweepAt[k] ??= random.int(H));
    sweepAt[k] = a + length >= H ? 0 : a + Math.ceil(length / 2);
    const start = Math.min(a, H - length);
    return [start, start + length - 1];
  };
  const cap = (seconds: number): number =>
    limits.budgetOnly ? Infinity : Math.max(0.05, Math.min(seconds, limits.timeLimitSec - elapsed()));
  /** One move of the kind over days [a, b]: the change in the objective when applied, else null. */
  const move = (k: number, kind: MoveKind, a: number, b: number): number | null => {
    if (kind.name === 'line') return improveWindow(ctx, roster, counts, random.int(E), a, b, true);
    if (kind.name === 'swap') return swapCells(ctx, roster, counts, random, SWAP_TRIES);
    if (kind.name === 'chain')
      return ejectionChain(ctx, roster, counts, random, { days: kind.days, depth: CHAIN_DEPTH, tries: CHAIN_TRIES });
    if (kind.name === 'mip') {
      const picked =
        kind.aim === 'week'
          ? pickWeekendWindow(ctx, roster, counts, kind.days, kind.cells!, random)
          : kind.aim === 'weekend'
            ? pickWeekendWorkers(ctx, roster, counts, kind.cells!, random)
            : kind.aim === 'weekends'
              ? pickWeekendPair(ctx, roster, counts, kind.cells!, random)
              : pickMipWindow(ctx, counts, kind.days, kind.cells!, random);
      if (!picked) {
        // Nothing to aim at: charged as one table call, so that the choice of move does not keep asking.
        searchWork.units += TABLE_CALL_WORK;
        return null;
      }
      const { group, a: from, b: to, also } = picked;
      return windowMip(
        highs,
        ctx,
        roster,
        counts,
        group,
        from,
        to,
        { maxNodes: limits.maxNodes, timeLimitSec: cap(MIP_CAP_SEC), seed: limits.seed },
        also,
      );
    }
    if (kind.name === 'choice') {
      const group = pickGroup(ctx, counts, a, b, 2 + random.int(Math.min(GROUP_MAX, E) - 1), random);
      return chooseWindowLines(highs, ctx, roster, counts, group, a, b, random, {
        maxNodes: limits.maxNodes,
        timeLimitSec: cap(CHOICE_CAP_SEC),
        seed: limits.seed,
      });
    } else {
      const staff = (blockStaff[k] ??= Math.min(
        E,
        Math.max(BLOCK_MIN_STAFF, Math.floor(BLOCK_CELLS / (Math.min(H, kind.days) * model.shiftTypes.length))),
      ));
      const group = random.pick(all, staff).sort((x, y) => x - y);
      const block = windowDive(highs, ctx, roster, group, a, b, {
        seconds: cap(BLOCK_CAP_SEC),
        maxRounds: BLOCK_ROUNDS,
        seed: limits.seed,
      });
      // A block whose relaxation converged within its rounds grows; one cut short shrinks (rounds, not seconds).
      blockStaff[k] =
        block.bound === null
          ? Math.max(Math.min(E, BLOCK_MIN_STAFF), Math.floor(staff * 0.7))
          : Math.min(E, Math.ceil(staff * 1.1) + 1);
      if (block.value > block.startValue) return null;
      roster = block.roster;
      counts = coverCountsOf(ctx, roster);
      return block.value - block.startValue;
    }
  };
  for (;;) {
    if (objective <= 0) return { roster, objective, iterations, stoppedBy: 'optimal' };
    if (iterations >= limits.maxIterations) return { roster, objective, iterations, stoppedBy: 'iterations' };
    if (elapsed() >= limits.timeLimitSec || limits.shouldStop?.())
      return { roster, objective, iterations, stoppedBy: 'time' };
    if (limits.share && !limits.budgetOnly && elapsed() >= shared + SHARE_SEC) {
      shared = elapsed();
      limits.share.offer(roster, objective);
      const held = limits.share.better(objective);
      if (held) {
        roster = held.roster;
        counts = coverCountsOf(ctx, roster);
        objective = held.objective;
        limits.onImprove?.(objective);
      }
    }
    iterations++;
    // Near the end only one-line moves (milliseconds each): a block or a choice could run past the limit on a busy
    // machine (measured: 61.2 s of 60 under another job's load).
    const endgame = !limits.budgetOnly && limits.timeLimitSec - elapsed() < ENDGAME_SHARE * limits.timeLimitSec + 1;
    const k = endgame ? 0 : chooser.next();
    const kind = kinds[k]!;
    const [a, b] = kind.name === 'block' ? sweep(k, kind.days) : windowOf(kind.days);
    const workBefore = searchWork.units;
    let delta: number | null = null;
    try {
      delta = move(k, kind, a, b);
    } catch {
      // A HiGHS failure (e.g. out of memory in its WebAssembly) costs this move only: the roster stands.
      counts = coverCountsOf(ctx, roster);
      objective = objectiveOf(model, roster);
    }
    chooser.learn(k, Math.max(0, -(delta ?? 0)), searchWork.units - workBefore);
    if (delta !== null && delta < 0) {
      objective += delta;
      limits.onImprove?.(objective);
    }
  }
}
