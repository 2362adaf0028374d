/** What a swap of two days changes for the roster, in words (swapPartners.ts); one phrase per change. */
export const swapWords = {
  better: 'better for the roster',
  same: 'no change to the roster',
  worse: 'the roster gets a little worse',
  completesWeekend: 'completes a weekend',
  splitsWeekend: 'works one day of a weekend',
  overtime: 'uses an overtime place',
  lessOvertime: 'uses one overtime place fewer',
  askedToWork: 'a day someone asked to work',
  askedOff: 'a day someone asked to have off',
  towardTargets: 'brings hours closer to their targets',
  pastTargets: 'takes hours further from their targets',
  noDay: 'has no day to swap that keeps every rule for both of you',
};
