import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { AvailableRoster, FormRights } from '@times/shared-sdk';
import { ROSTER_STATUS_POLL_MS, rosterSetupApi, rostersApi, useFormRights } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import { RosterListPage } from './RosterListPage';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return {
    ...actual,
    rosterSetupApi: { ...actual.rosterSetupApi, clients: jest.fn(), sites: jest.fn() },
    useFormRights: jest.fn(),
  };
});

// Summary and View Roster have tests of their own; here each is a stub naming what it was given.
type StubProps = {
  shift: { std: string; sftd: string; siteName: string; shiftName: string };
  rstd?: string;
  canEdit?: boolean;
};
jest.mock(
  '../roster-summary/RosterSummary',
  () => ({
    RosterSummary: ({ shift, rstd }: StubProps) => (
      <p>{`summary of ${shift.siteName} ${shift.shiftName} ${shift.std}/${shift.sftd} roster ${rstd}`}</p>
    ),
  }),
  { virtual: true },
);
jest.mock(
  '../roster-calendar/RosterCalendar',
  () => ({
    RosterCalendar: ({ shift, rstd, canEdit }: StubProps) => (
      <p>{`calendar of ${shift.std}/${shift.sftd} roster ${rstd} ${canEdit ? 'editable' : 'read-only'}`}</p>
    ),
  }),
  { virtual: true },
);

const clients = rosterSetupApi.clients as jest.MockedFunction<typeof rosterSetupApi.clients>;
const sites = rosterSetupApi.sites as jest.MockedFunction<typeof rosterSetupApi.sites>;
const formRights = useFormRights as jest.MockedFunction<typeof useFormRights>;

const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });
const admin: FormRights = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] };
const groupUser = (...ids: number[]): FormRights => ({
  isAdmn: 0,
  isOpsManager: 0,
  isGroupUser: 1,
  u_rights: ids.map((id) => ({ id })),
});
const site = (std: string, name: string) => ({ id: 1, std, name, isCreate: 1 as const, isView: 1 as const });
const roster = (rstd: string, status: string, over: Partial<AvailableRoster> = {}): AvailableRoster => ({
  rstd,
  std: 'S1',
  sftd: 'F1',
  site_name: 'North',
  shift_name: 'Day',
  period: '01 Dec 2026 - 31 Dec 2026',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  start_cal_time: '2026-11-20 09:15',
  created_by: 'Ann Admin',
  status,
  ...over,
});
const listOf = (...roster: AvailableRoster[]): Promise<OutcomeOf<typeof rostersApi.available>> => ok({ roster });

function renderPage(rights: FormRights | null = admin) {
  formRights.mockReturnValue({ rights, error: null });
  render(
    <ThemeRoot>
      <RosterListPage />
    </ThemeRoot>,
  );
}

async function chooseClient(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(within(screen.getByLabelText('Select Client')).getByRole('option', { name: 'Acme' })).toBeInTheDocument(),
  );
  await user.selectOptions(screen.getByLabelText('Select Client'), 'C1');
}

const ALL = { clntd: 'C1', std: 'S1', filter_by: 1, dt_start: '', dt_end: '' };

describe('RosterListPage', () => {
  let available: jest.SpiedFunction<typeof rostersApi.available>;
  beforeEach(() => {
    clients.mockImplementation(() => ok({ clients: [{ id: 1, cntd: 'C1', name: 'Acme' }] }));
    sites.mockImplementation(() => ok({ roster_sites: [site('S1', 'North'), site('S2', 'South')] }));
    available = jest.spyOn(rostersApi, 'available').mockImplementation(() => listOf());
  });
  afterEach(() => {
    jest.clearAllMocks();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows a spinner while the rights load', () => {
    renderPage(null);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByLabelText('Select Client')).not.toBeInTheDocument();
  });

  it("says 'You are not allowed to access this page' without any of rights 9 to 14", async () => {
    renderPage(groupUser(20, 21));
    expect(await screen.findByText('You are not allowed to access this page')).toBeInTheDocument();
    expect(clients).not.toHaveBeenCalled();
    expect(available).not.toHaveBeenCalled();
  });

  it("lists every roster of the client's first site, or says 'No records found'", async () => {
    const user = userEvent.setup();
    renderPage();
    await chooseClient(user);
    await waitFor(() => expect(screen.getByLabelText('Select Site')).toHaveValue('S1'));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(available).toHaveBeenCalledTimes(1);
    expect(available).toHaveBeenCalledWith(ALL, expect.anything());

    available.mockImplementation(() => listOf(roster('R2', 'Successful', { std: 'S2', site_name: 'South' })));
    await user.selectOptions(screen.getByLabelText('Select Site'), 'S2');
    expect(
      await screen.findByRole('button', { name: 'Open roster South Day 01 Dec 2026 - 31 Dec 2026' }),
    ).toBeInTheDocument();
    expect(available).toHaveBeenLastCalledWith({ ...ALL, std: 'S2' }, expect.anything());
  });

  it('shows each roster as a card with its status badge', async () => {
    available.mockImplementation(() =>
      listOf(
        roster('R1', 'Successful'),
        roster('R2', 'Failed', { shift_name: 'Night', period: '01 Jan 2027 - 31 Jan 2027', created_by: 'Bob Ops' }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await chooseClient(user);
    // The button shows the names; the details and the status are in its card.
    const card = (button: HTMLElement) => button.closest('article') as HTMLElement;
    const first = await screen.findByRole('button', { name: 'Open roster North Day 01 Dec 2026 - 31 Dec 2026' });
    expect(first).toHaveTextContent('North');
    expect(card(first)).toHaveTextContent('Period: 01 Dec 2026 - 31 Dec 2026');
    expect(card(first)).toHaveTextContent('Time created: 2026-11-20 09:15');
    expect(card(first)).toHaveTextContent('Created by: Ann Admin');
    expect(within(card(first)).getByText('Successful')).toHaveAttribute('data-tone', 'success');
    const second = screen.getByRole('button', { name: 'Open roster North Night 01 Jan 2027 - 31 Jan 2027' });
    expect(card(second)).toHaveTextContent('Created by: Bob Ops');
    expect(within(card(second)).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  });

  it("asks for both dates with Period ('Period date is required'), then sends the period", async () => {
    const user = userEvent.setup();
    renderPage();
    await chooseClient(user);
    await screen.findByText('No records found');
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Period' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Period date is required')).toHaveLength(2);
    expect(available).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Start date'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Period date is required')).toHaveLength(1);
    expect(available).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('End date'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(available).toHaveBeenCalledTimes(2));
    expect(available).toHaveBeenLastCalledWith(
      { ...ALL, filter_by: 2, dt_start: '2026-12-01', dt_end: '2026-12-31' },
      expect.anything(),
    );
    expect(screen.queryByText('Period date is required')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(available).toHaveBeenCalledTimes(3));
    expect(available).toHaveBeenLastCalledWith(ALL, expect.anything());
  });

  it('asks again while a roster is Processing, so its badge changes by itself, then stops', async () => {
    jest.useFakeTimers();
    available
      .mockImplementationOnce(() => listOf(roster('R1', 'Processing'), roster('R0', 'Successful')))
      .mockImplementationOnce(() => listOf(roster('R1', 'Processing'), roster('R0', 'Successful')))
      .mockImplementation(() => listOf(roster('R1', 'Successful'), roster('R0', 'Successful')));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await chooseClient(user);
    const badge = await screen.findByText('Processing');
    expect(badge).toHaveAttribute('data-tone', 'info');
    expect(available).toHaveBeenCalledTimes(1);

    await act(async () => jest.advanceTimersByTimeAsync(ROSTER_STATUS_POLL_MS));
    expect(available).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Processing')).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTimeAsync(ROSTER_STATUS_POLL_MS));
    expect(available).toHaveBeenCalledTimes(3);
    expect(screen.queryByText('Processing')).not.toBeInTheDocument();
    expect(screen.getAllByText('Successful')).toHaveLength(2);

    await act(async () => jest.advanceTimersByTimeAsync(ROSTER_STATUS_POLL_MS * 3));
    expect(available).toHaveBeenCalledTimes(3);
  });

  it("opens a card's 'Roster Details' on Summary, with View Roster, and refreshes the list when closed", async () => {
    available.mockImplementation(() => listOf(roster('R1', 'Successful')));
    const user = userEvent.setup();
    renderPage(groupUser(10));
    await chooseClient(user);
    await user.click(await screen.findByRole('button', { name: 'Open roster North Day 01 Dec 2026 - 31 Dec 2026' }));

    const dialog = screen.getByRole('dialog', { name: 'Roster Details' });
    const tabs = within(dialog).getByRole('tablist', { name: 'Roster' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((item) => item.textContent),
    ).toEqual(['Summary', 'View Roster']);
    expect(within(tabs).getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('summary of North Day S1/F1 roster R1');
    await user.click(within(tabs).getByRole('tab', { name: 'View Roster' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('calendar of S1/F1 roster R1 read-only');
    expect(available).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(available).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Open roster North Day 01 Dec 2026 - 31 Dec 2026' })).toBeInTheDocument();
  });

  it('lets an adjuster (right 9) edit in the details, and shows the cards of a setup-only user without opening them', async () => {
    available.mockImplementation(() => listOf(roster('R1', 'Successful')));
    const user = userEvent.setup();
    renderPage(groupUser(9));
    await chooseClient(user);
    await user.click(await screen.findByRole('button', { name: /^Open roster North Day/ }));
    await user.click(screen.getByRole('tab', { name: 'View Roster' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('calendar of S1/F1 roster R1 editable');
  });

  it('shows the cards to a user with a setup right only (13), without opening them', async () => {
    available.mockImplementation(() => listOf(roster('R1', 'Successful')));
    const user = userEvent.setup();
    renderPage(groupUser(13));
    await chooseClient(user);
    expect(await screen.findByText('Ann Admin', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open roster/ })).not.toBeInTheDocument();
  });
});
