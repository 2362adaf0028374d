/**
 * The work the search has done, counted the same on any machine: state transitions of the line tables
 * (windowLine.ts) plus HiGHS's simplex iterations, each worth SIMPLEX_WORK transitions (about their time). The
 * long search weighs its kinds of move by it instead of by the clock, so a seed replays the same run.
 */
import type { HighsModel } from './mipRun';

export const searchWork = { units: 0 };

/**
 * About as long as one simplex iteration of the small programmes here, as setting up and running one integer
 * programme (lineChoice's), and as setting up one table search, in table transitions (measured on the benchmark:
 * about 60,000 transitions a millisecond).
 */
const SIMPLEX_WORK = 2000;
const MIP_RUN_WORK = 1_500_000;
/**
 * A simplex iteration of a branch-and-bound run, with its share of the root's cuts and heuristics (measured on
 * Instance19's window programmes: about 4,500 iterations and no node in 2 s), and one node of it.
 */
const MIP_SIMPLEX_WORK = 25_000;
const NODE_WORK = 500_000;
/** One character of a programme's LP text (measured: 0.1-0.2 s to write, read and presolve 300,000). */
const MIP_CHAR_WORK = 40;
export const TABLE_CALL_WORK = 10_000;

/** Counts the simplex iterations of the model's last run (and the run itself, for an integer programme). */
export function countHighsWork(lp: HighsModel, integer = false): void {
  searchWork.units += SIMPLEX_WORK * Number(lp.info.get('simplex_iteration_count') ?? 0);
  if (integer) searchWork.units += MIP_RUN_WORK;
}

/**
 * Counts a branch-and-bound run of a programme written as `chars` characters of LP text: its nodes and simplex
 * iterations (the wasm build reports no LP iteration count over the nodes), the run itself, and the writing, reading
 * and presolve of the programme, which grow with its size (most of a small window programme's time).
 */
export function countBranchAndBoundWork(lp: HighsModel, chars: number): void {
  const nodes = Number(lp.info.get('mip_node_count') ?? 0);
  const iterations = Number(lp.info.get('simplex_iteration_count') ?? 0);
  searchWork.units += NODE_WORK * nodes + MIP_SIMPLEX_WORK * iterations + MIP_RUN_WORK + MIP_CHAR_WORK * chars;
}
