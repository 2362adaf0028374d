import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitesApi, usersApi } from '@times/shared-sdk/app';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';
import { GroupSites } from './GroupSites';
import { PRETORIA_ROSTER, SITES, renderThemed } from './groupFixtures';

const groupSites = jest.spyOn(usersApi, 'groupSites');
const addGroupSite = jest.spyOn(usersApi, 'addGroupSite');
const removeGroupSite = jest.spyOn(usersApi, 'removeGroupSite');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(sitesApi, 'lookup').mockResolvedValue(okOutcome({ sites: SITES }));
  groupSites.mockImplementation(async (kind) => okOutcome({ group_sites: kind === 'roster' ? [PRETORIA_ROSTER] : [] }));
});

async function renderSites() {
  const user = userEvent.setup();
  renderThemed(<GroupSites ugd="G1" />);
  await screen.findByRole('option', { name: 'Durban North' });
  return { user, site: screen.getByRole('combobox', { name: 'Site' }) };
}

describe('GroupSites', () => {
  it("shows the group's roster sites with their flags, and says so when a kind has none", async () => {
    const { user } = await renderSites();
    const table = await screen.findByRole('table', { name: 'Roster sites' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Pretoria Central', 'No', 'Yes', 'Delete']);
    expect(groupSites).toHaveBeenCalledWith('roster', 'G1', expect.anything());

    await user.click(screen.getByRole('tab', { name: 'Timesheet' }));
    expect(await screen.findByText('No available sites')).toBeInTheDocument();
    expect(groupSites).toHaveBeenCalledWith('timesheet', 'G1', expect.anything());
  });

  it('asks for a site before adding', async () => {
    const { user, site } = await renderSites();
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    await waitFor(() => expect(site).toHaveAccessibleDescription('Select site'));
    expect(addGroupSite).not.toHaveBeenCalled();
  });

  it.each([
    ['Roster', 'roster'],
    ['Timesheet', 'timesheet'],
  ] as const)('adds a %s site with its flags, then reloads the list', async (tab, kind) => {
    addGroupSite.mockResolvedValue(okOutcome({}));
    const { user } = await renderSites();
    await user.click(screen.getByRole('tab', { name: tab }));
    await user.click(screen.getByRole('checkbox', { name: 'Create' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'Durban North');
    const calls = groupSites.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    await waitFor(() =>
      expect(addGroupSite).toHaveBeenCalledWith(
        kind,
        { ugd: 'G1', std: 'S2', isCreate: 1, isView: 0 },
        expect.anything(),
      ),
    );
    await waitFor(() => expect(groupSites).toHaveBeenCalledTimes(calls + 1));
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Create' })).not.toBeChecked();
  });

  it('shows a refused add and keeps the choices', async () => {
    addGroupSite.mockResolvedValue(errorOutcome('INVALID_USER_RIGHTS', 'Invalid user rights'));
    const { user, site } = await renderSites();
    await user.click(screen.getByRole('checkbox', { name: 'View Only' }));
    await user.selectOptions(site, 'Pretoria Central');
    await user.click(screen.getByRole('button', { name: 'Add Site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user rights');
    expect(site).toHaveValue('S1');
    expect(screen.getByRole('checkbox', { name: 'View Only' })).toBeChecked();
  });

  it('deletes a site after the confirmation, then reloads the list', async () => {
    removeGroupSite.mockResolvedValue(okOutcome({}));
    const { user } = await renderSites();
    await user.click(await screen.findByRole('button', { name: 'Delete Pretoria Central' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Pretoria Central ?' });
    expect(removeGroupSite).not.toHaveBeenCalled();
    groupSites.mockResolvedValue(okOutcome({ group_sites: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No available sites')).toBeInTheDocument();
    expect(removeGroupSite).toHaveBeenCalledWith('roster', 'G1', 'S1', expect.anything());
  });
});
