import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitesApi, usersApi, usersMessages } from '@times/shared-sdk/app';
import { errorOutcome, okOutcome } from '@times/shared-sdk/testing';
import { GroupDetail } from './GroupDetail';
import { SUPERVISORS, renderThemed } from './groupFixtures';

const renameGroup = jest.spyOn(usersApi, 'renameGroup');
const removeGroup = jest.spyOn(usersApi, 'removeGroup');

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(usersApi, 'groupSites').mockResolvedValue(okOutcome({ group_sites: [] }));
  jest.spyOn(sitesApi, 'lookup').mockResolvedValue(okOutcome({ sites: [] }));
});

function renderDetail() {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderThemed(<GroupDetail group={SUPERVISORS} onClose={onClose} />);
  return { user, onClose, name: screen.getByLabelText('Group name') };
}

describe('GroupDetail', () => {
  it('renames the group and stays open under the new name', async () => {
    renameGroup.mockResolvedValue(okOutcome({}));
    const { user, onClose, name } = renderDetail();
    expect(name).toHaveValue('Site supervisors');
    await user.clear(name);
    await user.type(name, 'Supervisors ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('heading', { name: 'Supervisors' })).toBeInTheDocument();
    expect(renameGroup).toHaveBeenCalledWith('G1', 'Supervisors', expect.anything());
    expect(screen.getByLabelText('Group name')).toHaveValue('Supervisors');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows Group name already exist and keeps what was typed', async () => {
    expect(usersMessages.groupRename.byStatus.GROUP_EXIST).toBe('Group name already exist');
    renameGroup.mockResolvedValue(errorOutcome('GROUP_EXIST', 'Group name already exist'));
    const { user, name } = renderDetail();
    await user.clear(name);
    await user.type(name, 'Clerks');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Group name already exist');
    expect(name).toHaveValue('Clerks');
    expect(screen.getByRole('heading', { name: 'Site supervisors' })).toBeInTheDocument();
  });

  it('validates the new name', async () => {
    const { user, name } = renderDetail();
    await user.clear(name);
    await user.type(name, 'a');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Group name is required')).toBeInTheDocument();
    expect(renameGroup).not.toHaveBeenCalled();
  });

  it('deletes only after the confirmation, then goes back', async () => {
    removeGroup.mockResolvedValue(okOutcome({}));
    const { user, onClose } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Site supervisors ?' });
    expect(removeGroup).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(removeGroup).toHaveBeenCalledWith('G1', expect.anything());
  });

  it('cancels the delete, and shows a refused delete', async () => {
    removeGroup.mockResolvedValue(errorOutcome('RECORD_IN_USE', 'Error occured'));
    const { user, onClose } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeGroup).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occured');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes back to the list', async () => {
    const { user, onClose } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
