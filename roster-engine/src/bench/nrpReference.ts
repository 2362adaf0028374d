/**
 * The benchmark's exact model as a mixed-integer programme solved by HiGHS: the instance in the engine's
 * multi-shift model (nrp/multiShiftAdapter.ts), whose programme multiShift/mipModel.ts writes with the readings of
 * readInstance.ts. It is the reference the checker is
 * proven against: its optimum must equal the published best-known value of instances solved to optimality,
 * and checkRoster.ts must price its roster at that optimum. It shares no code with the checker.
 */
import type { EndRuns } from '../multiShift/mipModel';
import { buildMip } from '../multiShift/mipModel';
import { highsRuntime, highsSeconds } from '../multiShift/highsRuntime';
import type { NrpInstance } from '../nrp/model';
import { emptyRoster } from '../nrp/model';
import { nrpToMultiShift } from '../nrp/multiShiftAdapter';

export { END_RUNS } from '../multiShift/mipModel';
export type { EndRuns } from '../multiShift/mipModel';

export interface NrpReferenceRun {
  status: string;
  /** The benchmark objective of the best roster found (the MIP objective plus its constant). */
  objective: number | null;
  /** Proven lower bound on the optimum. */
  bound: number | null;
  roster: Array<Array<string | null>>;
  seconds: number;
}

const STATUS: Record<string, string> = { '7': 'Optimal', '8': 'Infeasible', '13': 'Time limit reached' };

/** Solves an instance exactly (or to the time limit) with HiGHS. */
export async function solveNrpReference(
  instance: NrpInstance,
  options: { timeLimitSec: number; log?: boolean; endRuns?: EndRuns },
): Promise<NrpReferenceRun> {
  const highs = await highsRuntime();
  const ms = nrpToMultiShift(instance);
  const lp = buildMip(ms, { endRuns: options.endRuns });
  const began = performance.now();
  const model = highs.createModel({ format: 'lp', data: lp.text });
  try {
    model.options.set({
      output_flag: options.log ?? false,
      time_limit: highsSeconds(options.timeLimitSec),
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
    });
    model.run();
    const seconds = (performance.now() - began) / 1000;
    const code = String(model.getModelStatus());
    const status = STATUS[code] ?? `HiGHS status ${code}`;
    const roster = emptyRoster(instance);
    if (Number(model.info.get('primal_solution_status')) !== 2)
      return { status, objective: null, bound: null, roster, seconds };
    const value = new Map<string, number>();
    const colValue = model.getSolution().colValue;
    const { numCols } = model.getDimensions();
    for (let i = 0; i < numCols; i++) value.set(model.getColName(i), colValue[i] as number);
    for (const { name, e, d, s } of lp.cells) if ((value.get(name) ?? 0) > 0.5) roster[e]![d] = ms.shiftTypes[s]!.id;
    const bound = Number(model.info.get('mip_dual_bound'));
    return {
      status,
      objective: Math.round(model.getObjectiveValue() + lp.constant),
      bound: Number.isFinite(bound) ? Math.ceil(bound + lp.constant - 1e-6) : null,
      roster,
      seconds,
    };
  } finally {
    model.dispose();
  }
}
