import type { RosterDetailsRequest } from '@times/shared-sdk';
import { detailsPage, employees } from './calendarTestData';
import { loadRosterDetails } from './loadRosterDetails';

const roster = { shftd: 'F1', std: 'S1', rstd: 'R1' };

describe('loadRosterDetails', () => {
  it('asks for page 1 with zero continuation values, then the next pages with the values returned, until total_records', async () => {
    const fetchPage = jest.fn((request: RosterDetailsRequest) =>
      Promise.resolve({ kind: 'ok' as const, data: detailsPage(request, 2) }),
    );
    const result = await loadRosterDetails(roster, fetchPage);
    expect(fetchPage.mock.calls.map(([request]) => request)).toEqual([
      { ...roster, page_number: 1, list_lst_id: 0, lst_count: 0, total_employees: 0, total_positions: 0 },
      { ...roster, page_number: 2, list_lst_id: 2, lst_count: 2, total_employees: 3, total_positions: 2 },
    ]);
    if (result.kind !== 'ok') throw new Error(result.kind);
    expect(result.data.employees.map((employee) => employee.emd)).toEqual(['emp-a', 'emp-b', 'emp-c']);
    expect(result.data.roster_details.map((detail) => `${detail.employee_id}|${detail.entry_date}`)).toEqual([
      '1|2026-12-01',
      '1|2026-12-05',
      '2|2026-12-02',
      '3|2026-12-01',
      '3|2026-12-02',
    ]);
    expect(result.data.positions).toHaveLength(2);
    expect(result.data.total_records).toBe(3);
  });

  it('asks once when the first page holds every row', async () => {
    const fetchPage = jest.fn((request: RosterDetailsRequest) =>
      Promise.resolve({ kind: 'ok' as const, data: detailsPage(request, 100) }),
    );
    const result = await loadRosterDetails(roster, fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(result.kind === 'ok' && result.data.employees).toEqual(employees);
  });

  it('stops at an empty page even when total_records is not reached', async () => {
    const fetchPage = jest.fn((request: RosterDetailsRequest) =>
      Promise.resolve({
        kind: 'ok' as const,
        data: { ...detailsPage(request, 1), total_records: 9, ...(request.page_number > 2 ? { employees: [] } : {}) },
      }),
    );
    const result = await loadRosterDetails(roster, fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(result.kind === 'ok' && result.data.employees).toHaveLength(2);
  });

  it('gives the error of a page, and stops quietly when a call is cancelled', async () => {
    const failing = jest
      .fn()
      .mockResolvedValueOnce({
        kind: 'ok',
        data: detailsPage(
          { ...roster, page_number: 1, list_lst_id: 0, lst_count: 0, total_employees: 0, total_positions: 0 },
          1,
        ),
      })
      .mockResolvedValueOnce({ kind: 'error', status: 'ROSTER_NOT_FOUND', message: 'Roster not found' });
    expect(await loadRosterDetails(roster, failing)).toEqual({ kind: 'error', message: 'Roster not found' });
    expect(await loadRosterDetails(roster, () => Promise.resolve({ kind: 'cancelled' }))).toEqual({ kind: 'stopped' });
  });
});
