/**
 * /api/rostStats/5452353 statistics details {shftd, std, rstd}: the roster's header, its
 * violations and uncovered slots in words (by date, then employee) and the number of hard rules
 * broken. Readers and statuses as the summary statistics.
 */
import { Paths } from '../../contract';
import type { RosterStatisticsDetailsResponse } from '../../contract';
import { statisticsDetailsOf } from '../../rosters/views/statisticsDetails';
import { rosterRefSchema } from '@times/shared-sdk/schemas';
import { readRosterRoute } from './readRosterRoute';

export const statisticsDetailsRoute = readRosterRoute({
  path: Paths.rosters.statisticsDetails,
  schema: rosterRefSchema,
  answer: ({ model, result }): Omit<RosterStatisticsDetailsResponse, 'status' | 'roster'> =>
    statisticsDetailsOf(model, result),
});
