/**
 * A bar chart with its title and legend (the roster summary's 'Employees days'): one group of bars
 * per category, one bar per series. Wide enough for every category, it scrolls sideways when the
 * screen is narrower. The chart itself is loaded lazily, in a chunk of its own (apexcharts).
 */
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { Spinner } from '@times/shared-sdk';
import { ChartSeriesLegend } from './ChartSeriesLegend';
import type { ChartSeries } from './chartSeries';

const BarChart = lazy(() => import(/* webpackChunkName: "bar-chart" */ './BarChart'));

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  min-width: 0;
  figcaption { font-weight: 700; font-size: 0.85rem; letter-spacing: 0.04em; color: ${({ theme }) => theme.colors.brand}; }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const ChartBox = styled.div<{ $height: number; $minWidth: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth}px;
  min-height: ${({ $height }) => $height}px;
  display: flex;
  align-items: center;
  justify-content: center;
  > * { flex: 1; }
`;

interface Props {
  title: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  height: number;
  /** The width a category needs (its bars and its label); the chart is never narrower than that. */
  categoryWidth?: number;
}

export function ChartBar({ title, categories, series, height, categoryWidth = 40 }: Props) {
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Scroll>
        <ChartBox aria-hidden $height={height} $minWidth={categories.length * categoryWidth}>
          <Suspense fallback={<Spinner label="" />}>
            <BarChart label={title} categories={categories} series={series} height={height} />
          </Suspense>
        </ChartBox>
      </Scroll>
      <ChartSeriesLegend label={title} series={series} />
    </Figure>
  );
}
