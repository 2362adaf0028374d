/**
 * The multi-shift model and solver (`@times/roster-engine/multiShift`): a model in (model.ts), a roster of shift
 * type indexes and its objective out (solve.ts). An entry of its own, apart from the single-shift engine's index.
 */
export type { MsCover, MsDay, MsEmployee, MsRequest, MsRoster, MsShiftType, MultiShiftModel } from './model';
export { OFF, emptyMsRoster, weekendsOf } from './model';
export { objectiveOf } from './objective';
export type { MultiShiftSolveOptions, MultiShiftSolveResult } from './solve';
export { solveMultiShift } from './solve';
