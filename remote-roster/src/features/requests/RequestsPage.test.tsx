/**
 * The Requests page (the API mocked): a pending request with the days it touches; approving one
 * whose places nobody can cover says so first and approves on 'Approve anyway'; declining needs a
 * reason, which goes with the decision. A claim of an open shift shows its place and approves at
 * once; a place gone since says so. The admin's settings are saved when ticked.
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
  changes: [],
  place: null,
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

const change = { date: '', day: '' as const, work: 0 as const, weight: 0, sftd: '', shift_name: '' };
const AVAILABILITY: RequestRow = {
  ...ROW,
  rqd: 'R2',
  kind: 'availability',
  reason: '',
  from_date: '2026-12-11',
  to_date: '2026-12-31',
  changes: [
    { ...change, op: 'add', what: 'weekday', day: 'fri' },
    { ...change, op: 'add', what: 'request', date: '2026-12-24', work: 0, weight: 7, sftd: 'F1', shift_name: 'Day' },
  ],
  touches: [ROW.touches[0]!],
};

const CLAIM: RequestRow = {
  ...ROW,
  rqd: 'R3',
  kind: 'open_shift',
  reason: '',
  from_date: '2026-12-13',
  to_date: '2026-12-13',
  place: { ...ROW.touches[0]!, date: '2026-12-13', position_name: 'Supervisor' },
  touches: [],
};

const listed = (settings: {
  every_change_waits: 0 | 1;
  may_change_settings: 0 | 1;
  changes_wait?: 0 | 1;
  claims_limit?: number | null;
}) =>
  jest.spyOn(requestsApi, 'list').mockResolvedValue({
    kind: 'ok',
    data: {
      status: 'OK',
      requests: [ROW, AVAILABILITY, CLAIM],
      pending: 3,
      changes_wait: 0,
      claims_limit: null,
      ...settings,
    },
  });

beforeEach(() => {
  listed({ every_change_waits: 0, may_change_settings: 0 });
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
    expect(screen.getByRole('tab', { name: 'Pending (3)' })).toBeTruthy();
  });

  it('words an availability change and the days it frees', async () => {
    await showCard();
    const card = screen.getByRole('listitem', { name: 'Thabo Nkosi Availability change' });
    const changes = within(card).getByRole('list', { name: 'Availability change' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cannot work on Fridays', 'Asks for the day off on Thu 24 Dec (Day, weight 7)']);
    expect(within(card).getByText('Touches 1 rostered day')).toBeTruthy();
  });

  it("shows the app's setting to an admin only, and saves it when ticked", async () => {
    await showCard();
    expect(screen.queryByLabelText('Every availability change waits for a manager')).toBeNull();
    jest.restoreAllMocks();
    listed({ every_change_waits: 0, may_change_settings: 1 });
    const save = jest
      .spyOn(requestsApi, 'settings')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', every_change_waits: 1 } });
    render(
      <ThemeRoot>
        <RequestsPage />
      </ThemeRoot>,
    );
    const box = await screen.findByLabelText('Every availability change waits for a manager');
    expect((box as HTMLInputElement).checked).toBe(false);
    await userEvent.click(box);
    expect(save).toHaveBeenCalledWith({ every_change_waits: 1 }, expect.anything());
    expect(await screen.findByText('Setting saved.')).toBeTruthy();
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('shows a claim of an open shift with its place, and approves it at once: it frees no day', async () => {
    await showCard();
    const card = screen.getByRole('listitem', { name: 'Thabo Nkosi Open shift Sun 13 Dec' });
    expect(within(card).getByRole('heading').textContent).toBe('Thabo Nkosi · Open shift · Sun 13 Dec');
    expect(within(card).getByText('Day · Pretoria Central · Supervisor')).toBeTruthy();
    expect(within(card).queryByText(/Touches/)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(requestsApi.impact).not.toHaveBeenCalled();
    expect(requestsApi.decide).toHaveBeenCalledWith({ rqd: 'R3', decision: 'approve', reason: '' }, expect.anything());
    expect(await screen.findByText('Approved: the shift is theirs.')).toBeTruthy();
  });

  it("says when a claim's place is gone, and keeps the claim to decline", async () => {
    jest.spyOn(requestsApi, 'decide').mockResolvedValue({
      kind: 'error',
      status: 'OPEN_SHIFT_TAKEN',
      message: 'This shift is no longer open: a colleague took it, or its roster changed. Decline the claim.',
    });
    await showCard();
    const card = screen.getByRole('listitem', { name: 'Thabo Nkosi Open shift Sun 13 Dec' });
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText(/This shift is no longer open/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('saves whether claims of open shifts wait, for an admin', async () => {
    listed({ every_change_waits: 0, may_change_settings: 1, changes_wait: 0 });
    const save = jest
      .spyOn(requestsApi, 'marketplace')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', changes_wait: 1, claims_limit: null } });
    await showCard();
    const box = screen.getByLabelText('Claims of open shifts wait for a manager');
    await userEvent.click(box);
    expect(save).toHaveBeenCalledWith({ changes_wait: 1 }, expect.anything());
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('saves the claims one employee may make per roster: a whole number, or empty for none', async () => {
    listed({ every_change_waits: 0, may_change_settings: 1, claims_limit: 2 });
    const save = jest
      .spyOn(requestsApi, 'marketplace')
      .mockResolvedValue({ kind: 'ok', data: { status: 'OK', changes_wait: 0, claims_limit: null } });
    await showCard();
    const form = screen.getByRole('form', { name: 'Open shifts one employee may claim per roster' });
    const field = within(form).getByLabelText<HTMLInputElement>('Open shifts one employee may claim per roster');
    expect(field.value).toBe('2');
    await userEvent.clear(field);
    await userEvent.type(field, '1.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText('Enter a whole number from 0 to 366, or leave it empty')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(save).toHaveBeenCalledWith({ claims_limit: null }, expect.anything());
    expect(await within(form).findByText('Setting saved.')).toBeTruthy();
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
