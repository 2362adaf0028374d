/**
 * Loads a roster's details page by page (spec 002 sections 4 and 9): page 1 with zero
 * continuation values, then, while fewer rows than total_records arrived, the next page with the
 * continuation values of the previous answer (list_lst_id, lst_count, total_employees,
 * total_positions). Employees and their days are concatenated; the roster-wide parts (positions,
 * day totals, gender colours) are the latest answer's.
 */
import type { ApiOutcome, RosterDetailsRequest, RosterDetailsResponse, RosterRefRequest } from '@times/shared-sdk';

/** The whole roster as the grid draws it. */
export type RosterDetailsData = Pick<
  RosterDetailsResponse,
  | 'positions'
  | 'employees'
  | 'roster_details'
  | 'daily_totals'
  | 'daily_gender_totals'
  | 'male_color'
  | 'female_color'
  | 'total_records'
>;

export type DetailsLoad =
  { kind: 'ok'; data: RosterDetailsData } | { kind: 'error'; message: string } | { kind: 'stopped' };

export type FetchDetailsPage = (request: RosterDetailsRequest) => Promise<ApiOutcome<RosterDetailsResponse>>;

/** A guard against a server that never reaches total_records. */
const MAX_PAGES = 1000;

const firstRequest = (roster: RosterRefRequest): RosterDetailsRequest => ({
  ...roster,
  page_number: 1,
  list_lst_id: 0,
  lst_count: 0,
  total_employees: 0,
  total_positions: 0,
});

const nextRequest = (roster: RosterRefRequest, page: number, answer: RosterDetailsResponse): RosterDetailsRequest => ({
  ...roster,
  page_number: page,
  list_lst_id: answer.list_lst_id,
  lst_count: answer.lst_count,
  total_employees: answer.total_employees,
  total_positions: answer.total_positions,
});

function withPage(before: RosterDetailsData | null, answer: RosterDetailsResponse): RosterDetailsData {
  return {
    positions: answer.positions ?? before?.positions ?? [],
    employees: [...(before?.employees ?? []), ...(answer.employees ?? [])],
    roster_details: [...(before?.roster_details ?? []), ...(answer.roster_details ?? [])],
    daily_totals: answer.daily_totals ?? before?.daily_totals ?? [],
    daily_gender_totals: answer.daily_gender_totals ?? before?.daily_gender_totals ?? [],
    male_color: answer.male_color,
    female_color: answer.female_color,
    total_records: answer.total_records,
  };
}

export async function loadRosterDetails(roster: RosterRefRequest, fetchPage: FetchDetailsPage): Promise<DetailsLoad> {
  let request = firstRequest(roster);
  let data: RosterDetailsData | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const outcome = await fetchPage(request);
    if (outcome.kind === 'cancelled' || outcome.kind === 'invalid') return { kind: 'stopped' };
    if (outcome.kind === 'error') return { kind: 'error', message: outcome.message };
    const answer = outcome.data;
    data = withPage(data, answer);
    const complete = data.employees.length >= answer.total_records || (answer.employees ?? []).length === 0;
    if (complete) break;
    request = nextRequest(roster, page + 1, answer);
  }
  return data ? { kind: 'ok', data } : { kind: 'stopped' };
}
