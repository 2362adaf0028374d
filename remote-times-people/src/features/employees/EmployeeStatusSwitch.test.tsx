import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { employeesApi, employeesMessages } from '@times/shared-sdk/app';
import { EmployeeStatusSwitch } from './EmployeeStatusSwitch';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return { ...actual, employeesApi: { ...actual.employeesApi, setStatus: jest.fn() } };
});

const setStatus = employeesApi.setStatus as jest.MockedFunction<typeof employeesApi.setStatus>;

const renderSwitch = (active: boolean) =>
  render(
    <ThemeRoot>
      <EmployeeStatusSwitch empd="E1" active={active} />
    </ThemeRoot>,
  );

describe('EmployeeStatusSwitch', () => {
  afterEach(() => setStatus.mockReset());

  it('deactivates with 10 and keeps the new state when the server agrees', async () => {
    setStatus.mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    renderSwitch(true);
    await userEvent.click(screen.getByRole('switch'));
    expect(setStatus).toHaveBeenCalledWith('E1', 10, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('activates with 5', async () => {
    setStatus.mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    renderSwitch(false);
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch'));
    expect(setStatus).toHaveBeenCalledWith('E1', 5, expect.anything());
    await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
  });

  it('uses the catalogue status messages of the toggle', () => {
    expect(employeesMessages.status).toEqual({
      byStatus: expect.objectContaining({ INVALID_USER_RIGHTS: 'Status change error, invalid user rights' }),
      fallback: 'Status change error occured',
      generic: ['VALIDATION_ERROR', 'APP_NOT_SELECTED'],
    });
  });

  it('flips back with the rights message when the server refuses', async () => {
    setStatus.mockResolvedValue({
      kind: 'error',
      status: 'INVALID_USER_RIGHTS',
      message: 'Status change error, invalid user rights',
    });
    renderSwitch(true);
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status change error, invalid user rights');
    expect(screen.getByRole('switch')).toBeChecked();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('flips back with the general status message on any other failure', async () => {
    setStatus.mockResolvedValue({ kind: 'error', status: 'SERVER_ERROR', message: 'Status change error occured' });
    renderSwitch(false);
    await userEvent.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Status change error occured');
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
