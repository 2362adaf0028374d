/** What Summary, View Roster, Create Roster and the roster list share about one roster. */
export type { RosterShift } from './rosterShift';
export { shiftRequest } from './rosterShift';
export { PeriodSelect } from './PeriodSelect';
export { RosterReady } from './RosterReady';
export { RosterStateNotice } from './RosterStateNotice';
export { RosterTitle } from './RosterTitle';
export { usePeriodChoice } from './usePeriodChoice';
export { useRosterPeriods } from './useRosterPeriods';
export { useRosterStatus } from './useRosterStatus';
