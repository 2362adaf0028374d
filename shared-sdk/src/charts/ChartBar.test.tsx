import { render, screen, within } from '@testing-library/react';
import { ThemeRoot } from '@times/shared-sdk';
import { ChartBar } from './ChartBar';

jest.mock('apexcharts/bar', () => ({}));
jest.mock('react-apexcharts/core', () => ({
  __esModule: true,
  default: (props: {
    type: string;
    height: number;
    series: unknown;
    options: { colors: string[]; xaxis: { categories: string[] } };
  }) => (
    <div data-testid={`apex ${props.type}`} data-height={props.height}>
      {JSON.stringify({
        series: props.series,
        colors: props.options.colors,
        categories: props.options.xaxis.categories,
      })}
    </div>
  ),
}));

describe('ChartBar', () => {
  it('draws one bar series per series over the categories, lazily, with its title and legend', async () => {
    render(
      <ThemeRoot>
        <ChartBar
          title="Employees days"
          categories={['Ann Lee', 'Bob Ray']}
          series={[
            { name: 'Days worked', values: [20, 18], color: '#111111' },
            { name: 'Target days', values: [22, 22], color: '#222222' },
          ]}
          height={450}
        />
      </ThemeRoot>,
    );
    expect(screen.getByText('Employees days', { selector: 'figcaption' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Employees days' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Days worked', 'Target days']);
    const chart = await screen.findByTestId('apex bar');
    expect(chart).toHaveAttribute('data-height', '450');
    expect(JSON.parse(chart.textContent ?? '')).toEqual({
      series: [
        { name: 'Days worked', data: [20, 18] },
        { name: 'Target days', data: [22, 22] },
      ],
      colors: ['#111111', '#222222'],
      categories: ['Ann Lee', 'Bob Ray'],
    });
  });
});
