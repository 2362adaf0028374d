import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, cacheCountries } from '@times/shared-sdk';
import type { Employee } from '@times/shared-sdk';
import { employeesApi } from '@times/shared-sdk/app';
import { EmployeeEditor } from './EmployeeEditor';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return {
    ...actual,
    employeesApi: { ...actual.employeesApi, details: jest.fn(), update: jest.fn(), remove: jest.fn() },
    // The Times account section (times-account/TimesAccount.test.tsx tests it): not invited.
    employeeAccountsApi: {
      ...actual.employeeAccountsApi,
      list: jest.fn().mockResolvedValue({ kind: 'ok', data: { status: 'OK', accounts: [] } }),
    },
  };
});
jest.mock('../face/EmployeeThumbnail', () => ({
  EmployeeThumbnail: ({
    hasImage,
    version,
    onClick,
  }: {
    hasImage: boolean;
    version?: number;
    onClick?: () => void;
  }) => <button type="button" onClick={onClick}>{`thumbnail ${hasImage ? 'photo' : 'none'} v${version ?? 0}`}</button>,
}));
jest.mock('../face/FaceCapture', () => ({
  FaceCapture: ({ employee, onDone }: { employee: { name: string; surname: string }; onDone: () => void }) => (
    <button type="button" onClick={onDone}>{`capture ${employee.name} ${employee.surname}`}</button>
  ),
}));

const api = employeesApi as jest.Mocked<typeof employeesApi>;

const anna: Employee = {
  id: 7,
  emd: 'E7',
  name: 'Anna',
  surname: 'Smith',
  country_id: 2,
  country_code: 27,
  date_of_birth: '1985-11-02',
  isIDOrPass: 1,
  idOrPass: '8511020000000',
  mobile: '0731234567',
  gender: 'Female' as unknown as 2,
  user_status: 0,
  employee_number: 'E1002',
  days_present: 0,
  days_absent: 0,
  perfomance: 0,
  hasImage: 0,
};

function setup() {
  cacheCountries([{ id: 2, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' }]);
  api.details.mockResolvedValue({ kind: 'ok', data: { status: 'OK', employees: [anna] } });
  const onDone = jest.fn();
  render(
    <ThemeRoot>
      <EmployeeEditor empd="E7" onDone={onDone} />
    </ThemeRoot>,
  );
  return { onDone };
}

describe('EmployeeEditor', () => {
  afterEach(() => jest.clearAllMocks());

  it('fills the form from the details, and updates then goes back', async () => {
    api.update.mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    const { onDone } = setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Anna');
    expect(screen.getByLabelText('Female')).toBeChecked();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1985-11-02');
    expect(screen.getByRole('switch')).toBeChecked();
    await userEvent.clear(screen.getByLabelText('Mobile'));
    await userEvent.type(screen.getByLabelText('Mobile'), '0820000000');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.details).toHaveBeenCalledWith('E7', expect.anything());
    expect(api.update).toHaveBeenCalledWith(
      'E7',
      expect.objectContaining({ mobile: '0820000000', gender: 2, country_id: 2, country_code: 27 }),
      expect.anything(),
    );
  });

  it('keeps what was typed and shows the message when the update is refused', async () => {
    api.update.mockResolvedValue({
      kind: 'error',
      status: 'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
      message: 'Employee with same details exist',
    });
    const { onDone } = setup();
    await userEvent.type(await screen.findByLabelText('Employee number'), 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee with same details exist');
    expect(screen.getByLabelText('Employee number')).toHaveValue('E1002X');
    expect(onDone).not.toHaveBeenCalled();
  });

  it("asks 'Delete {name} ?' before deleting, then goes back", async () => {
    api.remove.mockResolvedValue({ kind: 'ok', data: { status: 'OK' } });
    const { onDone } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Anna ?' });
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.remove).toHaveBeenCalledWith('E7', expect.anything());
  });

  it('opens face capture from the thumbnail and reloads the thumbnail when it is done, keeping the form', async () => {
    setup();
    await userEvent.type(await screen.findByLabelText('Employee number'), 'Y');
    await userEvent.click(screen.getByRole('button', { name: 'thumbnail none v0' }));
    await userEvent.click(await screen.findByRole('button', { name: 'capture Anna Smith' }));
    expect(screen.queryByRole('button', { name: 'capture Anna Smith' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'thumbnail photo v1' })).toBeVisible();
    expect(screen.getByLabelText('Employee number')).toHaveValue('E1002Y');
  });

  it('closes back to the list', async () => {
    const { onDone } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });
});
