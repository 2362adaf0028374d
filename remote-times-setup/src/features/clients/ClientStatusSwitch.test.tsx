import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { clientsApi } from '@times/shared-sdk/app';
import { ClientStatusSwitch } from './ClientStatusSwitch';

const renderSwitch = () =>
  render(
    <ThemeRoot>
      <ClientStatusSwitch clntd="C1" active />
    </ThemeRoot>,
  );

describe('ClientStatusSwitch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('flips the label at once and sends 10 to deactivate', async () => {
    let resolve: (value: { kind: 'ok'; data: { status: string } }) => void = () => {};
    const setStatus = jest.spyOn(clientsApi, 'setStatus').mockReturnValue(new Promise((r) => (resolve = r)));
    renderSwitch();
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(setStatus).toHaveBeenCalledWith('C1', 10, expect.anything());
    resolve({ kind: 'ok', data: { status: 'OK' } });
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
  });

  it('reverts with the rights message when the server refuses', async () => {
    jest.spyOn(clientsApi, 'setStatus').mockResolvedValue({
      kind: 'error',
      status: 'INVALID_USER_RIGHTS',
      message: 'Status change error, invalid user rights',
    });
    renderSwitch();
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status change error, invalid user rights');
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeChecked();
  });
});
