import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { TimesheetDay, TimesheetResponse } from '@times/shared-sdk';
import { attendanceApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import { approvedCsv } from '../approvedCsv';
import { TimesheetPage } from '../TimesheetPage';
import { datesOf, weekOf } from '../timesheetDays';

const api = attendanceApi as jest.Mocked<typeof attendanceApi>;

const day = (fields: Partial<TimesheetDay>): TimesheetDay => ({
  date: '2026-12-07',
  rostered_minutes: 360,
  worked_minutes: 360,
  status: 'present',
  late: 0,
  early_leave: 0,
  missing_out: 0,
  first_in: '2026-12-07T06:00',
  last_out: '2026-12-07T12:00',
  approval: null,
  history: [],
  ...fields,
});

const SHEET: TimesheetResponse = {
  status: 'OK',
  site: { sd: 'S1', name: 'Pretoria Central' },
  shift: { sftd: 'F1', name: 'Day', start_time: '06:00', end_time: '12:00' },
  start_date: '2026-12-07',
  end_date: '2026-12-09',
  employees: [
    {
      empd: 'E1',
      name: 'Thabo',
      surname: 'Nkosi',
      employee_number: 'E1001',
      days: [
        day({ late: 1, worked_minutes: 330, first_in: '2026-12-07T06:10' }),
        day({ date: '2026-12-08', status: 'absent', worked_minutes: 0, first_in: '', last_out: '' }),
      ],
    },
  ],
};

const sites = (isCreate: 0 | 1): OutcomeOf<typeof attendanceApi.sites> => ({
  kind: 'ok',
  data: {
    status: 'OK',
    sites: [{ sd: 'S1', name: 'Pretoria Central', isCreate, shifts: [{ sftd: 'F1', name: 'Day', deleted: 0 }] }],
  },
});

beforeEach(() => {
  jest.spyOn(attendanceApi, 'sites').mockResolvedValue(sites(1));
  jest.spyOn(attendanceApi, 'timesheet').mockResolvedValue({ kind: 'ok', data: SHEET });
  jest.spyOn(attendanceApi, 'approve').mockReset();
});
afterEach(() => jest.restoreAllMocks());

async function showSheet() {
  render(
    <ThemeRoot>
      <TimesheetPage />
    </ThemeRoot>,
  );
  await userEvent.selectOptions(await screen.findByLabelText('Site'), 'Pretoria Central');
  await userEvent.selectOptions(screen.getByLabelText('Shift'), 'Day');
  await userEvent.clear(screen.getByLabelText('From'));
  await userEvent.type(screen.getByLabelText('From'), '2026-12-07');
  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '2026-12-09');
  await userEvent.click(screen.getByRole('button', { name: 'Show' }));
  return screen.findByRole('table', { name: 'Timesheet' });
}

describe('the timesheet page', () => {
  it('shows rostered against worked hours per day, the exceptions told', async () => {
    const grid = await showSheet();
    expect(api.timesheet).toHaveBeenCalledWith({
      std: 'S1',
      sftd: 'F1',
      start_date: '2026-12-07',
      end_date: '2026-12-09',
    });
    const monday = within(grid).getByRole('button', { name: 'Thabo Nkosi, 2026-12-07' });
    expect(monday.textContent).toBe('6.0 / 5.5 hLate');
    expect(within(grid).getByRole('button', { name: 'Thabo Nkosi, 2026-12-08' }).textContent).toBe('6.0 / 0.0 hAbsent');
    // Nothing on Wednesday: no button.
    expect(within(grid).queryByRole('button', { name: 'Thabo Nkosi, 2026-12-09' })).toBeNull();
  });

  it('approves a day with the minutes and a reason, and keeps what was typed when refused', async () => {
    const grid = await showSheet();
    await userEvent.click(within(grid).getByRole('button', { name: 'Thabo Nkosi, 2026-12-08' }));
    const dialog = screen.getByRole('dialog', { name: 'Thabo Nkosi: 2026-12-08' });
    await userEvent.clear(within(dialog).getByLabelText('Minutes worked'));
    await userEvent.type(within(dialog).getByLabelText('Minutes worked'), '360');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Give a reason of 3 to 300 characters')).toBeTruthy();
    api.approve.mockResolvedValueOnce({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Kiosk was down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Invalid user rights')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reason').value).toBe('Kiosk was down');
    api.approve.mockResolvedValueOnce({
      kind: 'ok',
      data: { status: 'OK', approval: { minutes: 360, reason: 'Kiosk was down', by: 'Thandi Admin', at: '' } },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(api.approve).toHaveBeenLastCalledWith({
      std: 'S1',
      sftd: 'F1',
      empd: 'E1',
      date: '2026-12-08',
      worked_minutes: 360,
      reason: 'Kiosk was down',
    });
    // The sheet is read again.
    expect(api.timesheet).toHaveBeenCalledTimes(2);
  });

  it('shows a day without the approval form to a user who may only view the site', async () => {
    api.sites.mockResolvedValue(sites(0));
    const grid = await showSheet();
    await userEvent.click(within(grid).getByRole('button', { name: 'Thabo Nkosi, 2026-12-07' }));
    const dialog = screen.getByRole('dialog', { name: 'Thabo Nkosi: 2026-12-07' });
    expect(within(dialog).getByText('Clocked: 06:10 to 12:00')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says so when there are no approved days to export', async () => {
    await showSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Export approved days (CSV)' }));
    expect(await screen.findByText('No approved days in this period to export.')).toBeTruthy();
  });
});

describe('the approved days as CSV', () => {
  it('has one line per approved day, with the approved hours and the reason', async () => {
    const approval = { minutes: 300, reason: 'Left early, agreed', by: 'Thandi Admin', at: '2026-12-08T15:00:00.000Z' };
    const csv = await approvedCsv({
      ...SHEET,
      employees: [
        { ...SHEET.employees[0]!, days: [SHEET.employees[0]!.days[0]!, day({ date: '2026-12-08', approval })] },
      ],
    });
    expect(csv?.split('\r\n')).toEqual([
      'Employee,Employee number,Date,Shift,Rostered hours,Worked hours,Approved hours,Reason,Approved by,Approved at',
      'Thabo Nkosi,E1001,2026-12-08,Day,6.0,6.0,5.0,"Left early, agreed",Thandi Admin,2026-12-08T15:00:00.000Z',
    ]);
    expect(await approvedCsv(SHEET)).toBeNull();
  });
});

describe('the period', () => {
  it('is Monday to Sunday of the week by default, and lists its dates', () => {
    expect(weekOf(new Date(2026, 11, 10))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(weekOf(new Date(2026, 11, 13))).toEqual({ from: '2026-12-07', to: '2026-12-13' });
    expect(datesOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
