/**
 * /api/rostStats/778120 roster details, paged (ours) {shftd, std, rstd, page_number, list_lst_id,
 * lst_count, total_employees, total_positions}: ROSTER_DETAILS_PAGE_SIZE employees a page (page 1,
 * then the employees after row list_lst_id), their assigned days, every position and the day
 * totals. Readers and statuses as the summary statistics.
 */
import { Contract } from '../../contract';
import { rosterDetailsOf } from '../../rosters/views/rosterDetails';
import { ROSTER_DETAILS_PAGE_SIZE } from '@times/shared-sdk/schemas';
import { pinsOf } from '../../rosters/pins/rosterPins';
import { readRosterRoute } from './readRosterRoute';

export const rosterDetailsRoute = readRosterRoute(
  Contract.rosters.details,
  async ({ model, result, record }, { input: { page_number, list_lst_id, lst_count }, appId, ctx }) =>
    rosterDetailsOf({
      model,
      result,
      numberOf: await ctx.repos.rosters.employeeNumbers(
        appId,
        model.employees.map((employee) => employee.id),
      ),
      cursor: { page_number, list_lst_id, lst_count },
      pageSize: ROSTER_DETAILS_PAGE_SIZE,
      pins: pinsOf(record),
    }),
);
