import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { employeesApi, rosterShiftApi } from '@times/shared-sdk/app';
import { EmployeesStep } from './EmployeesStep';
import { DAYS, EDIT, ROLES, ok, page, stepProps } from './shiftEmployeesTestData';

afterEach(() => jest.restoreAllMocks());

const PICKED = { id: 7, emd: 'E7', name: 'Lerato Dlamini', employee_number: 'ACM-7', mobile: '0831234567' };

async function openAddTab() {
  jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([]));
  jest.spyOn(rosterShiftApi, 'rolesOfShift').mockResolvedValue(ok({ employees_roles: ROLES }));
  jest.spyOn(employeesApi, 'search').mockResolvedValue(ok({ search_employees: [PICKED] }));
  const add = jest.spyOn(rosterShiftApi, 'addEmployee');
  const onSaved = jest.fn();
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <EmployeesStep {...stepProps(EDIT, onSaved)} />
    </ThemeRoot>,
  );
  await screen.findByText('No employee found, please add new employee');
  await user.click(screen.getByRole('tab', { name: 'Add new employee' }));
  const form = await screen.findByRole('form', { name: 'Add new employee' });
  return { user, form, add, onSaved };
}

async function pickEmployee(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByRole('combobox', { name: 'Search employee' }), 'Lera');
  await user.click(await screen.findByRole('option', { name: 'Lerato Dlamini (ACM-7)' }));
}

describe('Add new employee', () => {
  it('offers the positions of the shift and pre-fills the hours of the chosen one', async () => {
    const { user, form } = await openAddTab();
    expect(rosterShiftApi.rolesOfShift).toHaveBeenCalledWith('F1', expect.anything());
    const position = within(form).getByLabelText('Position');
    expect(
      within(position)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select position', 'Guard', 'Cleaner']);
    await user.selectOptions(position, 'Cleaner');
    expect(within(form).getByLabelText('Monthly hours')).toHaveValue('160');
    expect(within(form).getByLabelText('Weekly hours')).toHaveValue('40');
    expect(within(form).getByLabelText('Daily hours')).toHaveValue('9');
    expect(within(form).getByRole('group', { name: 'Exclusion days' })).toBeInTheDocument();
  });

  it('sends the chosen employee, position, hours and flags, then calls onSaved and empties the form', async () => {
    const { user, form, add, onSaved } = await openAddTab();
    add.mockResolvedValue(ok({ rshftempd: 'SE9' }));
    await pickEmployee(user, form);
    await user.selectOptions(within(form).getByLabelText('Position'), 'Guard');
    await user.clear(within(form).getByLabelText('Daily hours'));
    await user.type(within(form).getByLabelText('Daily hours'), '10');
    await user.click(within(form).getByLabelText('Apply working days'));
    await user.click(within(form).getByLabelText('Sat'));
    await user.click(within(form).getByLabelText('Hld'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(
      {
        std: 'S1',
        sftd: 'F1',
        empd: 'E7',
        rld: 'R1',
        apply_wrkng_days: 1,
        monthly_hours: 176,
        weekly_hours: 44,
        dailly_hours: 10,
        ...DAYS,
        sat: 1,
        hld: 1,
      },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    const fresh = await screen.findByRole('form', { name: 'Add new employee' });
    await waitFor(() => expect(within(fresh).getByLabelText('Position')).toHaveValue(''));
    expect(within(fresh).getByRole('combobox', { name: 'Search employee' })).toHaveValue('');
    expect(within(fresh).getByLabelText('Sat')).not.toBeChecked();
  });

  it("sends nothing without a chosen employee and says 'Please select valid employee'", async () => {
    const { user, form, add, onSaved } = await openAddTab();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Select position/role')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Please select valid employee');

    await user.selectOptions(within(form).getByLabelText('Position'), 'Guard');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please select valid employee');
    // Let formik finish its submit before checking nothing was sent.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(add).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows 'Employee already exist' and keeps what was typed", async () => {
    const { user, form, add, onSaved } = await openAddTab();
    add.mockResolvedValue({ kind: 'error', status: 'EMPLOYEE_ALREADY_EXIST', message: 'Employee already exist' });
    await pickEmployee(user, form);
    await user.selectOptions(within(form).getByLabelText('Position'), 'Cleaner');
    await user.click(within(form).getByLabelText('Tue'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent('Employee already exist');
    expect(onSaved).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Position')).toHaveValue('R2');
    expect(within(form).getByLabelText('Tue')).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Search employee' })).toHaveValue('Lerato Dlamini (ACM-7)');
  });
});
