/**
 * My availability on its own (the API mocked): what applies and what waits (marked), a date added
 * and checked before it joins (not before today, not twice), a weekday ticked and a request added,
 * all sent in one save; the answer's counts in words; a save refused keeps every edit on the page.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAvailabilityResponse, MyProfile } from '@times/shared-sdk';
import { myTimesApi } from '@times/shared-sdk/mytimes';
import { TEST_ME, renderMyTimes } from './renderMyTimes';

const ME: MyProfile = TEST_ME;

const change = { date: '', day: '' as const, work: 0 as const, weight: 0, sftd: '', shift_name: '' };

const PAGE: MyAvailabilityResponse = {
  status: 'OK',
  availability: { unavailable_dates: ['2026-12-10', '2026-12-21'], unavailable_days: [], requests: [] },
  limits: {
    min_hours: null,
    max_hours: 160,
    max_weekends: 2,
    min_consecutive_days: null,
    min_consecutive_days_off: null,
  },
  shifts: [{ sftd: 'F1', shift_name: 'Day', site_name: 'Pretoria Central' }],
  published: [{ from_date: '2026-12-08', to_date: '2026-12-13' }],
  every_change_waits: 0,
  waiting: {
    rqd: 'R1',
    state: 'pending',
    created_at: '2026-12-08T07:00:00.000Z',
    changes: [{ ...change, op: 'add', what: 'date', date: '2026-12-10' }],
    decisions: [],
  },
  last_decided: null,
};

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(myTimesApi, 'me').mockResolvedValue({ kind: 'ok', data: { status: 'OK', me: ME } });
  jest.spyOn(myTimesApi, 'availability').mockResolvedValue({ kind: 'ok', data: PAGE });
});
afterEach(() => jest.restoreAllMocks());

const show = () => renderMyTimes('/mytimes/availability');

describe('My availability', () => {
  it('shows what applies and what waits, the published period and the limits', async () => {
    show();
    const dates = await screen.findByRole('list', { name: 'Dates I cannot work' });
    const items = within(dates).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace('Remove', ''))).toEqual(['Thu 10 DecWaits', 'Mon 21 Dec']);
    expect(screen.getByRole('region', { name: 'Waiting for your manager' }).textContent).toContain(
      'Cannot work on Thu 10 Dec',
    );
    expect(
      screen.getByText('Your roster for Tue 8 Dec to Sun 13 Dec is published: changes in it wait for your manager.'),
    ).toBeTruthy();
    const limits = screen.getByRole('list', { name: 'Limits set by your manager' });
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['At most 160 hours in a roster period', 'At most 2 weekends in a roster period']);
  });

  it('checks a date before it joins, and sends every edit in one save', async () => {
    const save = jest.spyOn(myTimesApi, 'saveAvailability').mockResolvedValue({
      kind: 'ok',
      data: { ...PAGE, applied: 2, waits: 1 },
    });
    show();
    const addDate = await screen.findByRole('form', { name: 'Add date' });
    const date = within(addDate).getByLabelText('Date');
    await userEvent.type(date, '2026-12-07');
    await userEvent.click(within(addDate).getByRole('button', { name: 'Add date' }));
    expect(await within(addDate).findByText('Days before today cannot be changed')).toBeTruthy();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-21');
    await userEvent.click(within(addDate).getByRole('button', { name: 'Add date' }));
    expect(await within(addDate).findByText('This date is already in the list')).toBeTruthy();
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-28');
    await userEvent.click(within(addDate).getByRole('button', { name: 'Add date' }));
    await screen.findByText('Mon 28 Dec');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    const addRequest = screen.getByRole('form', { name: 'Add request' });
    await userEvent.type(within(addRequest).getByLabelText('Date'), '2026-12-24');
    await userEvent.selectOptions(within(addRequest).getByLabelText('Shift'), 'F1');
    await userEvent.click(within(addRequest).getByRole('button', { name: 'Add request' }));
    await screen.findByText('Asks for the day off on Thu 24 Dec (Day, weight 5)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mon 21 Dec' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(save).toHaveBeenCalledWith({
      availability: {
        unavailable_dates: ['2026-12-10', '2026-12-28'],
        unavailable_days: ['sun'],
        requests: [{ entry_date: '2026-12-24', work: 0, weight: 5, sftd: 'F1' }],
      },
    });
    expect(await screen.findByText('Saved: 2 applied at once, 1 waiting for your manager.')).toBeTruthy();
  });

  it('keeps every edit on the page when the save is refused', async () => {
    jest.spyOn(myTimesApi, 'saveAvailability').mockResolvedValue({
      kind: 'error',
      status: 'NETWORK_ERROR',
      message: 'Network error',
    });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Network error')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Monday' }).checked).toBe(true);
  });
});
