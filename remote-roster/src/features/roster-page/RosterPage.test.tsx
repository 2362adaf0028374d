import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { FormRights, RosterWizardResponse } from '@times/shared-sdk';
import { rosterSetupApi, timesAppApi, useFormRights } from '@times/shared-sdk/app';
import { RosterPage } from './RosterPage';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return {
    ...actual,
    rosterSetupApi: { ...actual.rosterSetupApi, clients: jest.fn(), sites: jest.fn(), shifts: jest.fn() },
    timesAppApi: { ...actual.timesAppApi, rosterWizardDetails: jest.fn() },
    useFormRights: jest.fn(),
  };
});

// The steps have tests of their own; here each is a stub naming itself and its shift.
jest.mock('../shift-wizard/stepComponents', () => {
  const stub =
    (key: string) =>
    ({ shift }: { shift: { std: string; sftd: string } }) => <p>{`step ${key} of ${shift.std}/${shift.sftd}`}</p>;
  return {
    STEP_COMPONENTS: ['workingDays', 'positions', 'employees', 'constraints'].map((key) => ({ key, Step: stub(key) })),
  };
});

// Summary and View Roster have tests of their own.
type StubProps = { shift: { std: string; sftd: string }; rstd?: string };
jest.mock(
  '../roster-summary/RosterSummary',
  () => ({ RosterSummary: ({ shift }: StubProps) => <p>{`summary of ${shift.std}/${shift.sftd}`}</p> }),
  { virtual: true },
);
jest.mock('../roster-calendar/RosterCalendar', () => ({ RosterCalendar: () => <p>roster calendar</p> }), {
  virtual: true,
});

const clients = rosterSetupApi.clients as jest.MockedFunction<typeof rosterSetupApi.clients>;
const sites = rosterSetupApi.sites as jest.MockedFunction<typeof rosterSetupApi.sites>;
const shifts = rosterSetupApi.shifts as jest.MockedFunction<typeof rosterSetupApi.shifts>;
const formRights = useFormRights as jest.MockedFunction<typeof useFormRights>;
const wizardDetails = timesAppApi.rosterWizardDetails as jest.MockedFunction<typeof timesAppApi.rosterWizardDetails>;

const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data: { status: 'OK', ...data } });
const rightsOf = (rights: FormRights) => ({ rights, error: null });
const admin: FormRights = { isAdmn: 1, isOpsManager: 0, isGroupUser: 0, u_rights: [] };
const wizard = (perc: number): RosterWizardResponse => ({
  status: 'OK',
  wizard_working_days: perc > 0 ? 1 : 0,
  wizard_positions: perc > 25 ? 1 : 0,
  wizard_employees: perc > 50 ? 1 : 0,
  wizard_constrains: perc > 75 ? 1 : 0,
  wizard_perc: perc,
});
const site = (std: string, name: string) => ({ id: 1, std, name, isCreate: 1 as const, isView: 1 as const });
const shift = (sftd: string, name: string) => ({ id: 1, sftd, name, ttl_employees: 0, ttl_males: 0, ttl_females: 0 });

const renderPage = () =>
  render(
    <ThemeRoot>
      <RosterPage />
    </ThemeRoot>,
  );

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('RosterPage', () => {
  beforeEach(() => {
    formRights.mockReturnValue(rightsOf(admin));
    clients.mockImplementation(() =>
      ok({
        clients: [
          { id: 1, cntd: 'C1', name: 'Acme' },
          { id: 2, cntd: 'C2', name: 'Bravo' },
        ],
      }),
    );
    sites.mockImplementation((clntd) =>
      ok({ roster_sites: clntd === 'C1' ? [site('S1', 'North'), site('S2', 'South')] : [] }),
    );
    shifts.mockImplementation((std) =>
      ok({ site_shifts: std === 'S1' ? [shift('F1', 'Day'), shift('F2', 'Night')] : [] }),
    );
    wizardDetails.mockImplementation(({ sftd }) => ok(wizard(sftd === 'F1' ? 50 : 100)));
  });
  afterEach(() => jest.clearAllMocks());

  it('cascades client → first site → first shift → wizard status, and opens the setup modal', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(options('Select Client')).toEqual(['Select Client', 'Acme', 'Bravo']));
    expect(options('Select Site')).toEqual(['empty']);
    expect(options('Select Shift')).toEqual(['empty']);
    expect(wizardDetails).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Select Client'), 'C1');
    await waitFor(() => expect(sites).toHaveBeenCalledWith('C1', expect.anything()));
    await waitFor(() => expect(screen.getByLabelText('Select Site')).toHaveValue('S1'));
    await waitFor(() => expect(shifts).toHaveBeenCalledWith('S1', expect.anything()));
    await waitFor(() => expect(screen.getByLabelText('Select Shift')).toHaveValue('F1'));
    expect(options('Select Shift')).toEqual(['Day', 'Night']);
    await waitFor(() => expect(wizardDetails).toHaveBeenCalledWith({ std: 'S1', sftd: 'F1' }, expect.anything()));
    const banner = await screen.findByRole('button', { name: 'Complete roster setup (50%)' });

    // Below 100% the wizard opens in place, at the step after the last one done (employees).
    await user.click(banner);
    const inline = screen.getByRole('region', { name: 'Roster setup' });
    expect(
      within(inline).getByRole('button', { name: 'Step 1: Working days setup (Working days setup completed)' }),
    ).toBeInTheDocument();
    expect(within(inline).getByRole('button', { name: 'Step 3: Employees setup' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(inline).getByText('step employees of S1/F1')).toBeInTheDocument();
    await user.click(banner);
    expect(screen.queryByRole('region', { name: 'Roster setup' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Select Shift'), 'F2');
    const complete = await screen.findByRole('button', { name: 'Update roster setup (100%)' });
    expect(wizardDetails).toHaveBeenLastCalledWith({ std: 'S1', sftd: 'F2' }, expect.anything());
    // At 100% it opens in a modal.
    await user.click(complete);
    const dialog = screen.getByRole('dialog', { name: 'Roster setup' });
    expect(within(dialog).getByText('step employees of S1/F2')).toBeInTheDocument();
  });

  it("shows 'empty' when a site has no shifts and a client has no sites", async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(options('Select Client')).toContain('Acme'));
    await user.selectOptions(screen.getByLabelText('Select Client'), 'C1');
    await waitFor(() => expect(screen.getByLabelText('Select Shift')).toHaveValue('F1'));

    await user.selectOptions(screen.getByLabelText('Select Site'), 'S2');
    await waitFor(() => expect(shifts).toHaveBeenLastCalledWith('S2', expect.anything()));
    await waitFor(() => expect(options('Select Shift')).toEqual(['empty']));
    expect(screen.queryByRole('button', { name: /roster setup/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Select Client'), 'C2');
    await waitFor(() => expect(options('Select Site')).toEqual(['empty']));
    expect(options('Select Shift')).toEqual(['empty']);
  });

  it('shows the tabs by rights and the Create/View Roster modal', async () => {
    const user = userEvent.setup();
    formRights.mockReturnValue(rightsOf({ ...admin, isAdmn: 0, isGroupUser: 1, u_rights: [{ id: 10 }] }));
    renderPage();
    const tabs = await screen.findByRole('tablist', { name: 'Roster' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Summary', 'View Roster']);
    expect(within(tabs).getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Select a client, site and shift first');
    await waitFor(() => expect(options('Select Client')).toContain('Acme'));
    await user.selectOptions(screen.getByLabelText('Select Client'), 'C1');
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveTextContent('summary of S1/F1'));

    await user.click(screen.getByRole('button', { name: 'Create/View Roster' }));
    expect(screen.getByRole('dialog', { name: 'Create/View Roster' })).toBeInTheDocument();
  });

  it('shows a spinner while the rights load', () => {
    formRights.mockReturnValue({ rights: null, error: null });
    renderPage();
    expect(screen.queryByLabelText('Select Client')).not.toBeInTheDocument();
    expect(clients).not.toHaveBeenCalled();
  });

  it.each([12, 13, 14, 20, 21])(
    'opens with the setup banner and wizard, and no roster tabs, for setup right %i alone',
    async (id) => {
      const user = userEvent.setup();
      formRights.mockReturnValue(rightsOf({ ...admin, isAdmn: 0, isGroupUser: 1, u_rights: [{ id }] }));
      renderPage();
      await waitFor(() => expect(options('Select Client')).toContain('Acme'));
      await user.selectOptions(screen.getByLabelText('Select Client'), 'C1');
      await user.click(await screen.findByRole('button', { name: 'Complete roster setup (50%)' }));
      expect(
        within(screen.getByRole('region', { name: 'Roster setup' })).getByText('step employees of S1/F1'),
      ).toBeInTheDocument();
      expect(screen.queryByText('You are not allowed to access this page')).not.toBeInTheDocument();
      expect(screen.queryByRole('tablist', { name: 'Roster' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Create/View Roster' })).not.toBeInTheDocument();
    },
  );

  it("says 'You are not allowed to access this page' without any ROSTER right", async () => {
    formRights.mockReturnValue(rightsOf({ ...admin, isAdmn: 0, isGroupUser: 1, u_rights: [] }));
    renderPage();
    expect(await screen.findByText('You are not allowed to access this page')).toBeInTheDocument();
    expect(clients).not.toHaveBeenCalled();
  });
});
