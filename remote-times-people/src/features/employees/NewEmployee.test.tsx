import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, cacheCountries } from '@times/shared-sdk';
import { employeesApi, useTimesStore } from '@times/shared-sdk/app';
import { NewEmployee } from './NewEmployee';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return { ...actual, employeesApi: { ...actual.employeesApi, add: jest.fn() } };
});
jest.mock('../import/ImportEmployees', () => ({
  ImportEmployees: ({ onClose }: { onClose: () => void }) => (
    <button type="button" onClick={onClose}>
      import screen
    </button>
  ),
}));

const add = employeesApi.add as jest.MockedFunction<typeof employeesApi.add>;

function setup() {
  cacheCountries([
    { id: 1, c_nm: 'Botswana', c_code: '267', crnc_code: 'BWP' },
    { id: 2, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' },
  ]);
  const refreshDetails = jest.fn().mockResolvedValue(undefined);
  useTimesStore.setState({ refreshDetails });
  const onSaved = jest.fn();
  render(
    <ThemeRoot>
      <NewEmployee onSaved={onSaved} />
    </ThemeRoot>,
  );
  return { onSaved, refreshDetails };
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Name'), 'Anna');
  await userEvent.type(screen.getByLabelText('Surname'), 'Smith');
  await userEvent.type(screen.getByLabelText('Mobile'), '0731234567');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1985-11-02' } });
  await userEvent.click(screen.getByLabelText('Passport'));
  await userEvent.type(screen.getByLabelText('ID/Passport'), 'A012');
  await userEvent.click(screen.getByLabelText('Female'));
  await userEvent.type(screen.getByLabelText('Employee number'), 'E1002');
}

describe('NewEmployee', () => {
  afterEach(() => {
    add.mockReset();
    localStorage.clear();
  });

  it('shows the country options as +code name, South Africa (27) chosen by default', async () => {
    setup();
    const country = screen.getByLabelText('Country');
    expect(screen.getByRole('option', { name: '+27 South Africa' })).toBeInTheDocument();
    await waitFor(() => expect(country).toHaveValue('2'));
  });

  it('shows the validation messages under the fields and sends nothing', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee name is required')).toBeInTheDocument();
    expect(screen.getByText('Employee surname is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('Select valid date')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('saves the employee, refreshes the app details (wizard step 5) and reports it', async () => {
    add.mockResolvedValue({ kind: 'ok', data: { status: 'OK', emd: 'E9' } });
    const { onSaved, refreshDetails } = setup();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(add).toHaveBeenCalledWith(
      {
        name: 'Anna',
        surname: 'Smith',
        country_id: 2,
        country_code: 27,
        mobile: '0731234567',
        date_of_birth: '1985-11-02',
        isIDOrPass: 2,
        idOrPass: 'A012',
        gender: 2,
        employee_number: 'E1002',
      },
      expect.anything(),
    );
    expect(refreshDetails).toHaveBeenCalled();
  });

  it('shows the licence message and keeps what was typed', async () => {
    add.mockResolvedValue({
      kind: 'error',
      status: 'EMPLOYEE_MAX_LICENSED_EXCEEDED',
      message: 'Employee license exceeded, please upgrade',
    });
    const { onSaved } = setup();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee license exceeded, please upgrade');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('opens the import screen and comes back to the form', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Import employees from csv file' }));
    await userEvent.click(await screen.findByRole('button', { name: 'import screen' }));
    expect(screen.getByRole('form', { name: 'New Employee' })).toBeInTheDocument();
  });
});
