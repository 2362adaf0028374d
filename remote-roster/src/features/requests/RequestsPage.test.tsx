/**
 * The Requests page (the API mocked): a pending request with the days it touches; approving one
 * whose places nobody can cover says so first and approves on 'Approve anyway'; declining needs a
 * reason, which goes with the decision.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { RequestRow } from '@times/shared-sdk';
import { requestsApi } from '@times/shared-sdk/app';
import { RequestsPage } from './RequestsPage';

const ROW: RequestRow = {
  rqd: 'R1',
  kind: 'time_off',
  empd: 'E1',
  name: 'Thabo',
  surname: 'Nkosi',
  from_date: '2026-12-14',
  to_date: '2026-12-15',
  reason: 'Family wedding',
  state: 'pending',
  created_at: '2026-12-01T08:00:00.000Z',
  decisions: [],
  touches: [
    {
      date: '2026-12-14',
      std: 'S1',
      site_name: 'Pretoria Central',
      sftd: 'F1',
      shift_name: 'Day',
      position_name: 'Guard',
      published: 1,
    },
    {
      date: '2026-12-14',
      std: 'S1',
      site_name: 'Pretoria Central',
      sftd: 'F2',
      shift_name: 'Night',
      position_name: 'Guard',
      published: 1,
    },
  ],
};

const decided = { ...ROW, state: 'approved' as const, touches: [] };

beforeEach(() => {
  jest
    .spyOn(requestsApi, 'list')
    .mockResolvedValue({ kind: 'ok', data: { status: 'OK', requests: [ROW], pending: 1 } });
  jest.spyOn(requestsApi, 'impact').mockResolvedValue({
    kind: 'ok',
    data: {
      status: 'OK',
      uncovered: 2,
      days: ROW.touches.map((day) => ({ ...day, candidates: [] })),
    },
  });
  jest.spyOn(requestsApi, 'decide').mockResolvedValue({ kind: 'ok', data: { status: 'OK', request: decided } });
});
afterEach(() => jest.restoreAllMocks());

const showCard = async () => {
  render(
    <ThemeRoot>
      <RequestsPage />
    </ThemeRoot>,
  );
  return screen.findByRole('listitem', { name: 'Thabo Nkosi Mon 14 Dec to Tue 15 Dec' });
};

describe('the Requests page', () => {
  it('lists a pending request with the rostered days it touches and the count that waits', async () => {
    const card = await showCard();
    expect(within(card).getByText('Touches 2 rostered days')).toBeTruthy();
    expect(within(card).getByText('Mon 14 Dec · Night · Pretoria Central · Guard')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeTruthy();
  });

  it('says which places nobody can cover before it approves, and still approves', async () => {
    const card = await showCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('2 places on Mon 14 Dec have no one who can cover')).toBeTruthy();
    expect(requestsApi.decide).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve anyway' }));
    expect(requestsApi.decide).toHaveBeenCalledWith({ rqd: 'R1', decision: 'approve', reason: '' }, expect.anything());
    expect(await screen.findByText('Approved: the roster is re-planned.')).toBeTruthy();
  });

  it('declines only with a reason', async () => {
    const card = await showCard();
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const form = within(card).getByRole('form', { name: 'Decline' });
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await within(form).findByText('Give the employee a reason of 3 to 200 characters')).toBeTruthy();
    expect(requestsApi.decide).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Reason'), 'Stocktake week');
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(requestsApi.decide).toHaveBeenCalledWith(
      { rqd: 'R1', decision: 'decline', reason: 'Stocktake week' },
      expect.anything(),
    );
  });
});
