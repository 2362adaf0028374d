import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot, cacheCountries } from '@times/shared-sdk';
import type { ImportRow } from '@times/shared-sdk';
import { employeesApi } from '@times/shared-sdk/app';
import type { OutcomeOf } from '@times/shared-sdk/testing';
import { ImportEmployees } from './ImportEmployees';
import { HEADER, generatedLine, hugeFile } from './__tests__/csvFile';

const SOUTH_AFRICA = { id: 196, c_nm: 'South Africa', c_code: '27', crnc_code: 'ZAR' };
const BOTSWANA = { id: 28, c_nm: 'Botswana', c_code: '267', crnc_code: 'BWP' };

const okAnswer = (rows: ImportRow[]): OutcomeOf<typeof employeesApi.import> => ({
  kind: 'ok',
  data: {
    status: 'OK',
    employees: rows.map((row, n) => ({ ...row, status: n === 0 ? 'EMPLOYEE_WITH_SAME_DETAILS_EXIST' : 'SUCCESS' })),
  },
});

const csvFile = (text: string, name = 'staff.csv') => new File([text], name, { type: 'text/csv' });

function renderImport(onClose = jest.fn()) {
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <ThemeRoot>
      <ImportEmployees onClose={onClose} />
    </ThemeRoot>,
  );
  return { user, view, onClose, input: screen.getByLabelText('Select .csv file') };
}

describe('ImportEmployees', () => {
  beforeEach(() => {
    localStorage.clear();
    cacheCountries([BOTSWANA, SOUTH_AFRICA]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the heading, South Africa by default, the sample format, and closes', async () => {
    const { user, onClose } = renderImport();
    expect(screen.getByRole('heading', { name: 'Import Employees from .csv file' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('27');
    const sample = screen.getByRole('figure', { name: 'Sample file format' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(HEADER.split(';'));
    expect(sample).toHaveTextContent('Gender: 1 = Male, 2 = Female.');
    expect(sample).toHaveTextContent('ID Type: 1 = ID, 2 = Passport.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses a file that is not .csv and sends nothing', async () => {
    const call = jest.spyOn(employeesApi, 'import');
    const { user, input } = renderImport();
    await user.upload(input, new File(['x'], 'staff.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Select a .csv file');
    expect(call).not.toHaveBeenCalled();
  });

  it('names the missing header fields and sends nothing', async () => {
    const call = jest.spyOn(employeesApi, 'import');
    const { user, input } = renderImport();
    await user.upload(input, csvFile('Name;Surname;Mobile;Gender\nA;B;082;1'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^File header must contain the following fields : Date of Birth, Employee Number, ID Type, ID$/,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("words the rows past the employee licence 'Employee license exceeded, please upgrade', not the raw status", async () => {
    jest.spyOn(employeesApi, 'import').mockImplementation(async (_code, _id, rows) => ({
      kind: 'ok',
      data: {
        status: 'OK',
        employees: rows.map((row, n) => ({ ...row, status: n < 2 ? 'SUCCESS' : 'EMPLOYEE_MAX_LICENSED_EXCEEDED' })),
      },
    }));
    const { user, input } = renderImport();
    await user.upload(input, csvFile([HEADER, generatedLine(0), generatedLine(1), generatedLine(2)].join('\n')));
    expect(await screen.findByText('2 of 3 rows imported')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Results' });
    const badge = within(within(results).getAllByRole('row')[3]!).getByText(
      'Employee license exceeded, please upgrade',
    );
    expect(badge).toHaveAttribute('data-status', 'EMPLOYEE_MAX_LICENSED_EXCEEDED');
    expect(results).not.toHaveTextContent('EMPLOYEE_MAX_LICENSED_EXCEEDED');
  });

  it('sends batches of 100 for the chosen country, keeps going past a failed batch and sums up', async () => {
    const call = jest
      .spyOn(employeesApi, 'import')
      .mockImplementationOnce(async (_code, _id, rows) => okAnswer(rows))
      .mockResolvedValueOnce({ kind: 'error', status: 'NETWORK_ERROR', message: 'Error occured' })
      .mockImplementationOnce(async (_code, _id, rows) => okAnswer(rows));
    const { user, input } = renderImport();
    await user.selectOptions(screen.getByLabelText('Country'), '267');
    const lines = [HEADER, ...Array.from({ length: 230 }, (_, n) => generatedLine(n)), ';;;;;E;1;1'];
    await user.upload(input, csvFile(lines.join('\n')));

    expect(await screen.findByText('128 of 230 rows imported')).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(3);
    expect(call.mock.calls.map(([code, id, rows]) => [code, id, rows.length])).toEqual([
      [267, 28, 100],
      [267, 28, 100],
      [267, 28, 30],
    ]);
    expect(screen.getByText('1 empty row(s) skipped')).toBeInTheDocument();
    expect(screen.getByText('A batch failed: Error occured')).toBeInTheDocument();

    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getAllByRole('row')).toHaveLength(101);
    expect(within(results).getByText('100 of 230 rows shown')).toBeInTheDocument();
    const first = within(results).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Name0');
    expect(within(first).getByText('Employee with same details exist')).toHaveAttribute(
      'data-status',
      'EMPLOYEE_WITH_SAME_DETAILS_EXIST',
    );
    expect(within(results).getAllByText('SUCCESS').length).toBeGreaterThan(0);

    await user.click(within(results).getByRole('button', { name: 'Show more' }));
    expect(within(results).getAllByRole('row')).toHaveLength(201);
    expect(within(results).getAllByRole('row')[150]).toHaveTextContent('Error occured');
    expect(within(within(results).getAllByRole('row')[150]!).getByText('Error occured')).toHaveAttribute(
      'data-status',
      'NETWORK_ERROR',
    );

    await user.click(within(results).getByLabelText('Show only rows not imported'));
    // 100 rows of the failed batch and the first row of each answered batch.
    expect(within(results).getByText('100 of 102 rows shown')).toBeInTheDocument();
  });

  it('shows the progress while batches run and cancels the rest on close', async () => {
    const signals: AbortSignal[] = [];
    let release: () => void = () => {};
    jest.spyOn(employeesApi, 'import').mockImplementation((_code, _id, rows, options) => {
      signals.push(options!.signal!);
      if (signals.length === 1) return Promise.resolve(okAnswer(rows));
      return new Promise((resolve) => {
        release = () => resolve({ kind: 'cancelled' });
      });
    });
    const { user, input, view, onClose } = renderImport();
    await user.upload(input, csvFile(hugeFile(1_000)));
    expect(await screen.findByText('Imported 100 of 1000 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(input).toBeDisabled();
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(signals[1]!.aborted).toBe(true);
    await act(async () => release());
    expect(signals).toHaveLength(2);
    view.unmount();
  });

  it('cancels the running batch when the screen unmounts', async () => {
    const signals: AbortSignal[] = [];
    jest.spyOn(employeesApi, 'import').mockImplementation((_code, _id, _rows, options) => {
      signals.push(options!.signal!);
      return new Promise(() => {});
    });
    const { user, input, view } = renderImport();
    await user.upload(input, csvFile(hugeFile(300)));
    await waitFor(() => expect(signals).toHaveLength(1));
    view.unmount();
    expect(signals[0]!.aborted).toBe(true);
  });
});
