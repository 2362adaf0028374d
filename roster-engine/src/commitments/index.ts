/** The employees' days in other rosters, as the rules read them (see commitmentTables.ts). */
export {
  commitmentTables,
  targetDaysLeft,
  BLOCK_NONE,
  BLOCK_SAME_DAY,
  BLOCK_OVERLAP,
  BLOCK_REST,
  BLOCK_SUCCESSION,
} from './commitmentTables';
export type { BlockKind, CellBlock, CommitmentTables } from './commitmentTables';
export { commitmentWindow, REST_HOURS_REACH_DAYS } from './window';
export { shiftInterval, minutesOf, timeOfDay, dateTimeOf } from './shiftTimes';
export type { Interval } from './shiftTimes';
