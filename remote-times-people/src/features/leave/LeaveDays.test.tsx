import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { SEARCH_DELAY_MS, employeesApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import { LeaveDays } from './LeaveDays';

// The type-ahead lives in the shared app module and calls employeesApi there: spy on the one object.
const api = employeesApi as jest.Mocked<typeof employeesApi>;
beforeEach(() => {
  for (const call of ['search', 'leaves', 'addLeave', 'removeLeave'] as const)
    jest.spyOn(employeesApi, call).mockReset();
});
afterEach(() => jest.restoreAllMocks());

const THABO = { id: 1, emd: 'EMP-1', name: 'Thabo Mokoena', employee_number: 'E1001', mobile: '0821234567' };
const THANDI = { id: 2, emd: 'EMP-2', name: 'Thandi Nkosi', employee_number: 'E1002', mobile: '0831234567' };

const found = (...employees: (typeof THABO)[]): OutcomeOf<typeof employeesApi.search> => ({
  kind: 'ok',
  data: { status: 'OK', search_employees: employees },
});
const leaves = (...days: string[]): OutcomeOf<typeof employeesApi.leaves> => ({
  kind: 'ok',
  data: { status: 'OK', employee_leaves: days.map((leave_day, n) => ({ id: n + 1, lvdd: `L${n + 1}`, leave_day })) },
});
const OK = { kind: 'ok', data: { status: 'OK' } } as const;

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderLeaveDays() {
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <LeaveDays />
    </ThemeRoot>,
  );
  return { user, search: screen.getByRole('combobox', { name: 'Search employee' }) };
}

async function pickThabo(user: ReturnType<typeof userEvent.setup>, search: HTMLElement) {
  api.search.mockResolvedValue(found(THABO, THANDI));
  await user.type(search, 'Thab');
  await screen.findByRole('option', { name: 'Thabo Mokoena (E1001)' });
  await user.keyboard('{ArrowDown}{Enter}');
}

describe('LeaveDays', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    api.leaves.mockResolvedValue(leaves('2025-03-10', '2025-01-02'));
  });

  it('does not search below 4 characters, then searches once the user stops typing', async () => {
    api.search.mockResolvedValue(found(THABO, THANDI));
    const { user, search } = renderLeaveDays();
    await user.type(search, 'Tha');
    await pause(SEARCH_DELAY_MS + 100);
    expect(api.search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(search, 'bo');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Thabo Mokoena (E1001)', 'Thandi Nkosi (E1002)']);
    // 'Thab' was overtaken by 'Thabo' within the delay: one call.
    expect(api.search).toHaveBeenCalledTimes(1);
    expect(api.search).toHaveBeenCalledWith('Thabo', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('says so when nothing matches', async () => {
    api.search.mockResolvedValue(found());
    const { user, search } = renderLeaveDays();
    await user.type(search, 'Nobody');
    expect(await screen.findByText('No matching employee')).toBeInTheDocument();
  });

  it('picks an employee with the keyboard and loads their leave days', async () => {
    const { user, search } = renderLeaveDays();
    expect(api.leaves).not.toHaveBeenCalled();
    await pickThabo(user, search);
    expect(search).toHaveValue('Thabo Mokoena (E1001)');
    expect(screen.getByText('Employee: Thabo Mokoena (E1001)')).toBeInTheDocument();
    expect(api.leaves).toHaveBeenCalledWith('EMP-1', expect.anything());
    const list = await screen.findByRole('list', { name: 'Available Leaves' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['2025-01-02', '2025-03-10']);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    expect(screen.queryByText('Available Leaves')).not.toBeInTheDocument();
  });

  it('shows the empty list text', async () => {
    api.leaves.mockResolvedValue(leaves());
    const { user, search } = renderLeaveDays();
    await pickThabo(user, search);
    expect(await screen.findByText('No leave days')).toBeInTheDocument();
  });

  it('asks for an employee before adding a leave', async () => {
    const { user } = renderLeaveDays();
    fireEvent.change(screen.getByLabelText('Leave day'), { target: { value: '2025-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Add Leave' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please select valid employee ');
    expect(api.addLeave).not.toHaveBeenCalled();
  });

  it('checks the day, adds the leave and reloads the list', async () => {
    api.addLeave.mockResolvedValue(OK);
    const { user, search } = renderLeaveDays();
    await pickThabo(user, search);
    await screen.findByRole('list', { name: 'Available Leaves' });

    await user.click(screen.getByRole('button', { name: 'Add Leave' }));
    expect(await screen.findByText('Select valid date')).toBeInTheDocument();
    expect(api.addLeave).not.toHaveBeenCalled();

    api.leaves.mockResolvedValue(leaves('2025-03-10', '2025-01-02', '2025-04-01'));
    fireEvent.change(screen.getByLabelText('Leave day'), { target: { value: '2025-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Add Leave' }));
    await waitFor(() => expect(api.addLeave).toHaveBeenCalledWith('EMP-1', '2025-04-01', expect.anything()));
    expect(await screen.findByText('2025-04-01')).toBeInTheDocument();
    expect(api.leaves).toHaveBeenCalledTimes(2);
  });

  it('keeps the day and shows the message when the day is already added', async () => {
    api.addLeave.mockResolvedValue({ kind: 'error', status: 'RECORD_EXIST', message: 'Leave day already added' });
    const { user, search } = renderLeaveDays();
    await pickThabo(user, search);
    fireEvent.change(screen.getByLabelText('Leave day'), { target: { value: '2025-03-10' } });
    await user.click(screen.getByRole('button', { name: 'Add Leave' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Leave day already added');
    expect(screen.getByLabelText('Leave day')).toHaveValue('2025-03-10');
    expect(api.leaves).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting a leave day, then deletes it and reloads', async () => {
    api.removeLeave.mockResolvedValue(OK);
    const { user, search } = renderLeaveDays();
    await pickThabo(user, search);
    await screen.findByRole('list', { name: 'Available Leaves' });

    await user.click(screen.getByRole('button', { name: 'Delete 2025-03-10' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2025-03-10 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.removeLeave).not.toHaveBeenCalled();

    api.leaves.mockResolvedValue(leaves('2025-01-02'));
    await user.click(screen.getByRole('button', { name: 'Delete 2025-03-10' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 2025-03-10 ?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(api.removeLeave).toHaveBeenCalledWith('L1', expect.anything());
    await waitFor(() => expect(screen.queryByText('2025-03-10')).not.toBeInTheDocument());
    expect(api.leaves).toHaveBeenCalledTimes(2);
  });
});
