/** The statistics details of a calculated roster: its violations and uncovered slots in words, and the hard count. */
import type { RosterStatisticsDetailsResponse } from '../../contract';
import type { RosterModel, RosterResult } from '@times/roster-engine';
import { rosterUncovered } from './uncovered';
import { rosterViolations } from './violations';

export type StatisticsDetails = Pick<RosterStatisticsDetailsResponse, 'violations' | 'uncovered' | 'hard_violations'>;

export const statisticsDetailsOf = (model: RosterModel, result: RosterResult): StatisticsDetails => ({
  violations: rosterViolations(model, result.violations),
  uncovered: rosterUncovered(model, result.uncovered),
  hard_violations: result.score.hard,
});
