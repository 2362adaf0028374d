/**
 * /api/rostStats/3452423 summary statistics {shftd, std, rstd}: the roster's header and the
 * engine's figures (hours per employee and role, genders, cross-role cover, per-employee rows,
 * colours) with the gender colours, the pins kept, the rules pins break and the last absence. Readers: ROSTER right 9 or 10, admins, the site's operations
 * manager. INVALID_SHIFT_DETAILS, ROSTER_NOT_FOUND, ROSTER_PROCESSING, ROSTER_FAILED.
 */
import { Contract } from '../../contract';
import { summaryFiguresOf } from '../../rosters/views/summary';
import { readRosterRoute } from './readRosterRoute';

export const rosterSummaryRoute = readRosterRoute(
  Contract.rosters.summary,
  async ({ record, result, model }, { ctx }) => ({
    ...summaryFiguresOf(result, model),
    last_absence: await ctx.repos.rosters.lastAbsence(record),
  }),
);
