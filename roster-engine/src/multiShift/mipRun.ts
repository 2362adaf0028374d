/**
 * One run of a part of the model's integer programme (mipModel.ts) in HiGHS, as the exact re-solves do it
 * (subSolve.ts, windowMip.ts): the programme loaded, a node limit (deterministic) and a time cap, proven to within
 * one unit of the objective, optionally a roster as the first incumbent, then the caller reads the model before it
 * is disposed.
 */
import type { Highs } from 'highs';
import { highsSeconds } from './highsRuntime';
import type { MsMip } from './mipModel';
import type { MsRoster } from './model';

export type HighsModel = ReturnType<Highs['createModel']>;

export interface MipRunLimits {
  maxNodes: number;
  timeLimitSec: number;
  seed: number;
}

/** Runs the programme (warm-started from `start` when given) and returns what `read` makes of the model. */
export function runMip<T>(
  highs: Highs,
  mip: MsMip,
  limits: MipRunLimits,
  start: MsRoster | null,
  read: (lp: HighsModel, names: string[]) => T,
): T {
  const lp = highs.createModel({ format: 'lp', data: mip.text });
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
    if (start) {
      const values = mip.valuesOf(start);
      lp.setSolution({ colValue: Float64Array.from(names, (n) => values.get(n) ?? 0) });
    }
    lp.run();
    return read(lp, names);
  } finally {
    lp.dispose();
  }
}
