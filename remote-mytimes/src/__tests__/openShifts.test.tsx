/**
 * Open shifts on My shifts (issue 34, the API mocked): the places the employee may take, above the coming days, each
 * taken with its button; the day then read again with My shifts. A place someone took first says so and leaves the
 * list as the API now answers it. When the app's changes wait for a manager, the claim says so and the card shows it
 * waiting, without its button. Nothing is shown when there is no open shift.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyOpenShift, MyOpenShiftsResponse, MyShiftsResponse } from '@times/shared-sdk';
import { myTimesApi } from '@times/shared-sdk/mytimes';
import { TEST_ME, renderMyTimes } from './renderMyTimes';

const SUNDAY: MyOpenShift = {
  std: 'S1',
  sftd: 'F1',
  roster_ref: 'R1',
  rld: 'P1',
  date: '2026-12-13',
  site_name: 'Pretoria Central',
  shift_name: 'Day',
  start_time: '06:00',
  end_time: '18:00',
  position_name: 'Supervisor',
  hours: 48,
  relieves: 0,
  waiting: 0,
};

const SHIFTS: MyShiftsResponse = {
  status: 'OK',
  from_date: '2026-11-24',
  to_date: '2027-01-22',
  as_of: '2026-12-08T07:00:00.000Z',
  shifts: [],
};

const open = (open_shifts: MyOpenShift[]): { kind: 'ok'; data: MyOpenShiftsResponse } => ({
  kind: 'ok',
  data: { status: 'OK', from_date: '2026-12-08', to_date: '2027-01-22', as_of: SHIFTS.as_of, open_shifts },
});

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(myTimesApi, 'me').mockResolvedValue({ kind: 'ok', data: { status: 'OK', me: TEST_ME } });
  jest.spyOn(myTimesApi, 'shifts').mockResolvedValue({ kind: 'ok', data: SHIFTS });
});
afterEach(() => jest.restoreAllMocks());

it('lists the open shifts from today and takes one with its button, then reads My shifts again', async () => {
  const list = jest
    .spyOn(myTimesApi, 'openShifts')
    .mockResolvedValueOnce(open([SUNDAY]))
    .mockResolvedValue(open([]));
  const claim = jest
    .spyOn(myTimesApi, 'claimOpenShift')
    .mockResolvedValue({ kind: 'ok', data: { status: 'OK', waits: 0 } });
  renderMyTimes('/mytimes/shifts');
  const box = await screen.findByRole('region', { name: 'Open shifts you can take' });
  const item = within(box).getByRole('listitem');
  expect(item.textContent).toContain('Sun 13 Dec · 06:00-18:00');
  expect(item.textContent).toContain('Day · Pretoria Central · Supervisor');
  expect(item.textContent).toContain('Your hours this roster with it: 48 h');
  expect(list).toHaveBeenCalledWith({ from_date: '2026-12-08', to_date: '2027-02-07' });
  await userEvent.click(within(item).getByRole('button', { name: 'Take this shift' }));
  expect(claim).toHaveBeenCalledWith({ std: 'S1', sftd: 'F1', roster_ref: 'R1', entry_date: '2026-12-13', rld: 'P1' });
  expect(await within(box).findByText('The shift is yours: it is in your coming days.')).toBeTruthy();
  expect(within(box).queryByRole('listitem')).toBeNull();
  expect(myTimesApi.shifts).toHaveBeenCalledTimes(2);
});

it('says when someone took the shift first, and shows the list as it is now', async () => {
  jest
    .spyOn(myTimesApi, 'openShifts')
    .mockResolvedValueOnce(open([SUNDAY]))
    .mockResolvedValue(open([]));
  jest.spyOn(myTimesApi, 'claimOpenShift').mockResolvedValue({
    kind: 'error',
    status: 'OPEN_SHIFT_TAKEN',
    message: 'Someone took this shift first, or it is no longer open',
  });
  renderMyTimes('/mytimes/shifts');
  const box = await screen.findByRole('region', { name: 'Open shifts you can take' });
  await userEvent.click(within(box).getByRole('button', { name: 'Take this shift' }));
  expect(await within(box).findByText('Someone took this shift first, or it is no longer open')).toBeTruthy();
  expect(within(box).queryByRole('listitem')).toBeNull();
  expect(myTimesApi.shifts).toHaveBeenCalledTimes(1);
});

it('asks the manager when changes wait, and shows the claim waiting without its button', async () => {
  jest
    .spyOn(myTimesApi, 'openShifts')
    .mockResolvedValueOnce(open([SUNDAY]))
    .mockResolvedValue(open([{ ...SUNDAY, waiting: 1 }]));
  jest.spyOn(myTimesApi, 'claimOpenShift').mockResolvedValue({ kind: 'ok', data: { status: 'OK', waits: 1 } });
  renderMyTimes('/mytimes/shifts');
  const box = await screen.findByRole('region', { name: 'Open shifts you can take' });
  await userEvent.click(within(box).getByRole('button', { name: 'Take this shift' }));
  expect(
    await within(box).findByText('Your manager has been asked: the shift is yours once they approve.'),
  ).toBeTruthy();
  const item = await within(box).findByRole('listitem');
  expect(await within(item).findByText('Waiting for your manager')).toBeTruthy();
  expect(within(item).queryByRole('button')).toBeNull();
  // My shifts is not read again: nothing changed in the coming days.
  expect(myTimesApi.shifts).toHaveBeenCalledTimes(1);
});

it('shows nothing of open shifts when there is none', async () => {
  jest.spyOn(myTimesApi, 'openShifts').mockResolvedValue(open([]));
  renderMyTimes('/mytimes/shifts');
  expect(await screen.findByRole('heading', { name: 'Coming days' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Open shifts you can take' })).toBeNull();
});
