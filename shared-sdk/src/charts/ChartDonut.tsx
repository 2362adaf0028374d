/**
 * One donut with its title and legend (the employee statistics' AGE GROUP and GENDER, a shift
 * position's males and females). The chart itself is loaded lazily, in a chunk of its own.
 */
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Spinner } from '@times/shared-sdk';
import type { ChartItem } from '@times/shared-sdk';
import { ChartLegend } from './ChartLegend';

const DonutChart = lazy(() => import(/* webpackChunkName: "donut-chart" */ './DonutChart'));

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  figcaption { font-weight: 700; font-size: 0.85rem; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.brand}; }
`;

const ChartBox = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  min-height: ${({ $size }) => $size}px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function ChartDonut({
  title,
  items,
  size = 220,
}: {
  title: string;
  items: readonly ChartItem[];
  size?: number;
}) {
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <ChartBox aria-hidden $size={size}>
        <Suspense fallback={<Spinner label="" />}>
          <DonutChart label={title} items={items} size={size} />
        </Suspense>
      </ChartBox>
      <ChartLegend label={title} items={items} />
    </Figure>
  );
}
