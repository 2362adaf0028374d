/**
 * One run of an integer programme in HiGHS, as the exact re-solves (subSolve.ts, windowMip.ts: a part of the
 * model's programme, mipModel.ts) and the group choice (windowChoice.ts: its own small programme) do it: the LP
 * text loaded, a node limit (deterministic) and a time cap, proven to within one unit of the objective, optionally
 * the columns' values of a first incumbent, then the caller reads the model before it is disposed.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';

export type HighsModel = ReturnType<Highs['createModel']>;

export interface MipRunLimits {
  maxNodes: number;
  timeLimitSec: number;
  seed: number;
}

/**
 * Runs the programme of LP `text` (warm-started from `start`, the columns' values by name, when given; a column
 * not in it starts at 0) and returns what `read` makes of the model.
 */
export function runMip<T>(
  highs: Highs,
  text: string,
  limits: MipRunLimits,
  start: ReadonlyMap<string, number> | null,
  read: (lp: HighsModel, names: string[]) => T,
): T {
  const lp = highs.createModel({ format: 'lp', data: text });
  try {
    lp.options.set({
      output_flag: false,
      time_limit: highsSeconds(limits.timeLimitSec),
      mip_max_nodes: limits.maxNodes,
      random_seed: limits.seed,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    const { numCols } = lp.getDimensions();
    const names = Array.from({ length: numCols }, (_, i) => lp.getColName(i));
    if (start) lp.setSolution({ colValue: Float64Array.from(names, (n) => start.get(n) ?? 0) });
    lp.run();
    return read(lp, names);
  } finally {
    lp.dispose();
  }
}
