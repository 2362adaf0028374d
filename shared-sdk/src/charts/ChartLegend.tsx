/** A chart's legend: a swatch in the item's colour, its name and value. */
import type { ChartItem } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';
import { LegendList, Swatch } from './legendParts';

export function ChartLegend({ label, items }: { label: string; items: readonly ChartItem[] }) {
  return (
    <LegendList aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>
          <Swatch $color={item.color} aria-hidden />
          {appMessages.employees.stats.legendItem(item.name, item.value)}
        </li>
      ))}
    </LegendList>
  );
}
