/**
 * A donut of chart items in their own colours, drawn by apexcharts. Only reached through
 * React.lazy (ChartDonut), so apexcharts is a chunk of its own, fetched by the statistics card.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/donut';
import type { ChartItem } from '@times/shared-sdk';

export default function DonutChart({
  label,
  items,
  size,
}: {
  label: string;
  items: readonly ChartItem[];
  size: number;
}) {
  const options = {
    chart: { id: label, animations: { enabled: false }, toolbar: { show: false } },
    labels: items.map((item) => item.name),
    colors: items.map((item) => item.color),
    legend: { show: false },
    dataLabels: { enabled: false },
    stroke: { width: 1 },
    plotOptions: { pie: { donut: { size: '62%' } } },
  };
  return <Chart type="donut" width={size} height={size} series={items.map((item) => item.value)} options={options} />;
}
