/** One statistics donut (AGE GROUP, GENDER): its title, the lazily loaded chart and its legend. */
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Spinner } from '@times/shared-sdk';
import type { ChartItem } from '@times/shared-sdk';
import { ChartLegend } from './ChartLegend';

const DonutChart = lazy(() => import(/* webpackChunkName: "employee-charts" */ './DonutChart'));

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 220px;
  figcaption { font-weight: 700; font-size: 0.85rem; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.brand}; }
`;

const ChartBox = styled.div`
  width: 220px;
  min-height: 220px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function StatisticsDonut({ title, items }: { title: string; items: readonly ChartItem[] }) {
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <ChartBox aria-hidden>
        <Suspense fallback={<Spinner label="" />}>
          <DonutChart label={title} items={items} />
        </Suspense>
      </ChartBox>
      <ChartLegend label={title} items={items} />
    </Figure>
  );
}
