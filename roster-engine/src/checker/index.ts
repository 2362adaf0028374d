export { checkRoster, checkContext } from './checkRoster';
export type { CheckResult } from './checkRoster';
export type { CheckContext } from './context';
export { buildModelIndex, NO_DAY } from './modelIndex';
export type { ModelIndex } from './modelIndex';
export { buildRosterGrid } from './rosterGrid';
export type { RosterGrid, InvalidEntry, InvalidKind } from './rosterGrid';
export { dayNumber } from './dates';
