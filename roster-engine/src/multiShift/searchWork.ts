/**
 * The work the search has done, counted the same on any machine: state transitions of the line tables
 * (windowLine.ts) plus HiGHS's simplex iterations, each worth SIMPLEX_WORK transitions (about their time). The
 * long search weighs its kinds of move by it instead of by the clock, so a seed replays the same run.
 */
import type { Highs } from 'highs';

export const searchWork = { units: 0 };

/**
 * About as long as one simplex iteration of the small programmes here, as setting up and running one integer
 * programme (lineChoice's), and as setting up one table search, in table transitions (measured on the benchmark:
 * about 60,000 transitions a millisecond).
 */
const SIMPLEX_WORK = 2000;
const MIP_RUN_WORK = 1_500_000;
export const TABLE_CALL_WORK = 10_000;

type HighsModel = ReturnType<Highs['createModel']>;

/** Counts the simplex iterations of the model's last run (and the run itself, for an integer programme). */
export function countHighsWork(lp: HighsModel, integer = false): void {
  searchWork.units += SIMPLEX_WORK * Number(lp.info.get('simplex_iteration_count') ?? 0);
  if (integer) searchWork.units += MIP_RUN_WORK;
}
