/** Roster calculations: starting one (checks, period, record, worker) and following it. */
export { checkCalculationSetup, requiredEmployeesOf } from './setupCheck';
export type { SetupCheck, SetupCheckRequest } from './setupCheck';
export { acceptedStartDate } from './startDate';
export { claimPeriod } from './periodClaim';
export type { ClaimRequest, PeriodClaim, PeriodHeld } from './periodClaim';
export { startShiftCalculation } from './startRoster';
export type { RosterStart, ShiftStartAnswer, ShiftStartRequest } from './startRoster';
export { launchCalculation } from './launch';
export type { CalculationJob } from './launch';
export { writeOutcome, failureReason } from './outcome';
export type { CalculationOutcome } from './outcome';
export { abortRosterCalculation, whenRosterSettled, runningCalculations } from './registry';
export { failInterruptedRosters, INTERRUPTED_REASON } from './interrupted';
