/**
 * What a swap of two days changes for the roster, in words (swapPartners.ts); one phrase per change, those it shares
 * with choosing a cover candidate taken from theirs.
 */
import { candidateWords } from './candidateWords';

export const swapWords = {
  better: 'better for the roster',
  same: 'no change to the roster',
  worse: 'the roster gets a little worse',
  completesWeekend: candidateWords.completesWeekend,
  splitsWeekend: candidateWords.splitsWeekend,
  overtime: candidateWords.overtime,
  lessOvertime: 'uses one overtime place fewer',
  askedToWork: 'a day someone asked to work',
  askedOff: 'a day someone asked to have off',
  towardTargets: 'brings hours closer to their targets',
  pastTargets: 'takes hours further from their targets',
  noDay: 'has no day to swap that keeps every rule for both of you',
};
