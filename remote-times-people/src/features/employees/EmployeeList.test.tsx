import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '@times/shared-sdk';
import type { Employee, EmployeeListResponse } from '@times/shared-sdk';
import { employeesApi } from '@times/shared-sdk/app';
import { EmployeeList } from './EmployeeList';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return { ...actual, employeesApi: { ...actual.employeesApi, list: jest.fn() } };
});

const list = employeesApi.list as jest.MockedFunction<typeof employeesApi.list>;

const employee = (n: number, over: Partial<Employee> = {}): Employee => ({
  id: n,
  emd: `E${n}`,
  name: `Name${n}`,
  surname: `Surname${n}`,
  country_id: 1,
  country_code: 27,
  date_of_birth: '1990-01-01',
  isIDOrPass: 1,
  idOrPass: '',
  mobile: `08200000${n}`,
  gender: 1,
  user_status: 0,
  employee_number: `N${n}`,
  days_present: n,
  days_absent: 0,
  perfomance: 100,
  hasImage: 0,
  ...over,
});

const page = (employees: Employee[], over: Partial<EmployeeListResponse> = {}) => ({
  kind: 'ok' as const,
  data: {
    status: 'OK',
    ttl: employees.length,
    lst_count: 1,
    lst_date: 'D1',
    lst_total_present: 0,
    lst_total_absent: 0,
    lst_total_perfomance: 0,
    employees,
    ...over,
  },
});

const renderList = (props: Partial<Parameters<typeof EmployeeList>[0]> = {}) =>
  render(
    <ThemeRoot>
      <EmployeeList version={0} onOpen={jest.fn()} onPhoto={jest.fn()} {...props} />
    </ThemeRoot>,
  );

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('EmployeeList', () => {
  afterEach(() => list.mockReset());

  it("shows 'No employee(s) found' for an empty answer", async () => {
    list.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByText('No employee(s) found')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(
      { flt: 0, pg: 1, lst_count: 0, lst_date: '', lst_value: 0, srch_word: '' },
      expect.anything(),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the rows with their columns, and the legend', async () => {
    list.mockResolvedValue(page([employee(1), employee(2, { user_status: 10 })]));
    renderList();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Name1 Surname1')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Deactivated')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('button', { name: 'View Name2 Surname2 photo' })).toBeInTheDocument();
    expect(screen.getByText('P=Present, A=Absent, Perf=Perfomance')).toBeInTheDocument();
  });

  it('opens a row, and the image icon opens the photo without opening the row', async () => {
    const onOpen = jest.fn();
    const onPhoto = jest.fn();
    list.mockResolvedValue(page([employee(1)]));
    renderList({ onOpen, onPhoto });
    await userEvent.click(await screen.findByRole('button', { name: 'View Name1 Surname1 photo' }));
    expect(onPhoto).toHaveBeenCalledWith(expect.objectContaining({ emd: 'E1' }));
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Name1 Surname1'));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ emd: 'E1' }));
  });

  it("loads 'More' with the previous page's cursor, appends it, and hides More when all are shown", async () => {
    list
      .mockResolvedValueOnce(page([employee(9)]))
      .mockResolvedValueOnce(
        page([employee(1), employee(2)], { ttl: 3, lst_count: 2, lst_date: 'D2', lst_total_present: 7 }),
      )
      .mockResolvedValueOnce(page([employee(3)], { ttl: 3 }));
    renderList();
    await screen.findByText('Name9 Surname9');
    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Present');
    await screen.findByText('Name1 Surname1');
    expect(screen.queryByText('Name9 Surname9')).not.toBeInTheDocument();
    expect(list.mock.calls[1]?.[0]).toEqual({ flt: 1, pg: 1, lst_count: 0, lst_date: '', lst_value: 0, srch_word: '' });
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(list.mock.calls[2]?.[0]).toEqual({
      flt: 1,
      pg: 2,
      lst_count: 2,
      lst_date: 'D2',
      lst_value: 7,
      srch_word: '',
    });
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  });

  it('keeps the rows shown and shows the message when a call fails', async () => {
    list
      .mockResolvedValueOnce(page([employee(1)], { ttl: 2 }))
      .mockResolvedValueOnce({ kind: 'error', status: 'INVALID_USER_RIGHTS', message: 'Invalid user rights' });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user rights');
    expect(screen.getByText('Name1 Surname1')).toBeInTheDocument();
  });

  it('searches with filter Employee only from 3 characters, after typing stops, and Clear lists all again', async () => {
    list.mockResolvedValue(page([employee(1)]));
    renderList();
    await screen.findByText('Name1 Surname1');
    expect(screen.queryByLabelText('Search employee')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Employee');
    const search = screen.getByLabelText('Search employee');
    await userEvent.type(search, 'an');
    await sleep(450);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockResolvedValue(page([employee(2)]));
    await userEvent.type(search, 'n');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list.mock.calls[1]?.[0]).toEqual({
      flt: 4,
      pg: 1,
      lst_count: 0,
      lst_date: '',
      lst_value: 0,
      srch_word: 'ann',
    });
    expect(await screen.findByText('Name2 Surname2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(3));
    expect(list.mock.calls[2]?.[0]).toMatchObject({ flt: 0, srch_word: '' });
  });

  it('cancels the request in flight when a newer one starts, and ignores its answer', async () => {
    let answerFirst: (value: ReturnType<typeof page>) => void = () => {};
    list
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(page([employee(2)]));
    renderList();
    await userEvent.selectOptions(screen.getByLabelText('Filter'), 'Absent');
    expect(await screen.findByText('Name2 Surname2')).toBeInTheDocument();
    const firstSignal = list.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    await act(async () => answerFirst(page([employee(1)])));
    expect(screen.queryByText('Name1 Surname1')).not.toBeInTheDocument();
  });
});
