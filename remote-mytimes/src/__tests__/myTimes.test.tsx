/**
 * My Times on its own (the API mocked): My shifts with today's day on top, the coming and past days
 * with hours; an offline read showing the last answer with its moment; time off refused with the
 * form as typed, and time off kept on the phone while the API is away, then sent once.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyProfile, MyShift, MyShiftsResponse } from '@times/shared-sdk';
import { myTimesApi } from '@times/shared-sdk/mytimes';
import { TEST_ME, renderMyTimes } from './renderMyTimes';

const ME: MyProfile = { ...TEST_ME, unread: 2 };

const shift = (date: string, fields: Partial<MyShift> = {}): MyShift => ({
  date,
  site_name: 'Pretoria Central',
  shift_name: 'Day',
  start_time: '06:00',
  end_time: '18:00',
  position_name: 'Security Guard',
  coworkers: ['Ayanda Dube'],
  rostered_minutes: 720,
  worked_minutes: null,
  status: 'coming',
  ...fields,
});

const SHIFTS: MyShiftsResponse = {
  status: 'OK',
  from_date: '2026-11-24',
  to_date: '2027-01-22',
  as_of: '2026-12-08T07:00:00.000Z',
  shifts: [
    shift('2026-12-07', { status: 'present', worked_minutes: 690 }),
    shift('2026-12-08', { status: 'expected', worked_minutes: 0 }),
    shift('2026-12-10'),
  ],
};

const offline = { kind: 'error', status: 'NETWORK_ERROR', message: 'Network error' } as const;

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(myTimesApi, 'me').mockResolvedValue({ kind: 'ok', data: { status: 'OK', me: ME } });
  jest.spyOn(myTimesApi, 'shifts').mockResolvedValue({ kind: 'ok', data: SHIFTS });
  const noOpenShifts = { status: 'OK', from_date: '', to_date: '', open_shifts: [], as_of: SHIFTS.as_of } as const;
  jest.spyOn(myTimesApi, 'openShifts').mockResolvedValue({ kind: 'ok', data: { ...noOpenShifts, open_shifts: [] } });
  jest.spyOn(myTimesApi, 'timeOff').mockResolvedValue({ kind: 'ok', data: { status: 'OK', requests: [] } });
  jest.spyOn(myTimesApi, 'addTimeOff').mockReset();
});
afterEach(() => jest.restoreAllMocks());

const show = renderMyTimes;

describe('My shifts', () => {
  it("gives the calendar link when asked, to open in the phone's calendar or copy", async () => {
    const url = 'http://127.0.0.1:4300/calendar/abc.ics';
    const link = jest.spyOn(myTimesApi, 'calendarLink').mockResolvedValue({
      kind: 'ok',
      data: { status: 'OK', calendar_url: url, calendar_link: { created_at: '', expires_at: '' } },
    });
    show('/mytimes/shifts');
    const box = await screen.findByRole('region', { name: 'Add to my calendar' });
    expect(within(box).getByText(/replaces the one you had/)).toBeTruthy();
    await userEvent.click(within(box).getByRole('button', { name: 'Get my calendar link' }));
    expect(link).toHaveBeenCalledTimes(1);
    expect(await within(box).findByDisplayValue(url)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Open in my calendar' }).getAttribute('href')).toBe(
      'webcal://127.0.0.1:4300/calendar/abc.ics',
    );
  });

  it("puts today's day on top, then the coming days, then the days gone by with hours worked", async () => {
    show('/mytimes/shifts');
    const today = await screen.findByRole('list', { name: 'Today' });
    expect(within(today).getByRole('listitem').textContent).toContain('Today · Tue 8 Dec · 06:00-18:00');
    expect(within(today).getByText('Not clocked in yet')).toBeTruthy();
    const coming = screen.getByRole('list', { name: 'Coming days' });
    expect(within(coming).getByRole('listitem').textContent).toContain('Thu 10 Dec');
    expect(within(coming).getByText('With Ayanda Dube')).toBeTruthy();
    const past = screen.getByRole('list', { name: 'Past days' });
    expect(within(past).getByText('Rostered 12 h · Worked 11.5 h')).toBeTruthy();
    expect(myTimesApi.shifts).toHaveBeenCalledWith({ from_date: '2026-11-24', to_date: '2027-01-22' });
  });

  it('shows the last answer with its moment when the API cannot be reached', async () => {
    const first = show('/mytimes/shifts');
    await screen.findByRole('list', { name: 'Coming days' });
    first.unmount();
    jest.spyOn(myTimesApi, 'shifts').mockResolvedValue(offline);
    show('/mytimes/shifts');
    expect(await screen.findByText(/^Offline: as of /)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Coming days' })).toBeTruthy();
  });

  it('says what failed when there is no earlier answer to show', async () => {
    jest.spyOn(myTimesApi, 'shifts').mockResolvedValue(offline);
    show('/mytimes/shifts');
    expect(await screen.findByText('Network error')).toBeTruthy();
  });
});

async function askTimeOff(from: string, to: string, reason: string) {
  await userEvent.type(await screen.findByLabelText('First day off'), from);
  await userEvent.type(screen.getByLabelText('Last day off'), to);
  await userEvent.type(screen.getByLabelText('Reason'), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
}

describe('Time off', () => {
  it('keeps the form as typed with the reason when the API refuses the request', async () => {
    jest.spyOn(myTimesApi, 'addTimeOff').mockResolvedValue({
      kind: 'error',
      status: 'TIME_OFF_OVERLAPS',
      message: 'You have asked for some of these days already',
    });
    show('/mytimes/timeoff');
    await askTimeOff('2026-12-10', '2026-12-11', 'Family wedding');
    expect(await screen.findByText('You have asked for some of these days already')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Reason').value).toBe('Family wedding');
    expect(screen.getByLabelText<HTMLInputElement>('First day off').value).toBe('2026-12-10');
    // Refused for good: it does not wait on the phone.
    expect(screen.queryByText(/wait to be sent|waits to be sent/)).toBeNull();
  });

  it('keeps a request on the phone while the API is away and sends it once, with the same ref', async () => {
    const add = jest.spyOn(myTimesApi, 'addTimeOff').mockResolvedValue(offline);
    show('/mytimes/timeoff');
    await askTimeOff('2026-12-12', '2026-12-12', 'Doctor');
    expect(await screen.findByText('Saved on this phone: it is sent when you are back online.')).toBeTruthy();
    expect(screen.getByText('1 request waits to be sent')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Reason').value).toBe('');
    const ref = add.mock.calls[0]![0].ref;
    add.mockResolvedValue({
      kind: 'ok',
      data: {
        status: 'OK',
        request: {
          rqd: 'R1',
          from_date: '2026-12-12',
          to_date: '2026-12-12',
          reason: 'Doctor',
          state: 'pending',
          created_at: '2026-12-08T07:00:00.000Z',
          decisions: [],
        },
      },
    });
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Your request was sent to your manager.')).toBeTruthy();
    expect(add.mock.calls.map(([request]) => request.ref)).toEqual([ref, ref]);
    expect(screen.queryByText('1 request waits to be sent')).toBeNull();
  });
});
