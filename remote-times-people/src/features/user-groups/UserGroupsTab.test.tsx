import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitesApi, usersApi, usersMessages } from '@times/shared-sdk/app';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';
import { CLERKS, SUPERVISORS, renderThemed } from './groupFixtures';
import { UserGroupsTab } from './UserGroupsTab';

const groups = jest.spyOn(usersApi, 'groups');
const addGroup = jest.spyOn(usersApi, 'addGroup');

beforeEach(() => {
  jest.clearAllMocks();
  groups.mockResolvedValue(okOutcome({ groups: [SUPERVISORS, CLERKS] }));
});

async function openAddTab() {
  const user = userEvent.setup();
  renderThemed(<UserGroupsTab />);
  await screen.findByRole('button', { name: 'Open Site supervisors' });
  await user.click(screen.getByRole('tab', { name: 'Add user group' }));
  return { user, name: screen.getByLabelText('Group name') };
}

describe('UserGroupsTab', () => {
  it('lists the groups with their total rights', async () => {
    renderThemed(<UserGroupsTab />);
    const list = await screen.findByRole('list', { name: 'Available user groups' });
    const cards = within(list).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['Site supervisorsTotal rights: 2', 'ClerksTotal rights: 0']);
    expect(screen.getByRole('tab', { name: 'Available user groups' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when there is no group', async () => {
    groups.mockResolvedValue(okOutcome({ groups: [] }));
    renderThemed(<UserGroupsTab />);
    expect(await screen.findByText('No user group found, please add new user group')).toBeInTheDocument();
  });

  it('validates the group name before adding', async () => {
    const { user, name } = await openAddTab();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
    await user.type(name, 'x'.repeat(46));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Max length exceeded')).toBeInTheDocument();
    expect(addGroup).not.toHaveBeenCalled();
  });

  it('shows Group already exist and keeps what was typed', async () => {
    expect(usersMessages.groupAdd.byStatus.GROUP_EXIST).toBe('Group already exist');
    addGroup.mockResolvedValue(errorOutcome('GROUP_EXIST', 'Group already exist'));
    const { user, name } = await openAddTab();
    await user.type(name, 'Clerks');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Group already exist');
    expect(addGroup).toHaveBeenCalledWith('Clerks', expect.anything());
    expect(screen.getByLabelText('Group name')).toHaveValue('Clerks');
  });

  it('adds a group then shows the reloaded list', async () => {
    addGroup.mockResolvedValue(okOutcome({ ugd: 'G3' }));
    const { user, name } = await openAddTab();
    groups.mockResolvedValue(
      okOutcome({ groups: [SUPERVISORS, CLERKS, { id: 3, gdd: 'G3', name: 'Drivers', total_rights: 0 }] }),
    );
    await user.type(name, '  Drivers ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('button', { name: 'Open Drivers' })).toBeInTheDocument();
    expect(addGroup).toHaveBeenCalledWith('Drivers', expect.anything());
    expect(groups).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('tab', { name: 'Available user groups' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a group and closes it back to the reloaded list', async () => {
    jest.spyOn(usersApi, 'groupSites').mockResolvedValue(okOutcome({ group_sites: [] }));
    jest.spyOn(sitesApi, 'lookup').mockResolvedValue(okOutcome({ sites: [] }));
    const user = userEvent.setup();
    renderThemed(<UserGroupsTab />);
    await user.click(await screen.findByRole('button', { name: 'Open Clerks' }));
    expect(screen.getByRole('heading', { name: 'Clerks' })).toBeInTheDocument();
    expect(screen.getByLabelText('Group name')).toHaveValue('Clerks');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(groups).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('list', { name: 'Available user groups' })).toBeInTheDocument();
  });
});
