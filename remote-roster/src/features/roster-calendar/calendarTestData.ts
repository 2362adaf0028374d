/**
 * Test data of the View Roster grid: a December 2026 roster (it starts on a Tuesday) of three
 * employees and two positions, and a fake details call that serves it `pageSize` employees a page
 * the way mock-api does (row ids as the cursor).
 */
import type {
  ApiOutcome,
  RosterDetail,
  RosterDetailsRequest,
  RosterDetailsResponse,
  RosterEmployee,
  RosterHeader,
  RosterPosition,
} from '@times/shared-sdk';

export const shift = { std: 'S1', sftd: 'F1', siteName: 'North', shiftName: 'Day' };

export const header: RosterHeader = {
  rstd: 'R1',
  roster_period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_calc_time: '2026-11-20 09:30',
  site_name: 'North',
  shift_name: 'Day',
  roster_status: 'Successful',
  failure_reason: '',
  created_by: 'Ann Admin',
};

export const positions: RosterPosition[] = [
  { id: 10, rld: 'rld-g', name: 'Guard', role_abbrvtn: 'GRD', color: '#1f5fa8' },
  { id: 11, rld: 'rld-c', name: 'Cleaner', role_abbrvtn: 'CLN', color: '#f4c542' },
];

export const employees: RosterEmployee[] = [
  { id: 1, emd: 'emp-a', name: 'Thabo', surname: 'Mokoena', employee_number: 'E001', gender: 1 },
  { id: 2, emd: 'emp-b', name: 'Lerato', surname: 'Dlamini', employee_number: 'E002', gender: 2 },
  { id: 3, emd: 'emp-c', name: 'Sipho', surname: 'Nkosi', employee_number: '', gender: 1 },
];

const day = (employee_id: number, entry_date: string, employee_role_id: number, gender: 1 | 2): RosterDetail => ({
  employee_id,
  entry_date,
  employee_role_id,
  gender,
});

/** Thabo: 1st and 5th (Guard); Lerato: 2nd (Cleaner); Sipho: 1st and 2nd (Guard). */
export const details: RosterDetail[] = [
  day(1, '2026-12-01', 10, 1),
  day(1, '2026-12-05', 10, 1),
  day(2, '2026-12-02', 11, 2),
  day(3, '2026-12-01', 10, 1),
  day(3, '2026-12-02', 10, 1),
];

export function detailsPage(
  request: RosterDetailsRequest,
  pageSize: number,
  roster: RosterDetail[] = details,
): RosterDetailsResponse {
  const start =
    request.page_number <= 1 ? 0 : employees.findIndex((employee) => employee.id === request.list_lst_id) + 1;
  const page = employees.slice(start, start + pageSize);
  const ids = new Set(page.map((employee) => employee.id));
  const last = page[page.length - 1];
  return {
    status: 'OK',
    roster: header,
    male_color: '#0000ff',
    female_color: '#ff00ff',
    total_employees: employees.length,
    total_positions: positions.length,
    list_lst_id: last ? last.id : request.list_lst_id,
    lst_count: (request.page_number <= 1 ? 0 : request.lst_count) + page.length,
    total_records: employees.length,
    positions,
    employees: page,
    roster_details: roster.filter((detail) => ids.has(detail.employee_id)),
    daily_totals: [{ entry_date: '2026-12-01', employee_count: 2 }],
    daily_gender_totals: [{ entry_date: '2026-12-01', male_count: 2, female_count: 0 }],
  };
}

export const ok = <T extends object>(data: T) =>
  Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });

export const fakeDetails =
  (pageSize: number) =>
  (request: RosterDetailsRequest): Promise<ApiOutcome<RosterDetailsResponse>> =>
    Promise.resolve({ kind: 'ok', data: detailsPage(request, pageSize) });

/** Tabs until the focus is inside the calendar grid (the export actions come before it). */
export async function tabIntoGrid(user: { tab: () => Promise<void> }): Promise<void> {
  const table = document.querySelector('[role="grid"]');
  for (let step = 0; step < 10 && !table?.contains(document.activeElement); step += 1) await user.tab();
}
