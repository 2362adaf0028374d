/** The roster engine's model of a shift, built from the store (see buildRosterModel.ts). */
export { buildRosterModel } from './buildRosterModel';
export type { RosterModelOptions, RosterShiftKey } from './buildRosterModel';
export { rosterPeriodOf, periodsOverlap, ROSTER_COUNTRY } from './rosterPeriod';
export type { CalculationPeriod } from './rosterPeriod';
export { rosterableEmployees } from './employees';
export type { RosterableEmployee } from './employees';
export { rosterSeed } from './seed';
export { rosterCommitments } from './commitments';
export type { CommitmentRequest, PlannedRoster } from './commitments';
