/**
 * /api/rostStats/5452353 statistics details {shftd, std, rstd}: the roster's header, its
 * violations and uncovered slots in words (by date, then employee) and the number of hard rules
 * broken. Readers and statuses as the summary statistics.
 */
import { Contract } from '../../contract';
import { statisticsDetailsOf } from '../../rosters/views/statisticsDetails';
import { readRosterRoute } from './readRosterRoute';

export const statisticsDetailsRoute = readRosterRoute(Contract.rosters.statisticsDetails, ({ model, result }) =>
  statisticsDetailsOf(model, result),
);
