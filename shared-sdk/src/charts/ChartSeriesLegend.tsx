/** A bar chart's legend: a swatch in each series' colour and its name. */
import { LegendList, Swatch } from './legendParts';
import type { ChartSeries } from './chartSeries';

export function ChartSeriesLegend({ label, series }: { label: string; series: readonly ChartSeries[] }) {
  return (
    <LegendList aria-label={label}>
      {series.map((one) => (
        <li key={one.name}>
          <Swatch $color={one.color} aria-hidden />
          {one.name}
        </li>
      ))}
    </LegendList>
  );
}
