import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { usersApi, usersMessages } from '@times/shared-sdk/app';
import { UserStatusControl } from './UserStatusControl';
import { fail, ok } from './testData';

const renderControl = (status: string) =>
  render(
    <ThemeRoot>
      <UserStatusControl usd="U2" status={status} />
    </ThemeRoot>,
  );

describe('UserStatusControl', () => {
  let setStatus: jest.SpiedFunction<typeof usersApi.setStatus>;
  beforeEach(() => {
    setStatus = jest.spyOn(usersApi, 'setStatus');
  });
  afterEach(() => jest.restoreAllMocks());

  it("deactivates with 10 through the 'Active' switch", async () => {
    setStatus.mockReturnValue(ok({}));
    renderControl('Active');
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(setStatus).toHaveBeenCalledWith({ usd: 'U2', usr_status: 10 }, expect.anything());
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('activates a deactivated user with 5', async () => {
    setStatus.mockReturnValue(ok({}));
    renderControl('Deactivated');
    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    expect(setStatus).toHaveBeenCalledWith({ usd: 'U2', usr_status: 5 }, expect.anything());
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });

  it('reverts with the message when the server refuses a self-update', async () => {
    expect(usersMessages.status.byStatus.CANT_UPDATE_SELF).toBe('You are not allowed to update yourself');
    setStatus.mockReturnValue(fail('CANT_UPDATE_SELF', 'You are not allowed to update yourself'));
    renderControl('Active');
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to update yourself');
    expect(screen.getByRole('switch')).toBeChecked();
  });

  it('reverts with the rights message of the toggle', async () => {
    expect(usersMessages.status.byStatus.INVALID_USER_RIGHTS).toBe('Status change error, invalid user rights');
    expect(usersMessages.status.fallback).toBe('Status change error occured');
    setStatus.mockReturnValue(fail('INVALID_USER_RIGHTS', 'Status change error, invalid user rights'));
    renderControl('Deactivated');
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status change error, invalid user rights');
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it("shows 'Pending approval' instead of the switch, and Approve sends 5", async () => {
    setStatus.mockReturnValue(ok({}));
    renderControl('Pending');
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(setStatus).toHaveBeenCalledWith({ usd: 'U2', usr_status: 5 }, expect.anything());
    expect(await screen.findByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.queryByText('Pending approval')).not.toBeInTheDocument();
  });

  it('keeps a Pending user pending when the approval is refused', async () => {
    setStatus.mockReturnValue(fail('SERVER_ERROR', 'Status change error occured'));
    renderControl('Pending');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status change error occured');
    expect(screen.getByText('Pending approval')).toBeInTheDocument();
  });
});
