import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import { calendarLinksApi, faceApi, rosterShiftApi } from '@times/shared-sdk/app';
import { EmployeesStep } from './EmployeesStep';
import { ANNA, DAYS, EDIT, NONE, ROLES, THABO, VIEW, ok, page, row, stepProps } from './shiftEmployeesTestData';
import type { StepAccess } from '../shift-wizard/shiftStep';

afterEach(() => jest.restoreAllMocks());

function renderStep(access: StepAccess) {
  const user = userEvent.setup();
  render(
    <ThemeRoot>
      <EmployeesStep {...stepProps(access)} />
    </ThemeRoot>,
  );
  return user;
}

const FIRST = { std: 'S1', sftd: 'F1', flt: 0, pg: 1, lst_count: 0, lst_date: '', lst_name: '', srch_word: '' };
const table = () => screen.findByRole('table', { name: 'Available employees' });

describe('EmployeesStep', () => {
  it('shows the summary, the columns and the rows (gender as text), and an image icon only enabled with a photo', async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO, ANNA]));
    renderStep(EDIT);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Name',
      'E Number',
      'Position',
      'Date Created',
      'Gender',
      'Age',
      'Perf',
      'Photo',
      'Availability',
      'Calendar',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Thabo Mokoena',
      'ACM-1',
      'Guard',
      '2026-03-01 08:00',
      'Male',
      '28',
      '75',
      '',
      'Availability',
      'Calendar link',
    ]);
    expect(within(rows[2]!).getByRole('cell', { name: 'Female' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo of Thabo Mokoena' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Photo of Anna Smith' })).toBeDisabled();
    expect(screen.getByText('5 employees required for all Positions')).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Available employees',
      'Add new employee',
    ]);
    expect(rosterShiftApi.employees).toHaveBeenCalledWith(
      FIRST,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('says so when the shift has no employee', async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([]));
    renderStep(EDIT);
    expect(await screen.findByText('No employee found, please add new employee')).toBeInTheDocument();
  });

  it("asks 'More' with the cursor of the previous answer and appends the rows", async () => {
    const cursor = { lst_count: 7, lst_date: '2026-03-01T08:00:00.000Z', lst_name: 'Name2 Surname2' };
    const employees = jest
      .spyOn(rosterShiftApi, 'employees')
      .mockResolvedValueOnce(page([row(1), row(2)], 3, cursor))
      .mockResolvedValueOnce(
        page([row(3)], 3, { lst_count: 9, lst_date: '2026-03-02T08:00:00.000Z', lst_name: 'Name3 Surname3' }),
      );
    const user = renderStep(EDIT);
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    expect(employees).toHaveBeenLastCalledWith({ ...FIRST, pg: 2, ...cursor }, expect.anything());
    expect(
      within(await table())
        .getAllByRole('row')
        .slice(1)
        .map((tr) => within(tr).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Name1 Surname1', 'Name2 Surname2', 'Name3 Surname3']);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('view mode: the list only, no add tab, rows do not open', async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO]));
    const details = jest.spyOn(rosterShiftApi, 'employeeDetails');
    const user = renderStep(VIEW);
    const rows = within(await table()).getAllByRole('row');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Available employees']);
    expect(rows[1]).not.toHaveAttribute('tabindex');
    await user.click(within(rows[1]!).getByText('Thabo Mokoena'));
    expect(details).not.toHaveBeenCalled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calendar link of Thabo Mokoena' })).not.toBeInTheDocument();
  });

  it("a manager opens an employee's calendar link from the row, without opening the row", async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO]));
    const details = jest.spyOn(rosterShiftApi, 'employeeDetails');
    const link = jest
      .spyOn(calendarLinksApi, 'details')
      .mockResolvedValue(ok({ calendar_link: { created_at: '', expires_at: '' } }));
    const user = renderStep(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Calendar link of Thabo Mokoena' }));
    expect(await screen.findByRole('dialog', { name: 'Calendar link: Thabo Mokoena' })).toBeInTheDocument();
    expect(link).toHaveBeenCalledWith({ rshftempd: THABO.rshftempd, std: 'S1', sftd: 'F1' }, expect.anything());
    expect(details).not.toHaveBeenCalled();
  });

  it('rows do not open for an editor on a site without isCreate (no update or delete)', async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO]));
    const details = jest.spyOn(rosterShiftApi, 'employeeDetails');
    const user = renderStep({ mode: 'edit', canAdd: true, canChange: false });
    await user.click(within(await table()).getByText('Thabo Mokoena'));
    expect(details).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Add new employee' })).toBeInTheDocument();
  });

  it("without rights shows only 'Invalid user rights, please contact your administrator'", () => {
    const employees = jest.spyOn(rosterShiftApi, 'employees');
    renderStep(NONE);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid user rights, please contact your administrator');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(employees).not.toHaveBeenCalled();
  });

  it('opens the photo of a row in a dialog', async () => {
    jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO]));
    const link = jest.spyOn(faceApi, 'imageLink').mockResolvedValue(ok({ image_link: 'https://storage.test/E1.jpg' }));
    const user = renderStep(EDIT);
    await table();
    await user.click(screen.getByRole('button', { name: 'Photo of Thabo Mokoena' }));
    const dialog = screen.getByRole('dialog', { name: 'Thabo Mokoena Photo' });
    expect(await within(dialog).findByRole('img', { name: 'Thabo Mokoena photo' })).toHaveAttribute(
      'src',
      'https://storage.test/E1.jpg',
    );
    expect(link).toHaveBeenCalledWith('E1', expect.objectContaining({ signal: expect.any(AbortSignal) }));
    // The icon does not open the row.
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  describe('the edit view', () => {
    const DETAILS = {
      ...THABO,
      rld: 'R1',
      apply_wrkng_days: 1 as const,
      monthly_hours: 176,
      weekly_hours: 44,
      daily_hours: 8,
      ...DAYS,
      sun: 1,
    };

    function mockEdit() {
      const employees = jest.spyOn(rosterShiftApi, 'employees').mockResolvedValue(page([THABO, ANNA]));
      jest.spyOn(rosterShiftApi, 'employeeDetails').mockResolvedValue(ok({ shift_employees: [DETAILS] }));
      jest.spyOn(rosterShiftApi, 'rolesOfShift').mockResolvedValue(ok({ employees_roles: ROLES }));
      return employees;
    }

    it('loads the details into the form and updates them, then goes back to the reloaded list', async () => {
      const employees = mockEdit();
      const update = jest.spyOn(rosterShiftApi, 'updateEmployee').mockResolvedValue(ok({}));
      const user = renderStep(EDIT);
      await user.click(within(await table()).getByText('Thabo Mokoena'));
      const form = await screen.findByRole('form', { name: 'Edit Thabo Mokoena' });
      expect(rosterShiftApi.employeeDetails).toHaveBeenCalledWith('SE1', 'S1', 'F1', expect.anything());
      expect(within(form).getByText('Thabo Mokoena (ACM-1)')).toBeInTheDocument();
      expect(within(form).queryByRole('combobox', { name: 'Search employee' })).not.toBeInTheDocument();
      expect(within(form).getByLabelText('Position')).toHaveValue('R1');
      expect(within(form).getByLabelText('Daily hours')).toHaveValue('8');
      expect(within(form).getByLabelText('Sun')).toBeChecked();
      expect(within(form).getByLabelText('Apply working days')).toBeChecked();

      await user.selectOptions(within(form).getByLabelText('Position'), 'Cleaner');
      await user.click(within(form).getByLabelText('Mon'));
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      await waitFor(() =>
        expect(update).toHaveBeenCalledWith(
          'SE1',
          'S1',
          'F1',
          {
            rld: 'R2',
            apply_wrkng_days: 1,
            monthly_hours: 160,
            weekly_hours: 40,
            dailly_hours: 9,
            ...DAYS,
            mon: 1,
            sun: 1,
          },
          expect.anything(),
        ),
      );
      expect(await table()).toBeInTheDocument();
      expect(employees).toHaveBeenCalledTimes(2);
      expect(employees).toHaveBeenLastCalledWith(FIRST, expect.anything());
    });

    it('keeps what was typed when the update is refused', async () => {
      mockEdit();
      jest.spyOn(rosterShiftApi, 'updateEmployee').mockResolvedValue({
        kind: 'error',
        status: 'ROLE_DOESNOT_EXIST',
        message: 'Position trying to update does not exist anymore',
      });
      const user = renderStep(EDIT);
      await user.click(within(await table()).getByText('Thabo Mokoena'));
      const form = await screen.findByRole('form', { name: 'Edit Thabo Mokoena' });
      await user.clear(within(form).getByLabelText('Weekly hours'));
      await user.type(within(form).getByLabelText('Weekly hours'), '30');
      await user.click(within(form).getByRole('button', { name: 'Update' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Position trying to update does not exist anymore');
      expect(within(form).getByLabelText('Weekly hours')).toHaveValue('30');
    });

    it("asks 'Delete {name} {surname} ?' and deletes only when confirmed, then goes back to the reloaded list", async () => {
      const employees = mockEdit();
      const remove = jest.spyOn(rosterShiftApi, 'removeEmployee').mockResolvedValue(ok({}));
      const user = renderStep(EDIT);
      await user.click(within(await table()).getByText('Thabo Mokoena'));
      await screen.findByRole('form', { name: 'Edit Thabo Mokoena' });

      await user.click(screen.getByRole('button', { name: 'Delete' }));
      let dialog = screen.getByRole('dialog', { name: 'Delete Thabo Mokoena ?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(remove).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Delete' }));
      dialog = screen.getByRole('dialog', { name: 'Delete Thabo Mokoena ?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(remove).toHaveBeenCalledWith('SE1', 'S1', 'F1', expect.anything());
      expect(await table()).toBeInTheDocument();
      expect(employees).toHaveBeenCalledTimes(2);
    });
  });
});
