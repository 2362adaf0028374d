/**
 * The public shift scheduling benchmark (Curtois and Qu; instances in roster-engine/benchmarks/nrp/):
 * the instance reader, the independent checker that prices a roster with the set's own objective,
 * the `employee,day,shift` CSV exchange format, and the adapter to the engine's multi-shift solver
 * (solveNrp). `@times/roster-engine/nrp` is its entry; the exact HiGHS reference that proved the
 * readings lives with the bench (`bench/nrpReference.ts`).
 */
export type { NrpCover, NrpInstance, NrpRequest, NrpRoster, NrpShift, NrpStaff } from './model';
export { emptyRoster } from './model';
export { NrpFormatError, readInstance } from './readInstance';
export type { NrpCheck, NrpRule, NrpViolation } from './checkRoster';
export { checkRoster } from './checkRoster';
export { ROSTER_CSV_HEADER, RosterCsvError, readRosterCsv, writeRosterCsv } from './rosterCsv';
export { nrpBenchmarkDir } from './benchmarkDir';
export { msRosterToNrp, nrpRosterToMs, nrpToMultiShift } from './multiShiftAdapter';
export type { NrpSolveResult } from './solveNrp';
export { solveNrp } from './solveNrp';
