/**
 * The roster engine's public entry (@times/roster-engine): every importer uses this index only (the
 * tests' model builders are @times/roster-engine/testing). A pure core (model in, roster,
 * explanations and figures out; no HTTP, no storage); the API runs computeRoster through
 * runRosterInWorker.
 */
export * from './model/types';
export * from './rules/catalogue';

export {
  buildPeriod,
  periodBounds,
  previousPeriodStart,
  historyWindow,
  normaliseStartDay,
  PERIOD_MONTHLY,
  PERIOD_BIWEEKLY,
} from './model/period';
export type { PeriodType, PeriodOptions, PeriodBounds } from './model/period';
export { publicHolidays, publicHolidaysOfYear, isSupportedCountry } from './calendar/holidays';
export { addDays, daysBetween, weekdayOf, dateRange, parseDate, daysInMonth, formatDate } from './calendar/dates';
export type { YearMonthDay } from './calendar/dates';

export { requiredEmployees, maxWorkDays, REPRESENTATIVE_DAYS } from './required/requiredEmployees';
export type {
  RequiredEmployees,
  RequiredEmployeesInput,
  RequiredEmployeesBound,
  BindingWindow,
} from './required/requiredEmployees';

export { computeRoster } from './engine';
export type { ComputeRosterOptions } from './engine';
export { runRosterInWorker, WORKER_OVERHEAD_MS } from './worker/runRosterInWorker';
export type { RosterWorkerOptions } from './worker/runRosterInWorker';
export { RosterWorkerError } from './worker/runInWorker';
export type { RosterWorkerErrorCode } from './worker/runInWorker';

export { commitmentWindow, dateTimeOf, minutesOf, shiftInterval } from './commitments';
export type { Interval } from './commitments';

export { checkRoster } from './checker';
export { availabilityNotes } from './explain/availabilityNotes';
export type { AvailabilityNote } from './explain/availabilityNotes';
export type { CheckResult } from './checker';

export * from './revalidate';
export * from './summary';

/** The bench against HiGHS (scripts/bench-roster.ts): resolves with the exit code. */
export { main as runRosterBench } from './bench/runner';

export { runSiteAllocationInWorker, siteAllocationModel } from './site';
export type { AllocatedDay, SiteAllocation, SiteAllocationInput } from './site';

export { coverCandidates, rerosterAfterAbsence, swapPartners, withAbsence } from './cover';
export type {
  Absence,
  SwapAnswer,
  SwapAsk,
  SwapDay,
  SwapPartner,
  CoverAnswer,
  CoverCandidate,
  CoverExclusion,
  CoverSlot,
  RerosterAnswer,
  RosterChange,
} from './cover';
