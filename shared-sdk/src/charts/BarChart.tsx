/**
 * Vertical bars of chart series over categories, drawn by apexcharts. Only reached through
 * React.lazy (ChartBar), so apexcharts is a chunk of its own, fetched by the screen that shows it.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import type { ChartSeries } from './chartSeries';

interface Props {
  label: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
}

export default function BarChart({ label, categories, series, height }: Props) {
  const options = {
    chart: { id: label, animations: { enabled: false }, toolbar: { show: false } },
    xaxis: { categories: [...categories], labels: { rotate: -45, trim: true } },
    colors: series.map((one) => one.color),
    legend: { show: false },
    dataLabels: { enabled: false },
    plotOptions: { bar: { columnWidth: '70%', borderRadius: 2 } },
  };
  const data = series.map((one) => ({ name: one.name, data: [...one.values] }));
  return <Chart type="bar" width="100%" height={height} series={data} options={options} />;
}
