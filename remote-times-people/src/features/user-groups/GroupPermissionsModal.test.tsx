import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitesApi, usersApi } from '@times/shared-sdk/app';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';
import { GroupDetail } from './GroupDetail';
import { PERMISSIONS, SUPERVISORS, renderThemed } from './groupFixtures';

const groupRights = jest.spyOn(usersApi, 'groupRights');
const saveGroupRights = jest.spyOn(usersApi, 'saveGroupRights');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(usersApi, 'groupSites').mockResolvedValue(okOutcome({ group_sites: [] }));
  jest.spyOn(sitesApi, 'lookup').mockResolvedValue(okOutcome({ sites: [] }));
  groupRights.mockResolvedValue(okOutcome({ permissions: PERMISSIONS }));
});

async function openPermissions() {
  const user = userEvent.setup();
  renderThemed(<GroupDetail group={SUPERVISORS} onClose={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'View group permissions' }));
  const dialog = screen.getByRole('dialog', { name: 'Site supervisors permissions' });
  await within(dialog).findByRole('group', { name: 'ROSTER' });
  const roster = within(within(dialog).getByRole('group', { name: 'ROSTER' }));
  return { user, dialog, roster };
}

describe('GroupPermissionsModal', () => {
  it('lists the rights by entity with their status', async () => {
    const { dialog, roster } = await openPermissions();
    expect(groupRights).toHaveBeenCalledWith('G1', expect.anything());
    expect(
      within(within(dialog).getByRole('group', { name: 'SITES' })).getByRole('checkbox', {
        name: 'Add and manage sites',
      }),
    ).toBeChecked();
    expect(roster.getByRole('checkbox', { name: 'Create rosters' })).not.toBeChecked();
    expect(roster.getByRole('checkbox', { name: 'View rosters' })).toBeChecked();
  });

  it('keeps edits local until Save, then sends every right and stays open', async () => {
    saveGroupRights.mockResolvedValue(okOutcome({}));
    const { user, dialog, roster } = await openPermissions();
    await user.click(roster.getByRole('checkbox', { name: 'Create rosters' }));
    await user.click(roster.getByRole('checkbox', { name: 'View rosters' }));
    expect(roster.getByRole('checkbox', { name: 'Create rosters' })).toBeChecked();
    expect(saveGroupRights).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saveGroupRights).toHaveBeenCalledWith(
        {
          ugd: 'G1',
          group_rights: [
            { right_id: 101, perm_status: 1 },
            { right_id: 509, perm_status: 1 },
            { right_id: 510, perm_status: 0 },
          ],
        },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Site supervisors permissions' })).toBeInTheDocument();
    expect(roster.getByRole('checkbox', { name: 'Create rosters' })).toBeChecked();
    expect(roster.getByRole('checkbox', { name: 'View rosters' })).not.toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused save and keeps the edits', async () => {
    saveGroupRights.mockResolvedValue(errorOutcome('INVALID_USER_RIGHTS', 'Invalid user rights'));
    const { user, dialog, roster } = await openPermissions();
    await user.click(roster.getByRole('checkbox', { name: 'Create rosters' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid user rights');
    expect(roster.getByRole('checkbox', { name: 'Create rosters' })).toBeChecked();
  });

  it('closes without saving', async () => {
    const { user, dialog } = await openPermissions();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveGroupRights).not.toHaveBeenCalled();
  });
});
