/** What choosing a candidate for an open place changes, in words (candidates.ts); one phrase per change. */
import { decimal } from '../explain/words';

export const candidateWords = {
  covers: (position: string) => `covers the open ${position} place`,
  relieves: (position: string) => `relieves as ${position}`,
  towardTarget: (worked: number, target: number) =>
    `brings them closer to their hour target (${worked} of ${decimal(target)} days)`,
  pastTarget: (worked: number, target: number) =>
    `takes them past their hour target (${worked} of ${decimal(target)} days)`,
  sundays: (count: number) => `their Sundays and holidays go up to ${count}`,
  completesWeekend: 'completes a weekend',
  splitsWeekend: 'works one day of a weekend',
  overtime: 'uses an overtime place',
  askedToWork: 'asked to work the day',
  askedOff: 'asked for the day off',
  hours: (hours: number) => `${decimal(hours)} hours in the period`,
};
