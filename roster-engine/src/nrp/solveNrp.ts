/** Solves a benchmark instance with the engine's multi-shift solver: the instance through the adapter and back. */
import type { MultiShiftSolveOptions, MultiShiftSolveResult } from '../multiShift/solve';
import { solveMultiShift } from '../multiShift/solve';
import type { NrpInstance, NrpRoster } from './model';
import { msRosterToNrp, nrpToMultiShift } from './multiShiftAdapter';

export interface NrpSolveResult extends Omit<MultiShiftSolveResult, 'roster'> {
  roster: NrpRoster;
}

export async function solveNrp(instance: NrpInstance, options: MultiShiftSolveOptions = {}): Promise<NrpSolveResult> {
  const model = nrpToMultiShift(instance);
  // The benchmark's large instances take the long search (a site's own shifts do not: multiShift/solve.ts).
  const result = await solveMultiShift(model, { longSearch: true, ...options });
  return { ...result, roster: msRosterToNrp(model, result.roster) };
}
