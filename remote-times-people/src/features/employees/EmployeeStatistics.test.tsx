import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@times/shared-sdk';
import { employeesApi } from '@times/shared-sdk/app';
import { EmployeeStatistics } from './EmployeeStatistics';

jest.mock('@times/shared-sdk/app', () => {
  const actual = jest.requireActual('@times/shared-sdk/app');
  return { ...actual, employeesApi: { ...actual.employeesApi, statistics: jest.fn() } };
});
jest.mock('@times/shared-sdk/charts/DonutChart', () => ({
  __esModule: true,
  default: ({ label, items }: { label: string; items: { value: number }[] }) => (
    <div data-testid={`donut ${label}`}>{items.map((item) => item.value).join(',')}</div>
  ),
}));

const statistics = employeesApi.statistics as jest.MockedFunction<typeof employeesApi.statistics>;

describe('EmployeeStatistics', () => {
  it('shows TOTAL EMPLOYEES and the AGE GROUP and GENDER donuts with their legends', async () => {
    statistics.mockResolvedValue({
      kind: 'ok',
      data: {
        status: 'OK',
        total_employees: 12,
        age_group: [
          { name: '18-25', value: 5, color: '#ff0000' },
          { name: '26-35', value: 7, color: '#00ff00' },
        ],
        gender_totals: [
          { name: 'Male', value: 8, color: '#0000ff' },
          { name: 'Female', value: 4, color: '#ff00ff' },
        ],
      },
    });
    render(
      <ThemeRoot>
        <EmployeeStatistics version={0} />
      </ThemeRoot>,
    );
    expect(await screen.findByText('TOTAL EMPLOYEES')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    const gender = screen.getByRole('list', { name: 'GENDER' });
    expect(within(gender).getByText('Female: 4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'AGE GROUP' })).getAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByTestId('donut AGE GROUP')).toHaveTextContent('5,7');
  });

  it('shows the catalogue message when the statistics cannot be loaded', async () => {
    statistics.mockResolvedValue({ kind: 'error', status: 'SERVER_ERROR', message: 'Error occured' });
    render(
      <ThemeRoot>
        <EmployeeStatistics version={0} />
      </ThemeRoot>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error occured');
  });
});
