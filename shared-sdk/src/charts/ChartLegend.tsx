/** A chart's legend: a swatch in the item's colour, its name and value. */
import styled from 'styled-components';
import type { ChartItem } from '@times/shared-sdk';
import { appMessages } from '@times/shared-sdk/app';

const List = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 14px;
  font-size: 0.85rem;
  li { display: inline-flex; align-items: center; gap: 6px; }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 12px;
  height: 12px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

export function ChartLegend({ label, items }: { label: string; items: readonly ChartItem[] }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>
          <Swatch $color={item.color} aria-hidden />
          {appMessages.employees.stats.legendItem(item.name, item.value)}
        </li>
      ))}
    </List>
  );
}
