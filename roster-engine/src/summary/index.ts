export { rosterSummary, rosterSummaryOf } from './rosterSummary';
export { dailyTotals, dailyTotalsOf } from './dailyTotals';
export { POSITION_COLORS, MALE_COLOR, FEMALE_COLOR, positionColor } from './palette';
export type * from './types';
