/**
 * The statistics details of a calculated roster: its violations and uncovered slots in words, the
 * availability and day requests it honoured (from its current assignments), and the hard count.
 */
import type { RosterStatisticsDetailsResponse } from '../../contract';
import type { RosterModel, RosterResult } from '@times/roster-engine';
import { rosterUncovered } from './uncovered';
import { rosterDayNotes } from './dayNotes';
import { rosterViolations } from './violations';

export type StatisticsDetails = Pick<
  RosterStatisticsDetailsResponse,
  'violations' | 'uncovered' | 'day_notes' | 'hard_violations'
>;

export const statisticsDetailsOf = (model: RosterModel, result: RosterResult): StatisticsDetails => ({
  violations: rosterViolations(model, result.violations),
  uncovered: rosterUncovered(model, result.uncovered),
  day_notes: rosterDayNotes(model, result.assignments),
  hard_violations: result.score.hard,
});
