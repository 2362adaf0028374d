import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { usersApi } from '@times/shared-sdk/app';
import { UserDetails } from './UserDetails';
import { details, fail, ok } from './testData';

const groups = () =>
  ok({
    groups: [
      { id: 1, gdd: 'G1', name: 'Site supervisors', total_rights: 3 },
      { id: 2, gdd: 'G2', name: 'Clerks', total_rights: 1 },
    ],
  });

function renderDetails() {
  const onDone = jest.fn();
  render(
    <ThemeRoot>
      <UserDetails usd="U2" onDone={onDone} />
    </ThemeRoot>,
  );
  return { onDone };
}

describe('UserDetails', () => {
  let api: {
    details: jest.SpiedFunction<typeof usersApi.details>;
    groups: jest.SpiedFunction<typeof usersApi.groups>;
    update: jest.SpiedFunction<typeof usersApi.update>;
    remove: jest.SpiedFunction<typeof usersApi.remove>;
  };
  beforeEach(() => {
    api = {
      details: jest.spyOn(usersApi, 'details').mockReturnValue(details()),
      groups: jest.spyOn(usersApi, 'groups').mockReturnValue(groups()),
      update: jest.spyOn(usersApi, 'update'),
      remove: jest.spyOn(usersApi, 'remove'),
    };
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the card: name, gender, date of birth, ID/Passport and country, and the Active switch', async () => {
    renderDetails();
    const card = await screen.findByRole('region', { name: 'Sipho Dlamini' });
    expect(api.details).toHaveBeenCalledWith('U2', expect.anything());
    expect(within(card).getByRole('heading', { name: 'Sipho Dlamini' })).toBeInTheDocument();
    expect(within(card).getByText('Male')).toBeInTheDocument();
    expect(within(card).getByText('1990-04-12')).toBeInTheDocument();
    expect(within(card).getByText('9004125000000')).toBeInTheDocument();
    expect(within(card).getByText('South Africa')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByLabelText('Group Member')).toBeChecked();
    expect(await screen.findByRole('option', { name: 'Site supervisors' })).toBeInTheDocument();
    expect(screen.getByLabelText('User group')).toHaveValue('G1');
  });

  it("replaces the switch with 'Pending approval' for a Pending user", async () => {
    api.details.mockReturnValue(details({ u_status: 'Pending' }));
    renderDetails();
    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('offers Operation Manager only to a user with operations sites, listing them', async () => {
    renderDetails();
    await screen.findByLabelText('Admin');
    expect(screen.queryByLabelText('Operation Manager')).not.toBeInTheDocument();
  });

  it('shows the operations sites of an Operation Manager', async () => {
    api.details.mockReturnValue(details({ right_type: 3, ugd: '' }, [{ std: 'S1', name: 'Pretoria Central' }]));
    renderDetails();
    expect(await screen.findByLabelText('Operation Manager')).toBeChecked();
    expect(
      within(screen.getByRole('list', { name: 'Operations sites' })).getByText('Pretoria Central'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('User group')).not.toBeInTheDocument();
  });

  it("requires a group for a Group Member: 'Please select user group'", async () => {
    api.details.mockReturnValue(details({ right_type: 1, ugd: '' }));
    renderDetails();
    await userEvent.click(await screen.findByLabelText('Group Member'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please select user group')).toBeInTheDocument();
    expect(api.update).not.toHaveBeenCalled();
    await screen.findByRole('option', { name: 'Clerks' });
    await userEvent.selectOptions(screen.getByLabelText('User group'), 'Clerks');
    api.update.mockReturnValue(ok({}));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith({ usd: 'U2', usr_tp: 2, ugd: 'G2' }, expect.anything()),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('User updated');
  });

  it('updates to Admin without a group', async () => {
    api.update.mockReturnValue(ok({}));
    renderDetails();
    await userEvent.click(await screen.findByLabelText('Admin'));
    expect(screen.queryByLabelText('User group')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith({ usd: 'U2', usr_tp: 1, ugd: '' }, expect.anything()));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
  });

  it('shows the refusal of an update', async () => {
    api.update.mockReturnValue(fail('CANT_UPDATE_SELF', 'You are not allowed to update yourself'));
    renderDetails();
    await userEvent.click(await screen.findByLabelText('Admin'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to update yourself');
    expect(screen.queryByText('User updated')).not.toBeInTheDocument();
  });

  it("asks 'Delete {name} ?' and shows 'Deactivate user first before deletion' when refused", async () => {
    api.remove.mockReturnValue(fail('USER_STATUS_NOT_DEACTIVATED', 'Deactivate user first before deletion'));
    const { onDone } = renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Sipho ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Sipho ?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(api.remove).toHaveBeenCalledWith('U2', expect.anything());
    expect(await screen.findByRole('alert')).toHaveTextContent('Deactivate user first before deletion');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('goes back to the list after a delete', async () => {
    api.remove.mockReturnValue(ok({}));
    const { onDone } = renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('closes back to the list', async () => {
    const { onDone } = renderDetails();
    await screen.findByRole('region', { name: 'Sipho Dlamini' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the message of a failed load, with Close', async () => {
    api.details.mockReturnValue(fail('USER_NOT_FOUND', 'User not found'));
    const { onDone } = renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });
});
